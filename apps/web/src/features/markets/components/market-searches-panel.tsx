import type { MarketDetailResponse, SearchSummary } from '@pitchwise/contract'
import { Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { ClampedText } from '../../../components/ui/clamped-text'
import { Pagination } from '../../../components/ui/pagination'

export const MARKET_SEARCHES_EMPTY = 'No searches available for this market'

export interface MarketSearchesPanelProps {
  data: MarketDetailResponse
  page: number
  onPageChange: (page: number) => void
  onSelect: (search: SearchSummary) => void
  isDisabled?: boolean
  renderActions?: (search: SearchSummary) => ReactNode
}

/** The market's searches, 5 per page, clamped when long; a click runs the search in the chat. */
export function MarketSearchesPanel({
  data,
  page,
  onPageChange,
  onSelect,
  isDisabled,
  renderActions,
}: MarketSearchesPanelProps) {
  const { market, searches } = data
  return (
    <section
      aria-labelledby="market-searches-title"
      className="rounded-2xl border border-slate-200 bg-white/90 p-4 sm:p-5 dark:border-white/10 dark:bg-slate-900/70"
    >
      <h2 id="market-searches-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {market.name}
      </h2>
      {market.description && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{market.description}</p>}
      {searches.items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500 dark:border-white/10 dark:text-slate-400">
          {MARKET_SEARCHES_EMPTY}
        </p>
      ) : (
        <ul className="mt-3 space-y-1.5" data-testid="market-searches">
          {searches.items.map((search) => (
            <li key={search.id} className="flex items-start gap-1 rounded-lg hover:bg-slate-50 dark:hover:bg-white/5">
              <div className="flex min-w-0 flex-1 items-start gap-2.5 px-2.5 py-2">
                <Search className="mt-0.5 size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <ClampedText
                    text={search.query}
                    onSelect={() => onSelect(search)}
                    isDisabled={isDisabled}
                    className="text-sm text-slate-700 hover:text-emerald-700 dark:text-slate-200 dark:hover:text-emerald-300"
                  />
                  <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
                    {search.searches > 0 ? `Run ${search.searches}×` : 'Not run yet'}
                  </span>
                </div>
              </div>
              {renderActions && <div className="shrink-0 py-1 pr-1">{renderActions(search)}</div>}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={searches.totalPages}
        onPageChange={onPageChange}
        label="Market searches pages"
      />
    </section>
  )
}
