import type { SearchNavigationState } from '../../search/hooks/use-search-chat'

export const SEARCH_HISTORY_PATH = '/search-history'
export const HISTORY_SEARCH_PATH = '/search-history/search'
export const HISTORY_SEARCH_CATEGORY = 'search_history'

/** Navigation state for /search-history/search: the query (prefilled, not run) and its search id. */
export function historySearchState(entry: { searchId: string; query: string }): SearchNavigationState {
  return { query: entry.query, searchMetadata: { searchId: entry.searchId, searchCategory: HISTORY_SEARCH_CATEGORY } }
}
