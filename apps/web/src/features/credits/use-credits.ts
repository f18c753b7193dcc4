import type { CreditsResponse } from '@pitchwise/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { creditsQueryKey } from '../../lib/query-keys.ts'
import type { SessionStatus } from '../../lib/session-status.ts'

/**
 * The caller's remaining searches, always from the server; `status` is the session's (pages pass
 * useSession().status), so the counter refetches when someone signs in or out. On a fetch error
 * the spec's fallback applies: remaining 0, not limited, not loading.
 */
export function useCredits(status: SessionStatus): { credits: CreditsResponse | null; isLoading: boolean } {
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
