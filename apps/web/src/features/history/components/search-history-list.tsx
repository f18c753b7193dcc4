import type { SearchHistoryEntry } from '@pitchwise/contract'
import { History } from 'lucide-react'
import type { ReactNode } from 'react'
import { ClampedText } from '../../../components/ui/clamped-text'
import { Pagination } from '../../../components/ui/pagination'
import { useSearchHistory } from '../api/get-search-history'

const PLACEHOLDER_KEYS = ['p1', 'p2', 'p3', 'p4', 'p5']

export interface SearchHistoryListProps {
  page: number
  onPageChange: (page: number) => void
  pageSize: number
  onSelect: (entry: SearchHistoryEntry) => void
  /** The like toggle per row (composed by the page). */
  renderActions?: (entry: SearchHistoryEntry) => ReactNode
  isCompact?: boolean
}

function formatLastUsed(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date)
}

/** The caller's search history: query, search count, likes, last used and a like toggle. */
export function SearchHistoryList({
  page,
  onPageChange,
  pageSize,
  onSelect,
  renderActions,
  isCompact = false,
}: SearchHistoryListProps) {
  const { data, isPending, isError } = useSearchHistory(page, { pageSize })
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
        Failed to load your search history
      </p>
    )
  }
  if (data.items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-white/10">
        <History className="mx-auto size-6 text-slate-400" aria-hidden="true" />
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          No searches yet. Your questions will appear here.
        </p>
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
        {data.items.map((entry) => (
          <li
            key={entry.id}
            className={`flex items-start gap-2 ${isCompact ? 'rounded-lg px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-white/5' : 'px-4 py-3'}`}
          >
            <div className="min-w-0 flex-1 pt-1.5">
              <ClampedText
                text={entry.query}
                onSelect={() => onSelect(entry)}
                className="text-sm font-medium text-slate-800 hover:text-emerald-700 dark:text-slate-100 dark:hover:text-emerald-300"
              />
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                Run {entry.searches}× · {entry.likes} {entry.likes === 1 ? 'like' : 'likes'} · Last used{' '}
                <time dateTime={entry.lastUsedAt}>{formatLastUsed(entry.lastUsedAt)}</time>
              </p>
            </div>
            {renderActions?.(entry)}
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data.totalPages} onPageChange={onPageChange} label="Search history pages" />
    </div>
  )
}
