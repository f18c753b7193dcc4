/**
 * The router state a list page (markets, popular searches, history, likes) hands to a chat page:
 * the question to prefill or run and the search it came from. Lives here because lists in
 * several features build it and the search feature reads it.
 */
export interface SearchMetadata {
  searchId: string | null
  searchCategory: string | null
}

/** Navigation state other pages pass to a chat page (markets, popular searches, history). */
export interface SearchNavigationState {
  query?: string
  searchMetadata?: Partial<SearchMetadata>
}

/** The state for opening `search` on a chat page, tagged with where it was picked. */
export function searchNavigationState(search: { id: string; query: string }, category: string): SearchNavigationState {
  return { query: search.query, searchMetadata: { searchId: search.id, searchCategory: category } }
}
