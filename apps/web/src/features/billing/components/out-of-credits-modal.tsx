import { type BillingPlan, FALLBACK_PLANS, planDurationText } from '@pitchwise/contract/billing'
import { SAFER_GAMBLING_PAGE_TEXTS } from '@pitchwise/contract/taking-a-break'
import { ArrowRight, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Modal } from '../../../components/ui/modal.tsx'
import { paths } from '../../../config/paths.ts'
import { usePlans } from '../api/get-plans.ts'
import { searchesText } from '../utils/plan-text.ts'
import { formatPlanPrice } from '../utils/price.ts'

export const OUT_OF_CREDITS_TITLE = "You're out of credits"
export const OUT_OF_CREDITS_MESSAGE = 'You have used all your search credits. Pick a plan to keep searching.'

/** Opens /billing with the plan's purchase already started. */
export function billingPlanPath(plan: Pick<BillingPlan, 'id'>): string {
  return `${paths.billing}?plan=${encodeURIComponent(plan.id)}`
}

/**
 * What a signed-in user without credits sees instead of a search: the server's reason (no
 * credits, or the plan expired) and the plans of their region, each leading to its purchase on
 * /billing. Replaces the original app's 'Upgrade feature coming soon!' alert.
 */
export function OutOfCreditsModal({
  open,
  onOpenChange,
  message,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  message?: string | null
}) {
  const plans = usePlans()
  const shown = plans.isError ? FALLBACK_PLANS : plans.data?.plans
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={OUT_OF_CREDITS_TITLE}
      description={message || OUT_OF_CREDITS_MESSAGE}
    >
      {shown ? (
        <ul className="space-y-2">
          {shown.map((plan) => (
            <li key={plan.id}>
              <Link
                to={billingPlanPath(plan)}
                onClick={() => onOpenChange(false)}
                className={`group flex items-center gap-3 rounded-xl border px-4 py-3 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 ${
                  plan.isPopular
                    ? 'border-emerald-500 bg-emerald-50/60 dark:bg-emerald-500/10'
                    : 'border-slate-200 hover:border-emerald-500 dark:border-white/10 dark:hover:border-emerald-400'
                }`}
              >
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                    {plan.name}
                    {plan.isPopular ? (
                      <Sparkles className="size-3.5 text-emerald-600 dark:text-emerald-400" aria-label="Popular" />
                    ) : null}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {searchesText(plan.credits)} · {planDurationText(plan.durationDays)}
                  </span>
                </span>
                <span className="font-semibold text-slate-900 dark:text-white">
                  {plan.currencySymbol}
                  {formatPlanPrice(plan.price, plan.currencyExponent)}
                </span>
                <ArrowRight
                  className="size-4 shrink-0 text-slate-400 group-hover:text-emerald-500"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading plans">
          {['a', 'b', 'c'].map((key) => (
            <div
              key={key}
              className="h-16 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
            />
          ))}
        </div>
      )}
      <Link
        to={paths.billing}
        onClick={() => onOpenChange(false)}
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-emerald-500 px-5 py-2.5 text-sm font-semibold text-slate-950 transition hover:bg-emerald-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
      >
        View Plans
      </Link>
      <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-400">
        {SAFER_GAMBLING_PAGE_TEXTS.outOfCreditsNote}{' '}
        <Link
          to={paths.saferGambling}
          onClick={() => onOpenChange(false)}
          className="underline underline-offset-2 hover:text-slate-900 dark:hover:text-white"
        >
          {SAFER_GAMBLING_PAGE_TEXTS.linkText}
        </Link>
      </p>
    </Modal>
  )
}
