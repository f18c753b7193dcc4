import type { ReactNode } from 'react'
import { ClampedText } from './ui/clamped-text'
import { Pagination } from './ui/pagination'

const PLACEHOLDER_KEYS = ['p1', 'p2', 'p3', 'p4', 'p5']

/** What every listed search has; the features' row types (history entry, liked search) extend it. */
export interface SearchListItem {
  id: string
  query: string
  searches: number
  likes: number
}

export interface SearchListProps<T extends SearchListItem> {
  /** The feature's page query (its TanStack Query result). */
  query: { data: { items: T[]; totalPages: number } | undefined; isPending: boolean; isError: boolean }
  page: number
  onPageChange: (page: number) => void
  /** The pagination's accessible name. */
  paginationLabel: string
  errorMessage: string
  emptyIcon: ReactNode
  emptyMessage: string
  onSelect: (item: T) => void
  /** Appended to the row's 'Run N× · N likes' line. */
  renderMeta?: (item: T) => ReactNode
  /** The row's trailing control, e.g. a like heart. */
  renderActions?: (item: T) => ReactNode
  /** The compact side list of a detail page. */
  isCompact?: boolean
}

/**
 * A paged list of the caller's searches (history, likes): the loading, error and empty states,
 * one row per search and the pagination. Features pass their query and row extras, so the list
 * looks the same everywhere.
 */
export function SearchList<T extends SearchListItem>({
  query: { data, isPending, isError },
  page,
  onPageChange,
  paginationLabel,
  errorMessage,
  emptyIcon,
  emptyMessage,
  onSelect,
  renderMeta,
  renderActions,
  isCompact = false,
}: SearchListProps<T>) {
  if (isPending) {
    return (
      <ul className="space-y-2" aria-hidden="true">
        {PLACEHOLDER_KEYS.slice(0, isCompact ? 3 : 5).map((key) => (
          <li
            key={key}
            className="h-14 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
          />
        ))}
      </ul>
    )
  }
  if (isError || !data) {
    return (
      <p role="alert" className="text-sm text-rose-600 dark:text-rose-300">
        {errorMessage}
      </p>
    )
  }
  if (data.items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-white/10">
        {emptyIcon}
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{emptyMessage}</p>
      </div>
    )
  }
  return (
    <div>
      <ul
        className={
          isCompact
            ? 'space-y-1.5'
            : 'divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-white/10 dark:border-white/10 dark:bg-slate-900/70'
        }
      >
        {data.items.map((item) => (
          <li
            key={item.id}
            className={`flex items-start gap-2 ${isCompact ? 'rounded-lg px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-white/5' : 'px-4 py-3'}`}
          >
            <div className="min-w-0 flex-1 pt-1.5">
              <ClampedText
                text={item.query}
                onSelect={() => onSelect(item)}
                className="text-sm font-medium text-slate-800 hover:text-emerald-700 dark:text-slate-100 dark:hover:text-emerald-300"
              />
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                Run {item.searches}× · {item.likes} {item.likes === 1 ? 'like' : 'likes'}
                {renderMeta?.(item)}
              </p>
            </div>
            {renderActions?.(item)}
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data.totalPages} onPageChange={onPageChange} label={paginationLabel} />
    </div>
  )
}
