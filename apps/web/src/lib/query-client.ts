import { QueryClient } from '@tanstack/react-query'

/** Query defaults of the product spec §9: one retry, 30 s stale time, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  })
}
