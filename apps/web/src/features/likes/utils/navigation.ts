import type { SearchNavigationState } from '../../search/hooks/use-search-chat'

export const LIKED_SEARCHES_PATH = '/liked-searches'
export const LIKED_SEARCH_PATH = '/liked-searches/search'
export const LIKED_SEARCH_CATEGORY = 'liked_search'

/** Navigation state for /liked-searches/search: the query (prefilled, not run) and its search id. */
export function likedSearchState(search: { id: string; query: string }): SearchNavigationState {
  return { query: search.query, searchMetadata: { searchId: search.id, searchCategory: LIKED_SEARCH_CATEGORY } }
}
