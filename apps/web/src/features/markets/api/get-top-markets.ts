import type { MarketSummary, TopMarketsResponse } from '@pitchwise/contract'
import { LIMITS } from '@pitchwise/contract/limits'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /api/markets/top: the markets with the most searches (home page). */
export async function getTopMarkets(limit: number = LIMITS.homeTopMarkets): Promise<MarketSummary[]> {
  const response = await api.get<TopMarketsResponse>(`/api/markets/top?limit=${limit}`)
  return response.markets
}

export function getTopMarketsQueryOptions(limit: number = LIMITS.homeTopMarkets) {
  return queryOptions({ queryKey: ['markets', 'top', limit], queryFn: () => getTopMarkets(limit) })
}

export function useTopMarkets(limit: number = LIMITS.homeTopMarkets) {
  return useQuery(getTopMarketsQueryOptions(limit))
}
