import type { PopularSearchesResponse, SearchSummary } from '@pitchwise/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const popularSearchesQueryKey = ['searches', 'popular'] as const

/** GET /api/searches/popular; a failure is logged and yields an empty list (product spec §7). */
export async function getPopularSearches(): Promise<SearchSummary[]> {
  try {
    const response = await api.get<PopularSearchesResponse>('/api/searches/popular')
    return response.searches
  } catch (error) {
    console.warn('Failed to fetch popular searches', error)
    return []
  }
}

export function getPopularSearchesQueryOptions() {
  return queryOptions({
    queryKey: popularSearchesQueryKey,
    queryFn: getPopularSearches,
    staleTime: 30_000,
    gcTime: 5 * 60_000,
  })
}

export function usePopularSearches() {
  return useQuery(getPopularSearchesQueryOptions())
}
