import type { AnalyzeBody, AnalyzeResponse } from '@pitchwise/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { sessionActivity } from '../../../lib/session-activity.ts'

/** POST /api/analyze: one question in, a saved report out. A charged answer counts for the reality check. */
export async function analyze(body: AnalyzeBody): Promise<AnalyzeResponse> {
  const response = await api.post<AnalyzeResponse>('/api/analyze', body)
  if (response.charged) sessionActivity.countSearch()
  return response
}

export function useAnalyze() {
  return useMutation({ mutationFn: analyze, retry: false })
}
