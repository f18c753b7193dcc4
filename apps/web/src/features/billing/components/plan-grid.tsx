import { BILLING_TEXTS, type BillingPlan, planDurationText } from '@pitchwise/contract/billing'
import { CalendarDays, Check, Loader2, Sparkles, Zap } from 'lucide-react'
import { searchesText, validityText } from '../utils/plan-text.ts'
import { formatPlanPrice } from '../utils/price.ts'

export const PLAN_PLACEHOLDERS = 3

export interface PlanGridProps {
  plans: readonly BillingPlan[] | undefined
  isLoading: boolean
  /** The plan whose purchase is in progress: its button reads 'Processing...', every button is disabled. */
  processingPlanId: string | null
  onSelect: (plan: BillingPlan) => void
}

/** The plan grid (back-office spec §2): three placeholders while loading, then one card per plan. */
export function PlanGrid({ plans, isLoading, processingPlanId, onSelect }: PlanGridProps) {
  if (isLoading || !plans) {
    return (
      <div role="status" className="grid gap-5 md:grid-cols-3" aria-busy="true" aria-label="Loading plans">
        {Array.from({ length: PLAN_PLACEHOLDERS }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
            key={index}
            data-testid="plan-placeholder"
            className="h-80 animate-pulse rounded-2xl border border-slate-200 bg-slate-100 motion-reduce:animate-none dark:border-white/10 dark:bg-white/5"
          />
        ))}
      </div>
    )
  }
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id} className="flex">
          <PlanCard
            plan={plan}
            isProcessing={processingPlanId === plan.id}
            isDisabled={processingPlanId !== null}
            onSelect={() => onSelect(plan)}
          />
        </li>
      ))}
    </ul>
  )
}

function PlanCard({
  plan,
  isProcessing,
  isDisabled,
  onSelect,
}: {
  plan: BillingPlan
  isProcessing: boolean
  isDisabled: boolean
  onSelect: () => void
}) {
  const headingId = `plan-${plan.id}`
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex w-full flex-col rounded-2xl border p-6 shadow-sm transition ${
        plan.isPopular
          ? 'border-emerald-500 bg-emerald-50/60 shadow-lg shadow-emerald-500/10 ring-1 ring-emerald-500 dark:bg-emerald-500/5'
          : 'border-slate-200 bg-white/90 dark:border-white/10 dark:bg-slate-900/70'
      }`}
    >
      {plan.isPopular ? (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-emerald-500 px-3 py-1 text-xs font-semibold text-slate-950 shadow">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {BILLING_TEXTS.popular}
        </span>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {plan.name}
      </h3>
      {plan.description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{plan.description}</p> : null}
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white" data-testid="plan-price">
          {plan.currencySymbol}
          {formatPlanPrice(plan.price, plan.currencyExponent)}
        </span>
        <span className="text-sm text-slate-500 dark:text-slate-400">{planDurationText(plan.durationDays)}</span>
      </p>
      <ul className="mt-5 space-y-2.5 text-sm text-slate-700 dark:text-slate-200">
        <li className="flex items-center gap-2">
          <Zap className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          {searchesText(plan.credits)}
        </li>
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          {validityText(plan.durationDays)}
        </li>
        <li className="flex items-center gap-2">
          <Check className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          Full match analysis reports
        </li>
      </ul>
      <button
        type="button"
        onClick={onSelect}
        disabled={isDisabled}
        aria-describedby={headingId}
        className={`mt-6 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:ring-offset-white disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:ring-offset-slate-900 ${
          plan.isPopular
            ? 'bg-emerald-500 text-slate-950 shadow-lg shadow-emerald-500/20 hover:bg-emerald-400'
            : 'border border-slate-300 text-slate-900 hover:bg-slate-50 dark:border-white/15 dark:text-white dark:hover:bg-white/5'
        }`}
      >
        {isProcessing ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
        {isProcessing ? BILLING_TEXTS.processing : BILLING_TEXTS.getAccess}
      </button>
    </article>
  )
}
