import type { LikedSearch } from '@pitchwise/contract'
import { Heart } from 'lucide-react'
import { ClampedText } from '../../../components/ui/clamped-text'
import { Pagination } from '../../../components/ui/pagination'
import { useLikedSearches } from '../api/get-liked-searches'
import { LikeButton } from './like-button'

const PLACEHOLDER_KEYS = ['p1', 'p2', 'p3', 'p4', 'p5']

export interface LikedSearchesListProps {
  page: number
  onPageChange: (page: number) => void
  pageSize: number
  onSelect: (search: LikedSearch) => void
  onRequireSignIn: () => void
  /** The compact side list of the detail page. */
  isCompact?: boolean
}

/** The caller's liked searches with an unlike heart each, paged. */
export function LikedSearchesList({
  page,
  onPageChange,
  pageSize,
  onSelect,
  onRequireSignIn,
  isCompact = false,
}: LikedSearchesListProps) {
  const { data, isPending, isError } = useLikedSearches(page, { pageSize })
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
        Failed to load your liked searches
      </p>
    )
  }
  if (data.items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-white/10">
        <Heart className="mx-auto size-6 text-slate-400" aria-hidden="true" />
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          No liked searches yet. Tap the heart on any search to save it here.
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
        {data.items.map((search) => (
          <li
            key={search.id}
            className={`flex items-start gap-2 ${isCompact ? 'rounded-lg px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-white/5' : 'px-4 py-3'}`}
          >
            <div className="min-w-0 flex-1 pt-1.5">
              <ClampedText
                text={search.query}
                onSelect={() => onSelect(search)}
                className="text-sm font-medium text-slate-800 hover:text-emerald-700 dark:text-slate-100 dark:hover:text-emerald-300"
              />
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                Run {search.searches}× · {search.likes} {search.likes === 1 ? 'like' : 'likes'}
              </p>
            </div>
            <LikeButton
              key={`${search.id}-${search.likes}`}
              searchId={search.id}
              likes={search.likes}
              isLiked
              isSignedIn
              showCount={false}
              onRequireSignIn={onRequireSignIn}
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data.totalPages} onPageChange={onPageChange} label="Liked searches pages" />
    </div>
  )
}
