import type { MarketWithSearches } from '@pitchwise/contract'
import { ChevronDown, Search, TrendingUp } from 'lucide-react'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { askedText } from '../../../utils/asked-count.ts'
import { useMarkets } from '../api/get-markets'
import { filterMarkets, marketSearchNavigationState, sortMarketSearches } from '../utils/markets'

export const MARKETS_TITLE = 'Betting Markets & Predictions'
export const MARKETS_ERROR = 'Failed to fetch markets'

function MarketCard({ market, marketPath }: { market: MarketWithSearches; marketPath: (id: string) => string }) {
  const [isExpanded, setIsExpanded] = useState(false)
  const navigate = useNavigate()
  const panelId = useId()
  const searches = sortMarketSearches(market.searches)
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-emerald-500/40 dark:border-white/10 dark:bg-slate-900/70">
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={panelId}
        onClick={() => setIsExpanded((v) => !v)}
        className="flex w-full items-start gap-3 rounded-2xl p-5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
          <TrendingUp className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900 dark:text-white">{market.name}</span>
          {market.description && (
            <span className="mt-1 block text-sm text-slate-500 dark:text-slate-400">{market.description}</span>
          )}
          <span className="mt-2 block text-xs text-slate-500 dark:text-slate-400">
            {market.searchCount} {market.searchCount === 1 ? 'question' : 'questions'} ·{' '}
            {askedText(market.totalSearches)}
          </span>
        </span>
        <ChevronDown
          className={`mt-1 size-5 shrink-0 text-slate-400 transition-transform motion-reduce:transition-none ${isExpanded ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!isExpanded} className="border-t border-slate-200 px-3 pb-3 dark:border-white/10">
        {searches.length === 0 ? (
          <div className="px-2 py-4 text-center">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-200">No searches found</p>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              This market doesn't have any searches yet.
            </p>
          </div>
        ) : (
          <ul className="mt-2 space-y-1">
            {searches.map((search) => (
              <li key={search.id}>
                <button
                  type="button"
                  onClick={() => navigate(marketPath(market.id), { state: marketSearchNavigationState(search) })}
                  className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm text-slate-700 hover:bg-emerald-500/10 hover:text-emerald-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:text-slate-200 dark:hover:text-emerald-300"
                >
                  <Search className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                  <span className="min-w-0 flex-1">{search.query}</span>
                  {search.searches > 0 && (
                    <span className="shrink-0 text-xs tabular-nums text-slate-500 dark:text-slate-400">
                      {search.searches}×
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}

export function MarketsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="markets-skeleton">
      {Array.from({ length: count }, (_, i) => `placeholder-${i}`).map((key) => (
        <li
          key={key}
          className="h-36 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
        />
      ))}
    </ul>
  )
}

/** /markets body: title, filter and the grid of expandable market cards. */
export function MarketsBrowser({ marketPath = paths.market }: { marketPath?: (id: string) => string }) {
  const { data: markets, isPending, isError } = useMarkets()
  const [filter, setFilter] = useState('')
  const filterId = useId()
  const visible = markets ? filterMarkets(markets, filter) : []
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {MARKETS_TITLE}
          </h1>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Pick a market and run one of its questions.</p>
        </div>
        <div className="relative w-full sm:w-72">
          <label htmlFor={filterId} className="sr-only">
            Search markets
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Search markets..."
            className="w-full rounded-xl border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/40 dark:border-white/10 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
      </div>
      {isPending ? (
        <MarketsSkeleton />
      ) : isError ? (
        <p
          role="alert"
          className="rounded-xl border border-rose-500/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-700 dark:text-rose-300"
        >
          {MARKETS_ERROR}
        </p>
      ) : visible.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500 dark:border-white/10 dark:text-slate-400">
          No markets match “{filter}”.
        </p>
      ) : (
        <ul className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((market) => (
            <MarketCard key={market.id} market={market} marketPath={marketPath} />
          ))}
        </ul>
      )}
    </div>
  )
}
