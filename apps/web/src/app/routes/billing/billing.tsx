import { BILLING_TEXTS, FALLBACK_PLANS } from '@pitchwise/contract/billing'
import { SAFER_GAMBLING_PAGE_TEXTS } from '@pitchwise/contract/taking-a-break'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../features/auth/session-context.tsx'
import { usePaymentMethods } from '../../../features/billing/api/get-payment-methods.ts'
import { usePlans } from '../../../features/billing/api/get-plans.ts'
import { useSubscription } from '../../../features/billing/api/get-subscription.ts'
import { PlanGrid } from '../../../features/billing/components/plan-grid.tsx'
import { PurchaseModal } from '../../../features/billing/components/purchase-modal.tsx'
import { SpendingLimitsPanel } from '../../../features/billing/components/spending-limits-panel.tsx'
import { NoSubscriptionCard, SubscriptionCard } from '../../../features/billing/components/subscription-card.tsx'
import { usePurchase } from '../../../features/billing/hooks/use-purchase.ts'
import { RealityCheckPanel } from '../../../features/safer-gambling/components/reality-check-panel.tsx'
import { TakeABreakPanel } from '../../../features/safer-gambling/components/take-a-break-panel.tsx'
import { RequireSignIn } from './require-sign-in.tsx'

/** /billing: signed-in users only (visitors go to /signin). */
export default function BillingPage() {
  return (
    <RequireSignIn>
      <BillingContent />
    </RequireSignIn>
  )
}

/**
 * 'Subscription Plans' (back-office spec §2): the current subscription (or 'No Active
 * Subscription' with the free credits), the region's plans, and the purchase modal. `?country=`
 * is passed through to the server's development-only region override; `?plan=` (from the
 * out-of-credits prompt) opens that plan's purchase directly.
 */
function BillingContent() {
  const { status, realityCheckMinutes, refresh } = useSession()
  const [params, setParams] = useSearchParams()
  const country = params.get('country') ?? undefined
  const subscription = useSubscription(status === 'signed-in')
  const plans = usePlans(country)
  const purchase = usePurchase(country ? { country } : {})
  const methods = usePaymentMethods(country, purchase.plan !== null)
  // The server already answers the spec's fallback plans; these cover a failed request.
  const shownPlans = plans.isError ? FALLBACK_PLANS : plans.data?.plans

  const requestedPlanId = params.get('plan')
  const { open } = purchase
  useEffect(() => {
    if (!requestedPlanId || !shownPlans) return
    const plan = shownPlans.find((candidate) => candidate.id === requestedPlanId)
    if (plan) open(plan)
    setParams(
      (current) => {
        current.delete('plan')
        return current
      },
      { replace: true },
    )
  }, [requestedPlanId, shownPlans, open, setParams])

  const current = subscription.data?.subscription ?? null
  const subtitle = subscription.isPending
    ? null
    : current
      ? BILLING_TEXTS.subtitleWithSubscription
      : BILLING_TEXTS.subtitleWithout

  return (
    <Page title="Billing & Credits" heading={BILLING_TEXTS.title} intro={subtitle ?? '\u00a0'} width="max-w-6xl">
      <div className="space-y-10">
        {subscription.isPending ? (
          <div
            aria-hidden="true"
            className="h-40 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
          />
        ) : current ? (
          <SubscriptionCard subscription={current} freeCredits={subscription.data?.freeCredits ?? 0} />
        ) : (
          <NoSubscriptionCard freeCredits={subscription.data?.freeCredits ?? 0} />
        )}
        <section aria-labelledby="plans-heading">
          <h2 id="plans-heading" className="mb-6 text-xl font-semibold text-slate-900 dark:text-white">
            {current ? 'Add more searches' : 'Pick a plan'}
          </h2>
          <PlanGrid
            plans={shownPlans}
            isLoading={plans.isPending}
            processingPlanId={purchase.processingPlanId}
            onSelect={purchase.open}
          />
          {plans.data?.region ? (
            <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
              Prices in {plans.data.region.currencyCode} for {plans.data.region.name}.
            </p>
          ) : null}
        </section>
        <section aria-label={SAFER_GAMBLING_PAGE_TEXTS.title} className="space-y-6">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {SAFER_GAMBLING_PAGE_TEXTS.billingNote}{' '}
            <Link to={paths.saferGambling} className="underline underline-offset-2">
              {SAFER_GAMBLING_PAGE_TEXTS.linkText}
            </Link>{' '}
            page.
          </p>
          <SpendingLimitsPanel />
          <TakeABreakPanel onStarted={refresh} />
          <RealityCheckPanel minutes={realityCheckMinutes} onSaved={refresh} />
        </section>
      </div>
      <PurchaseModal
        plan={purchase.plan}
        phase={purchase.phase}
        error={purchase.error}
        methods={{
          categories: methods.data?.categories,
          isLoading: methods.isPending,
          isError: methods.isError,
          refetch: () => void methods.refetch(),
        }}
        onChoose={purchase.choose}
        onRetry={purchase.retry}
        onClose={purchase.close}
      />
    </Page>
  )
}
