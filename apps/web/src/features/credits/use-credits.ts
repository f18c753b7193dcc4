import type { CreditsResponse } from '@pitchwise/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../../lib/api-client.ts'
import { useSession } from '../auth/session-context.tsx'
import { creditsQueryKey } from './query-keys.ts'

export { creditsQueryKey }

/**
 * The caller's remaining searches, always from the server. On a fetch error the spec's fallback
 * applies: remaining 0, not limited, not loading.
 */
export function useCredits(): { credits: CreditsResponse | null; isLoading: boolean } {
  const { status } = useSession()
  const query = useQuery({
    queryKey: [...creditsQueryKey, status],
    queryFn: () => api.get<CreditsResponse>('/api/credits'),
    enabled: status !== 'loading',
    staleTime: 10_000,
  })
  if (query.isError && !query.data) return { credits: fallback(status), isLoading: false }
  if (status === 'loading' || query.isPending) return { credits: null, isLoading: true }
  return { credits: query.data ?? null, isLoading: false }
}

function fallback(status: string): CreditsResponse {
  return { remaining: 0, limited: false, total: 0, kind: status === 'signed-in' ? 'user' : 'anonymous' }
}

/**
 * Refetches every remaining-search counter (header, user menu, chat). Call it after a search
 * finished (success or failure), a purchase, or anything else that changes the caller's credits.
 */
export function useRefreshCredits(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: creditsQueryKey }), [queryClient])
}
