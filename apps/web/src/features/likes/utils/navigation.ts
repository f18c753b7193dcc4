import { type SearchNavigationState, searchNavigationState } from '../../../lib/search-navigation'

export const LIKED_SEARCH_CATEGORY = 'liked_search'

/** Navigation state for /liked-searches/search: the query (prefilled, not run) and its search id. */
export function likedSearchState(search: { id: string; query: string }): SearchNavigationState {
  return searchNavigationState(search, LIKED_SEARCH_CATEGORY)
}
