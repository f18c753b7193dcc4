import { BILLING_ENDPOINTS, type SetSpendingLimitsBody } from '@pitchwise/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/api-client.ts'
import { billingQueryKeys } from './query-keys.ts'

/** GET /api/billing/spending-limits: the limits in force, what was spent and any waiting change. */
export function useSpendingLimits(enabled: boolean) {
  return useQuery({
    queryKey: billingQueryKeys.spendingLimits(),
    queryFn: () => callEndpoint(BILLING_ENDPOINTS.spendingLimits, {}),
    enabled,
    refetchOnWindowFocus: true,
  })
}

/** PUT /api/billing/spending-limits: the server decides what applies now and what waits 24 hours. */
export function useSetSpendingLimits() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SetSpendingLimitsBody) => callEndpoint(BILLING_ENDPOINTS.setSpendingLimits, { body }),
    onSuccess: (data) => queryClient.setQueryData(billingQueryKeys.spendingLimits(), data),
  })
}
