import type { CreditsResponse } from '@pitchwise/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { useSession } from '../auth/session-context.tsx'

export const creditsQueryKey = ['credits'] as const

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
  if (status === 'loading' || query.isPending) {
    if (query.isError) return { credits: fallback(status), isLoading: false }
    return { credits: null, isLoading: status === 'loading' || query.fetchStatus === 'fetching' }
  }
  if (query.isError) return { credits: fallback(status), isLoading: false }
  return { credits: query.data ?? null, isLoading: false }
}

function fallback(status: string): CreditsResponse {
  return { remaining: 0, limited: false, total: 0, kind: status === 'signed-in' ? 'user' : 'anonymous' }
}
