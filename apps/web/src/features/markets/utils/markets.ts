import type { MarketWithSearches, SearchSummary } from '@pitchwise/contract'
import { type SearchNavigationState, searchNavigationState } from '../../../lib/search-navigation'

/** Case-insensitive filter on name or description. */
export function filterMarkets<T extends { name: string; description: string | null }>(
  markets: T[],
  filter: string,
): T[] {
  const needle = filter.trim().toLowerCase()
  if (!needle) return markets
  return markets.filter(
    (m) => m.name.toLowerCase().includes(needle) || (m.description ?? '').toLowerCase().includes(needle),
  )
}

/** A market's searches by run count, then likes. */
export function sortMarketSearches(searches: SearchSummary[]): SearchSummary[] {
  return [...searches].sort((a, b) => b.searches - a.searches || b.likes - a.likes)
}

export const MARKET_SEARCH_CATEGORY = 'market_search'

export function marketSearchNavigationState(search: SearchSummary): SearchNavigationState {
  return searchNavigationState(search, MARKET_SEARCH_CATEGORY)
}

export type { MarketWithSearches }
