import { BILLING_ENDPOINTS } from '@pitchwise/contract'
import { useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/api-client.ts'
import { billingQueryKey } from './query-keys.ts'

/**
 * POST /api/payments/verify-paystack-payment once for the reference Paystack sent the buyer back
 * with: the server asks Paystack and grants the plan if the exact amount was paid. The screen
 * still shows what the order's status says afterwards (decision 212), so a failed or slow verify
 * only means it keeps polling.
 */
export function usePaystackVerification(reference: string | null) {
  return useQuery({
    queryKey: [...billingQueryKey, 'paystack-verify', reference ?? ''] as const,
    queryFn: () => callEndpoint(BILLING_ENDPOINTS.verifyPaystack, { body: { reference: reference ?? '' } }),
    enabled: Boolean(reference),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })
}
