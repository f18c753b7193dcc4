/**
 * The payment result screens (back-office spec §2). What they show comes from the order's status
 * on the server (decision 212): a success URL opened by hand for an unpaid, foreign or made-up
 * order never says 'Payment Successful!'.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useSession } from '../../../features/auth/session-context.tsx'
import { billingQueryKey, billingQueryKeys } from '../../../features/billing/api/query-keys.ts'
import { usePaystackVerification } from '../../../features/billing/api/verify-paystack.ts'
import {
  CancelledView,
  CheckingView,
  InvalidParametersView,
  OrderResult,
  type ResultScreen,
} from '../../../features/billing/components/order-result.tsx'
import { creditsQueryKey } from '../../../lib/query-keys.ts'
import { RequireSignIn } from '../billing/require-sign-in.tsx'
import { SessionSkeleton } from '../chat-page-kit.tsx'

/** The order id a checkout sends the browser back with (the sandbox and gateways use `order`). */
export const ORDER_PARAMS = ['order', 'orderId', 'order_id', 'reference'] as const

function orderIdFrom(params: URLSearchParams): string | null {
  for (const name of ORDER_PARAMS) {
    const value = params.get(name)?.trim()
    if (value) return value
  }
  return null
}

/** After a grant every counter and the billing page refetch, so the header shows the new credits. */
function useRefreshAfterGrant(): () => void {
  const queryClient = useQueryClient()
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: creditsQueryKey })
    void queryClient.invalidateQueries({ queryKey: billingQueryKey })
  }, [queryClient])
}

function ServerResult({ screen, orderId }: { screen: ResultScreen; orderId: string | null }) {
  const onFulfilled = useRefreshAfterGrant()
  return <OrderResult key={orderId} orderId={orderId} screen={screen} onFulfilled={onFulfilled} />
}

/** /payment/success?order=…: success only for an order the server fulfilled. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams()
  return (
    <RequireSignIn>
      <ServerResult screen="success" orderId={orderIdFrom(params)} />
    </RequireSignIn>
  )
}

/** /payment/cancel: 'Payment Cancelled' — nothing is charged; a signed-in user's order is still checked. */
export function PaymentCancelPage() {
  const [params] = useSearchParams()
  const { status } = useSession()
  if (status === 'loading') return <SessionSkeleton />
  if (status === 'signed-out') return <CancelledView />
  return <ServerResult screen="cancel" orderId={orderIdFrom(params)} />
}

/**
 * /payment/direct?reference=…&provider=…&plan=…: signed-in users only; reference and provider are
 * required ('Invalid payment parameters'); amount and email are ignored as in the spec, and the
 * plan name shown is the server's, not the URL's. A Paystack return is verified with the server
 * first (the spec's verify-paystack-payment); every provider's screen then shows the order's
 * status on the server — never the spec's "100 credits, 30 days" guess.
 */
export function PaymentDirectPage() {
  const [params] = useSearchParams()
  const reference = params.get('reference')?.trim()
  const provider = params.get('provider')?.trim()
  return (
    <RequireSignIn>
      {reference && provider ? (
        provider.toLowerCase() === 'paystack' ? (
          <PaystackResult reference={reference} />
        ) : (
          <ServerResult screen="direct" orderId={reference} />
        )
      ) : (
        <InvalidParametersView />
      )}
    </RequireSignIn>
  )
}

/** Verifies the Paystack reference once, then follows the order (fresh: the verify may just have granted it). */
function PaystackResult({ reference }: { reference: string }) {
  const verification = usePaystackVerification(reference)
  const queryClient = useQueryClient()
  const settled = !verification.isPending
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: billingQueryKeys.order(reference) })
  }, [settled, queryClient, reference])
  if (!settled) return <CheckingView />
  return <ServerResult screen="direct" orderId={reference} />
}
