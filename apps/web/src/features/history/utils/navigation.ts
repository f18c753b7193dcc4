import { type SearchNavigationState, searchNavigationState } from '../../../lib/search-navigation'

export const HISTORY_SEARCH_CATEGORY = 'search_history'

/** Navigation state for /search-history/search: the query (prefilled, not run) and its search id. */
export function historySearchState(entry: { searchId: string; query: string }): SearchNavigationState {
  return searchNavigationState({ id: entry.searchId, query: entry.query }, HISTORY_SEARCH_CATEGORY)
}
