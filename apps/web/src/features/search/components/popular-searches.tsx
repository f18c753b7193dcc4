import type { SearchSummary } from '@pitchwise/contract'
import { Flame, Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { askedBadge, askedText } from '../../../utils/asked-count.ts'
import { usePopularSearches } from '../api/get-popular-searches'

export interface PopularSearchesProps {
  onSelect: (search: SearchSummary) => void
  isDisabled?: boolean
  /** Optional actions per row (e.g. the like heart, composed by the page). */
  renderActions?: (search: SearchSummary) => ReactNode
}

/**
 * 'Popular Searches': the 5 most-asked questions as Pitchwise understood them (the server groups
 * wordings and leaves out typos, decision 152), each with how often it was asked; one click runs it.
 */
export function PopularSearches({ onSelect, isDisabled = false, renderActions }: PopularSearchesProps) {
  const { data: searches = [], isPending } = usePopularSearches()
  return (
    <section
      aria-labelledby="popular-searches-title"
      className="rounded-2xl border border-slate-200 bg-white/90 p-4 sm:p-5 dark:border-white/10 dark:bg-slate-900/70"
    >
      <h2
        id="popular-searches-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <Flame className="size-4 text-orange-500" aria-hidden="true" />
        Popular Searches
      </h2>
      {isPending ? (
        <ul className="mt-3 space-y-2" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <li
              key={i}
              className="h-10 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
            />
          ))}
        </ul>
      ) : searches.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">No searches yet: be the first to ask.</p>
      ) : (
        <ul className="mt-3 space-y-1.5">
          {searches.map((search) => (
            <li key={search.id} className="flex items-center gap-1">
              <button
                type="button"
                disabled={isDisabled}
                onClick={() => onSelect(search)}
                className="group flex min-h-10 min-w-0 flex-1 items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm text-slate-700 transition hover:bg-emerald-500/10 hover:text-emerald-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 disabled:cursor-not-allowed disabled:opacity-60 dark:text-slate-200 dark:hover:text-emerald-300"
              >
                <Search className="size-3.5 shrink-0 text-slate-400 group-hover:text-emerald-500" aria-hidden="true" />
                <span className="line-clamp-2 min-w-0 flex-1 break-words">{search.query}</span>
                {search.searches > 0 && (
                  // slate-700 on slate-100: 9.4:1 (slate-500 was 4.34:1, under WCAG AA's 4.5:1).
                  <span
                    title={askedText(search.searches)}
                    className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-[0.7rem] tabular-nums text-slate-700 dark:bg-white/5 dark:text-slate-300"
                  >
                    <span aria-hidden="true">{askedBadge(search.searches)}</span>
                    <span className="sr-only">, {askedText(search.searches).toLowerCase()}</span>
                  </span>
                )}
              </button>
              {renderActions?.(search)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
