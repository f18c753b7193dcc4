import type { LikedSearch } from '@pitchwise/contract'
import { Heart } from 'lucide-react'
import { SearchList, type SearchListProps } from '../../../components/search-list'
import { useLikedSearches } from '../api/get-liked-searches'
import { LikeButton } from './like-button'

export type LikedSearchesListProps = Pick<
  SearchListProps<LikedSearch>,
  'page' | 'onPageChange' | 'onSelect' | 'isCompact'
> & { pageSize: number; onRequireSignIn: () => void }

/** The caller's liked searches with an unlike heart each, paged. */
export function LikedSearchesList({ pageSize, onRequireSignIn, ...list }: LikedSearchesListProps) {
  const query = useLikedSearches(list.page, { pageSize })
  return (
    <SearchList
      {...list}
      query={query}
      paginationLabel="Liked searches pages"
      errorMessage="Failed to load your liked searches"
      emptyIcon={<Heart className="mx-auto size-6 text-slate-400" aria-hidden="true" />}
      emptyMessage="No liked searches yet. Tap the heart on any search to save it here."
      renderActions={(search) => (
        // Keyed on the count so a refetched list resets the button's optimistic state.
        <LikeButton
          key={`${search.id}-${search.likes}`}
          searchId={search.id}
          likes={search.likes}
          isLiked
          isSignedIn
          showCount={false}
          onRequireSignIn={onRequireSignIn}
        />
      )}
    />
  )
}
