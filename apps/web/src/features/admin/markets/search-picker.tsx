import { LIMITS } from '@pitchwise/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Plus, Search } from 'lucide-react'
import { type UIEvent, useState } from 'react'
import { INPUT_CLASS } from '../../../components/admin/form-field.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { useDebouncedValue } from '../use-debounced-value.ts'

/** How close to the bottom (px) the list must scroll before the next page loads. */
const LOAD_MORE_THRESHOLD_PX = 48
const DEBOUNCE_MS = 300

/**
 * Existing searches not yet in the market: 5 at a time, typing debounced by 300 ms, the next
 * page loaded when the list is scrolled near its bottom (back-office spec §2, §9).
 */
export function SearchPicker({
  marketId,
  onPick,
  busy,
}: {
  marketId: string
  onPick: (searchId: string) => void
  busy: boolean
}) {
  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS)
  const results = useInfiniteQuery({
    queryKey: [...adminKeys.searches, 'picker', marketId, q],
    queryFn: ({ pageParam }) =>
      adminApi.searches({ page: pageParam, pageSize: LIMITS.adminPickerPageSize, q, notInMarket: marketId }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  })
  const items = results.data?.pages.flatMap((page) => page.items) ?? []
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget
    const nearBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_THRESHOLD_PX
    if (nearBottom && results.hasNextPage && !results.isFetchingNextPage) void results.fetchNextPage()
  }
  return (
    <div className="space-y-2">
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" aria-hidden />
        <input
          type="search"
          aria-label="Find existing searches"
          placeholder="Find existing searches…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${INPUT_CLASS} pl-9`}
        />
      </div>
      <ul
        aria-label="Existing searches"
        onScroll={onScroll}
        className="max-h-40 divide-y divide-white/5 overflow-y-auto rounded-lg border border-white/10"
      >
        {items.map((search) => (
          <li key={search.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <span className="min-w-0 truncate text-slate-200" title={search.query}>
              {search.query}
            </span>
            <button
              type="button"
              disabled={busy}
              onClick={() => onPick(search.id)}
              aria-label={`Add "${search.query}"`}
              className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs text-emerald-300 hover:bg-emerald-500/10 disabled:opacity-50"
            >
              <Plus className="size-3.5" aria-hidden />
              Add
            </button>
          </li>
        ))}
        {results.isLoading || results.isFetchingNextPage ? (
          <li className="px-3 py-2 text-sm text-slate-400" role="status">
            Loading…
          </li>
        ) : null}
        {!results.isLoading && items.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-400">
            {results.isError ? 'Could not load searches' : 'No searches found'}
          </li>
        ) : null}
      </ul>
    </div>
  )
}
