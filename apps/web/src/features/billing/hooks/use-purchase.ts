import type { BillingPlan, CreateOrderResponse } from '@pitchwise/contract'
import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useCreateOrder } from '../api/create-order.ts'
import type { ChosenMethod } from '../components/payment-method-chooser.tsx'
import type { PurchasePhase } from '../components/purchase-modal.tsx'
import { paymentErrorMessage } from '../utils/payment-error.ts'

export interface Purchase {
  plan: BillingPlan | null
  phase: PurchasePhase
  error: string | null
  /** Plan whose payment is starting (its card reads 'Processing...'). */
  processingPlanId: string | null
  open: (plan: BillingPlan) => void
  choose: (choice: ChosenMethod) => void
  retry: () => void
  close: () => void
}

/** Where the page goes after a new-tab payment: the direct payment screen follows the order's status. */
export function directResultPath(order: CreateOrderResponse, choice: ChosenMethod, plan: BillingPlan): string {
  const query = new URLSearchParams({
    reference: order.orderId ?? '',
    // The gateway's key when its name contains one (the direct screen verifies 'paystack' returns).
    provider:
      /paystack|paypal|stripe/.exec(choice.category.name.toLowerCase())?.[0] ?? choice.category.name.toLowerCase(),
    plan: plan.name,
  })
  return `${paths.paymentDirect}?${query}`
}

/** Methods whose checkout the server answers with a new tab: direct links, PayPal and Paystack. */
export function opensNewTab(choice: ChosenMethod): boolean {
  return choice.method.kind === 'direct-link' || /paypal|paystack/i.test(choice.category.name)
}

/**
 * The purchase flow of back-office spec §4: a plan opens the chooser; a method closes it and
 * starts processing (POST /api/billing/orders with the plan and the method only); the server's
 * answer says what happens next — this tab goes to the hosted checkout, a new tab opens the
 * external page (opened during the click so popup blockers allow it), or the app opens its own
 * form. A failure shows the banner with 'Retry Payment'; closing the modal clears the error.
 */
export function usePurchase({ country }: { country?: string } = {}): Purchase {
  const navigate = useNavigate()
  const createOrder = useCreateOrder()
  const [plan, setPlan] = useState<BillingPlan | null>(null)
  const [phase, setPhase] = useState<PurchasePhase>('choosing')
  const [error, setError] = useState<string | null>(null)
  const phaseRef = useRef(phase)
  phaseRef.current = phase

  const open = useCallback((next: BillingPlan) => {
    setPlan(next)
    setPhase('choosing')
    setError(null)
  }, [])

  const close = useCallback(() => {
    if (phaseRef.current === 'processing') return
    setPlan(null)
    setPhase('choosing')
    setError(null)
  }, [])

  const retry = useCallback(() => {
    setPhase('choosing')
    setError(null)
  }, [])

  const choose = useCallback(
    (choice: ChosenMethod) => {
      if (!plan || phaseRef.current === 'processing') return
      setPhase('processing')
      setError(null)
      // A tab opened later than the click would be blocked: open it now, point it at the URL later.
      // PayPal and Paystack checkouts open in a new tab too (spec §7), unless the method pays in this tab.
      const tab = opensNewTab(choice) ? window.open('', '_blank') : null
      createOrder.mutate(
        {
          planId: plan.id,
          methodId: choice.method.id,
          categoryId: choice.category.id,
          ...(country ? { country } : {}),
        },
        {
          onSuccess: (order) => {
            const next = order.next
            if (next.kind !== 'new-tab') tab?.close()
            if (next.kind === 'redirect') {
              // Stays 'processing' while the browser leaves for the checkout page.
              window.location.assign(next.url)
              return
            }
            if (next.kind === 'form') {
              navigate(next.url)
              return
            }
            if (tab) {
              tab.opener = null
              tab.location.href = next.url
            } else {
              window.open(next.url, '_blank', 'noopener,noreferrer')
            }
            navigate(directResultPath(order, choice, plan))
          },
          onError: (failure) => {
            tab?.close()
            setError(paymentErrorMessage(failure))
            setPhase('error')
          },
        },
      )
    },
    [country, createOrder, navigate, plan],
  )

  return {
    plan,
    phase,
    error,
    processingPlanId: plan && phase === 'processing' ? plan.id : null,
    open,
    choose,
    retry,
    close,
  }
}
