import type { SearchHistoryResponse } from '@pitchwise/contract'
import { LIMITS } from '@pitchwise/contract/limits'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const searchHistoryQueryKey = ['history'] as const

/** GET /api/history: the caller's searches, most recently used first. */
export function getSearchHistory(page: number, pageSize: number = LIMITS.historyPageSize) {
  return api.get<SearchHistoryResponse>(`/api/history?page=${page}&pageSize=${pageSize}`)
}

export function getSearchHistoryQueryOptions(page: number, pageSize: number = LIMITS.historyPageSize) {
  return queryOptions({
    queryKey: [...searchHistoryQueryKey, pageSize, page],
    queryFn: () => getSearchHistory(page, pageSize),
    staleTime: 0,
    gcTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
}

export function useSearchHistory(page: number, { pageSize = LIMITS.historyPageSize as number, enabled = true } = {}) {
  return useQuery({ ...getSearchHistoryQueryOptions(page, pageSize), enabled })
}
