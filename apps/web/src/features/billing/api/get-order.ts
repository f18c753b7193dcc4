import { BILLING_ENDPOINTS, type OrderStatus } from '@pitchwise/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/api-client.ts'
import { billingQueryKeys } from './query-keys.ts'

/** Statuses on the way to a grant: the result screens keep polling while the order is in one. */
export const IN_FLIGHT_STATUSES: ReadonlySet<OrderStatus> = new Set(['created', 'pending', 'paid'])
export const ORDER_POLL_MS = 2000

/**
 * GET /api/billing/orders/{id}: the order's status on the server, polled every 2 s while the
 * payment is in flight (the provider's event may arrive after the browser returns). An unknown
 * or foreign order is a 404 answer, not a failure to retry.
 */
export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: billingQueryKeys.order(id),
    queryFn: () => callEndpoint(BILLING_ENDPOINTS.order, { params: { id } }),
    retry: (failureCount, error) => {
      const status = (error as { status?: number }).status
      return status !== 404 && status !== 403 && status !== 400 && failureCount < 1
    },
    refetchInterval: (query) =>
      query.state.data && IN_FLIGHT_STATUSES.has(query.state.data.status) ? ORDER_POLL_MS : false,
  })
}

export function useOrder(id: string | null) {
  return useQuery({ ...getOrderQueryOptions(id ?? ''), enabled: Boolean(id) })
}
