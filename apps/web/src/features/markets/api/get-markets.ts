import type { MarketsResponse, MarketWithSearches } from '@pitchwise/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const marketsQueryKey = ['markets', 'all'] as const

/** GET /api/markets: every market with its searches, in display order. */
export async function getMarkets(): Promise<MarketWithSearches[]> {
  const response = await api.get<MarketsResponse>('/api/markets')
  return response.markets
}

export function getMarketsQueryOptions() {
  return queryOptions({ queryKey: marketsQueryKey, queryFn: getMarkets })
}

export function useMarkets() {
  return useQuery(getMarketsQueryOptions())
}
