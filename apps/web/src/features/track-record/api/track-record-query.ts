/**
 * GET /api/track-record with the page's filters. The server keeps each answer until a new seal,
 * score or replay; React Query keeps it a minute so moving between filters and back is instant.
 */
import type { TrackRecordResponse } from '@pitchwise/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { type PageFilters, queryOf } from '../utils/filters'

export function useTrackRecord(filters: PageFilters) {
  const query = queryOf(filters)
  return useQuery({
    queryKey: ['track-record', query],
    queryFn: () => api.get<TrackRecordResponse>(`/api/track-record${query ? `?${query}` : ''}`),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: 1,
  })
}
