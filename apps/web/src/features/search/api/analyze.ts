import type { AnalyzeBody, AnalyzeResponse } from '@pitchwise/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/analyze: one question in, a saved report out. */
export function analyze(body: AnalyzeBody): Promise<AnalyzeResponse> {
  return api.post<AnalyzeResponse>('/api/analyze', body)
}

export function useAnalyze() {
  return useMutation({ mutationFn: analyze, retry: false })
}
