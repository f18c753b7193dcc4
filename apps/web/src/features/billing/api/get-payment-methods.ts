import { BILLING_ENDPOINTS } from '@pitchwise/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/api-client.ts'
import { countryQuery } from './get-plans.ts'
import { billingQueryKeys, CATALOGUE_CACHE } from './query-keys.ts'

/** GET /api/billing/payment-methods: the caller's regional methods grouped by gateway. */
export function getPaymentMethodsQueryOptions(country?: string) {
  return queryOptions({
    queryKey: billingQueryKeys.paymentMethods(country),
    queryFn: () => callEndpoint(BILLING_ENDPOINTS.paymentMethods, { query: countryQuery(country) }),
    ...CATALOGUE_CACHE,
  })
}

/** Loaded only once the purchase modal opens (`enabled`), then cached like the plans. */
export function usePaymentMethods(country: string | undefined, enabled: boolean) {
  return useQuery({ ...getPaymentMethodsQueryOptions(country), enabled })
}
