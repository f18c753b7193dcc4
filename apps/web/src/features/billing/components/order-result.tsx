import { BILLING_TEXTS, type OrderStatusResponse } from '@pitchwise/contract/billing'
import { CircleCheck, CircleHelp, CircleX, Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { paths } from '../../../config/paths.ts'
import { formatDateTime } from '../../../utils/format-date-time.ts'
import { IN_FLIGHT_STATUSES, useOrder } from '../api/get-order.ts'
import { searchesText } from '../utils/plan-text.ts'
import { PaymentResultCard, ResultAction } from './payment-result-card.tsx'
import { SpendingLimitInvitation } from './spending-limit-invitation.tsx'
import { EXPIRY_FORMAT } from './subscription-card.tsx'

/** How long a result screen waits for the provider's confirmation before saying the status is unknown. */
export const CONFIRMATION_WAIT_MS = 90_000

export type ResultScreen = 'success' | 'cancel' | 'direct'

/**
 * A payment result screen driven by the order's status on the server, never by the URL
 * (decision 212): fulfilled → 'Payment Successful!' with the plan, credits and expiry the server
 * granted; in flight → a spinner that polls; not paid → cancelled or not completed; an unknown,
 * foreign or unreadable order → 'Payment Status Unknown'.
 */
export function OrderResult({
  orderId,
  screen,
  onFulfilled,
}: {
  orderId: string | null
  screen: ResultScreen
  /** Called once when the server reports the plan granted (refetch credits and billing). */
  onFulfilled?: () => void
}) {
  const order = useOrder(orderId)
  const timedOut = useTimeout(CONFIRMATION_WAIT_MS, order.data ? IN_FLIGHT_STATUSES.has(order.data.status) : false)
  const status = order.data?.status
  const notified = useRef(false)
  useEffect(() => {
    if (status === 'fulfilled' && !notified.current) {
      notified.current = true
      onFulfilled?.()
    }
  }, [status, onFulfilled])

  if (!orderId) return screen === 'cancel' ? <CancelledView /> : <UnknownView />
  if (order.isPending) return <CheckingView />
  if (order.isError || !order.data) return screen === 'cancel' ? <CancelledView /> : <UnknownView />
  const data = order.data
  if (data.status === 'fulfilled') return <SuccessView order={data} />
  if (screen === 'cancel') return <CancelledView />
  if (IN_FLIGHT_STATUSES.has(data.status)) return timedOut ? <UnknownView /> : <CheckingView order={data} />
  return <NotCompletedView order={data} />
}

/** True once `ms` have passed while `running`; resets when it stops running. */
function useTimeout(ms: number, running: boolean): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!running) {
      setDone(false)
      return
    }
    const timer = setTimeout(() => setDone(true), ms)
    return () => clearTimeout(timer)
  }, [ms, running])
  return done
}

export function CheckingView({ order }: { order?: OrderStatusResponse }) {
  return (
    <PaymentResultCard
      title="Payment Status"
      icon={<Loader2 className="size-14 animate-spin text-emerald-500" aria-hidden="true" />}
      heading="Confirming your payment..."
      message={
        <p role="status">
          {order
            ? `We're waiting for the payment provider to confirm your ${order.planName} purchase. This page updates by itself.`
            : 'Checking the status of your payment.'}
        </p>
      }
    />
  )
}

function SuccessView({ order }: { order: OrderStatusResponse }) {
  const subscription = order.subscription
  return (
    <PaymentResultCard
      title="Payment Successful"
      icon={<CircleCheck className="size-14 text-emerald-500" aria-hidden="true" />}
      heading={BILLING_TEXTS.successTitle}
      message={
        <>
          <p>Your plan is active. Thank you for your purchase.</p>
          <SpendingLimitInvitation />
        </>
      }
      details={
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 px-4 py-3 text-left text-sm dark:bg-white/5"
          data-testid="payment-details"
        >
          <dt className="text-slate-500 dark:text-slate-400">Plan</dt>
          <dd className="text-right font-medium text-slate-900 dark:text-white">{order.planName}</dd>
          <dt className="text-slate-500 dark:text-slate-400">Credits</dt>
          <dd className="text-right font-medium text-slate-900 dark:text-white">{searchesText(order.credits)}</dd>
          {subscription ? (
            <>
              <dt className="text-slate-500 dark:text-slate-400">Expires</dt>
              <dd className="text-right font-medium text-slate-900 dark:text-white">
                <time dateTime={subscription.endsAt}>{formatDateTime(subscription.endsAt, EXPIRY_FORMAT)}</time>
              </dd>
            </>
          ) : null}
        </dl>
      }
    >
      <ResultAction to={paths.billing}>Back to Billing</ResultAction>
      <ResultAction to={paths.home} primary>
        Start Searching
      </ResultAction>
      <ResultAction to={paths.billing}>View Subscription</ResultAction>
    </PaymentResultCard>
  )
}

export function CancelledView() {
  return (
    <PaymentResultCard
      title="Payment Cancelled"
      icon={<CircleX className="size-14 text-slate-400" aria-hidden="true" />}
      heading={BILLING_TEXTS.cancelTitle}
      message={<p>Your payment was cancelled and no charges were made.</p>}
    >
      <ResultAction to={paths.billing} primary>
        Try Again
      </ResultAction>
      <ResultAction to={paths.home}>Return to Home</ResultAction>
    </PaymentResultCard>
  )
}

const NOT_COMPLETED: Partial<Record<OrderStatusResponse['status'], string>> = {
  failed: 'The payment did not go through, so no plan was added.',
  expired: 'The checkout expired before the payment was made, so no plan was added.',
  cancelled: 'The payment was cancelled and no charges were made.',
  refunded: 'This payment was refunded and its plan is no longer active.',
}

function NotCompletedView({ order }: { order: OrderStatusResponse }) {
  return (
    <PaymentResultCard
      title="Payment Not Completed"
      icon={<CircleX className="size-14 text-rose-500" aria-hidden="true" />}
      heading="Payment Not Completed"
      message={<p role="alert">{NOT_COMPLETED[order.status] ?? 'The payment was not completed.'}</p>}
    >
      <ResultAction to={paths.billing} primary>
        {BILLING_TEXTS.returnToBilling}
      </ResultAction>
      <ResultAction to={paths.home}>Return to Home</ResultAction>
    </PaymentResultCard>
  )
}

export function UnknownView() {
  return (
    <PaymentResultCard
      title="Payment Status"
      icon={<CircleHelp className="size-14 text-amber-500" aria-hidden="true" />}
      heading={BILLING_TEXTS.unknownTitle}
      message={<p>{BILLING_TEXTS.unknownMessage}</p>}
    >
      <ResultAction to={paths.billing} primary>
        {BILLING_TEXTS.returnToBilling}
      </ResultAction>
      <ResultAction to={paths.home}>Return to Home</ResultAction>
    </PaymentResultCard>
  )
}

/** /payment/direct without its reference or provider parameter (spec §5). */
export function InvalidParametersView() {
  return (
    <PaymentResultCard
      title="Payment Status"
      icon={<CircleX className="size-14 text-rose-500" aria-hidden="true" />}
      heading={BILLING_TEXTS.invalidPaymentParameters}
      message={<p role="alert">This link is missing the details of your payment.</p>}
    >
      <ResultAction to={paths.billing} primary>
        {BILLING_TEXTS.returnToBilling}
      </ResultAction>
    </PaymentResultCard>
  )
}
