import type { SearchHistoryEntry } from '@pitchwise/contract'
import { History } from 'lucide-react'
import { SearchList, type SearchListProps } from '../../../components/search-list'
import { formatDateTime } from '../../../utils/format-date-time'
import { useSearchHistory } from '../api/get-search-history'

export type SearchHistoryListProps = Pick<
  SearchListProps<SearchHistoryEntry>,
  'page' | 'onPageChange' | 'onSelect' | 'renderActions' | 'isCompact'
> & { pageSize: number }

const LAST_USED_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
}

/** The caller's search history: query, search count, likes, last used and a like toggle (composed by the page). */
export function SearchHistoryList({ pageSize, ...list }: SearchHistoryListProps) {
  const query = useSearchHistory(list.page, { pageSize })
  return (
    <SearchList
      {...list}
      query={query}
      paginationLabel="Search history pages"
      errorMessage="Failed to load your search history"
      emptyIcon={<History className="mx-auto size-6 text-slate-400" aria-hidden="true" />}
      emptyMessage="No searches yet. Your questions will appear here."
      renderMeta={(entry) => (
        <>
          {' · Last used '}
          <time dateTime={entry.lastUsedAt}>{formatDateTime(entry.lastUsedAt, LAST_USED_FORMAT)}</time>
        </>
      )}
    />
  )
}
