import type { HealthResponse } from '@pitchwise/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** What /api/health says about the football data: its dates, the demo day, the sources. */
export type FootballStatus = HealthResponse['football']

export const footballStatusQueryKey = ['health', 'football'] as const

/** While the server is still importing and fitting, the data's dates are not known yet. */
const NOT_READY_RECHECK_MS = 30_000

/** GET /api/health (public, no-store), the football half. */
export async function getFootballStatus(): Promise<FootballStatus> {
  const response = await api.get<Partial<HealthResponse> | null>('/api/health')
  // A server from before the football status (or a proxy's page): nothing to say about the data.
  if (!response?.football) throw new Error('/api/health has no football status')
  return response.football
}

let preloading: Promise<FootballStatus> | undefined
let preloaded: FootballStatus | undefined

/**
 * Reads the status before the first render (main.tsx, beside the first page's chunk), so the demo
 * banner and the freshness line are there in the first frame instead of pushing the page down
 * a moment later. Still under way when the app renders, the query takes it over (one request).
 */
export async function preloadFootballStatus(): Promise<void> {
  preloading = getFootballStatus()
  try {
    preloaded = await preloading
    preloading = undefined
  } catch {
    // The query asks again and, failing too, shows nothing.
  }
}

function takePreloadOrGet(): Promise<FootballStatus> {
  const request = preloading ?? getFootballStatus()
  preloading = undefined
  return request
}

/**
 * Read once per app load: the demo day and the data's dates change only when the server restarts
 * or imports, and a page about today's fixtures is not open for days. The one exception is a
 * server still warming up, asked again until its model is ready and its dates are known.
 */
export function getFootballStatusQueryOptions() {
  return queryOptions({
    queryKey: footballStatusQueryKey,
    queryFn: takePreloadOrGet,
    initialData: () => preloaded,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.ready === false ? NOT_READY_RECHECK_MS : false),
  })
}

export function useFootballStatus() {
  return useQuery(getFootballStatusQueryOptions())
}
