import type { LikedSearchesResponse } from '@pitchwise/contract'
import { LIMITS } from '@pitchwise/contract/limits'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const likedSearchesQueryKey = ['likes'] as const

/** GET /api/likes: the caller's liked searches, newest like first. */
export function getLikedSearches(page: number, pageSize: number = LIMITS.likedPageSize) {
  return api.get<LikedSearchesResponse>(`/api/likes?page=${page}&pageSize=${pageSize}`)
}

export function getLikedSearchesQueryOptions(page: number, pageSize: number = LIMITS.likedPageSize) {
  return queryOptions({
    queryKey: [...likedSearchesQueryKey, pageSize, page],
    queryFn: () => getLikedSearches(page, pageSize),
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
}

export function useLikedSearches(page: number, { pageSize = LIMITS.likedPageSize as number, enabled = true } = {}) {
  return useQuery({ ...getLikedSearchesQueryOptions(page, pageSize), enabled })
}
