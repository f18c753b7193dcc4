import { BILLING_ENDPOINTS } from '@pitchwise/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/api-client.ts'
import { billingQueryKeys, CATALOGUE_CACHE } from './query-keys.ts'

/** `country` for the server's development-only region override; nothing otherwise. */
export const countryQuery = (country?: string) => (country ? { country } : {})

/**
 * GET /api/billing/plans: the plans of the caller's region. The server finds the country from the
 * request and falls back to the spec's three plans itself; the browser never geolocates.
 */
export function getPlansQueryOptions(country?: string) {
  return queryOptions({
    queryKey: billingQueryKeys.plans(country),
    queryFn: () => callEndpoint(BILLING_ENDPOINTS.plans, { query: countryQuery(country) }),
    ...CATALOGUE_CACHE,
  })
}

export function usePlans(country?: string) {
  return useQuery(getPlansQueryOptions(country))
}
