import { ArrowRight, TrendingUp } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { askedText } from '../../../utils/asked-count.ts'
import { useTopMarkets } from '../api/get-top-markets'

/**
 * 'Explore Markets' on the home page: the 3 markets whose questions were asked most and 'View all
 * markets'. Each card shows that one figure, the one the server ranks by (issue 15).
 */
export function ExploreMarkets({
  marketPath = paths.market,
  marketsPath = paths.markets,
}: {
  marketPath?: (id: string) => string
  marketsPath?: string
}) {
  const { data: markets = [], isPending } = useTopMarkets()
  if (!isPending && markets.length === 0) return null
  return (
    <section aria-labelledby="explore-markets-title" className="space-y-4">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id="explore-markets-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            Explore Markets
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">The markets fans ask about most.</p>
        </div>
        <Link
          to={marketsPath}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent hover:text-accent-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
        >
          View all markets
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {isPending
          ? [0, 1, 2].map((i) => (
              <li
                key={i}
                aria-hidden="true"
                className="h-28 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
              />
            ))
          : markets.map((market) => (
              <li key={market.id}>
                <Link
                  to={marketPath(market.id)}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:-translate-y-0.5 hover:border-emerald-500/50 hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 motion-reduce:transform-none dark:border-white/10 dark:bg-slate-900/70"
                >
                  <span className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                    <TrendingUp className="size-4 text-emerald-500" aria-hidden="true" />
                    {market.name}
                  </span>
                  {market.description && (
                    <span className="mt-1.5 line-clamp-2 text-sm text-slate-500 dark:text-slate-400">
                      {market.description}
                    </span>
                  )}
                  <span data-testid="market-asked" className="mt-auto pt-3 text-xs text-slate-600 dark:text-slate-400">
                    {askedText(market.totalSearches)}
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  )
}
