import type { SharedAnalysisResponse } from '@pitchwise/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /api/analyses/:shareId: a saved report (404 when unknown). */
export function getSharedAnalysis(shareId: string) {
  return api.get<SharedAnalysisResponse>(`/api/analyses/${encodeURIComponent(shareId)}`)
}

export function getSharedAnalysisQueryOptions(shareId: string) {
  return queryOptions({
    queryKey: ['analyses', shareId],
    queryFn: () => getSharedAnalysis(shareId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

export function useSharedAnalysis(shareId: string) {
  return useQuery(getSharedAnalysisQueryOptions(shareId))
}
