import type { BillingPlansResponse } from '@pitchwise/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { billingQueryKeys, CATALOGUE_CACHE } from './query-keys.ts'

/** `?country=XX` for the server's development-only region override; nothing otherwise. */
export function countryQuery(country?: string): string {
  return country ? `?country=${encodeURIComponent(country)}` : ''
}

/**
 * GET /api/billing/plans: the plans of the caller's region. The server finds the country from the
 * request and falls back to the spec's three plans itself; the browser never geolocates.
 */
export function getPlansQueryOptions(country?: string) {
  return queryOptions({
    queryKey: billingQueryKeys.plans(country),
    queryFn: () => api.get<BillingPlansResponse>(`/api/billing/plans${countryQuery(country)}`),
    ...CATALOGUE_CACHE,
  })
}

export function usePlans(country?: string) {
  return useQuery(getPlansQueryOptions(country))
}
