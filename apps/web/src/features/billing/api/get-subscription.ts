import { BILLING_ENDPOINTS } from '@pitchwise/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/api-client.ts'
import { billingQueryKeys, SUBSCRIPTION_CACHE } from './query-keys.ts'

/** GET /api/billing/subscription: the signed-in user's current (or last) subscription and free credits. */
export function getSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: billingQueryKeys.subscription(),
    queryFn: () => callEndpoint(BILLING_ENDPOINTS.subscription, {}),
    ...SUBSCRIPTION_CACHE,
  })
}

export function useSubscription(enabled: boolean) {
  return useQuery({ ...getSubscriptionQueryOptions(), enabled })
}
