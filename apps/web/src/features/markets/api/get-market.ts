import type { MarketDetailResponse } from '@pitchwise/contract'
import { LIMITS } from '@pitchwise/contract/limits'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiErrorStatus } from '../../../lib/api-client'

/** GET /api/markets/:id: the market and one page of its searches (404 for an unknown id). */
export function getMarket(id: string, page: number, pageSize: number = LIMITS.marketSearchesPageSize) {
  return api.get<MarketDetailResponse>(`/api/markets/${encodeURIComponent(id)}?page=${page}&pageSize=${pageSize}`)
}

export function getMarketQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: ['markets', 'detail', id, page],
    queryFn: () => getMarket(id, page),
    placeholderData: keepPreviousData,
    // An unknown market is an answer, not a failure: no retry on 404.
    retry: (failureCount, error) => apiErrorStatus(error) !== 404 && failureCount < 1,
  })
}

export function useMarket(id: string, page: number) {
  return useQuery(getMarketQueryOptions(id, page))
}
