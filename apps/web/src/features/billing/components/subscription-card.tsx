import { BILLING_TEXTS, type BillingSubscription } from '@pitchwise/contract/billing'
import { CalendarClock, CircleCheck, CircleSlash, CircleX, Coins, Gift, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../../utils/format-date-time.ts'
import { searchesText } from '../utils/plan-text.ts'

const STATUS = {
  active: {
    label: BILLING_TEXTS.statusActive,
    hint: BILLING_TEXTS.hintActive,
    icon: CircleCheck,
    badge: 'bg-emerald-500/15 text-accent',
  },
  cancelled: {
    label: BILLING_TEXTS.statusCancelled,
    hint: BILLING_TEXTS.hintCancelled,
    icon: CircleSlash,
    badge: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  },
  expired: {
    label: BILLING_TEXTS.statusExpired,
    hint: BILLING_TEXTS.hintExpired,
    icon: CircleX,
    badge: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
  },
} as const

export const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/**
 * 'Subscription Expires' while the plan can still be used: active, or cancelled before its end
 * (a cancelled plan stays usable until ends_at, so 'Expired On' a future date would be wrong).
 */
function isStillUsable(subscription: BillingSubscription, now = Date.now()): boolean {
  if (subscription.status === 'active') return true
  return subscription.status === 'cancelled' && Date.parse(subscription.endsAt) > now
}

/** One fact of the card: its icon and label in the dt, the value in the dd (a dl group holds only those). */
function Fact({
  icon: Icon,
  label,
  children,
  testId,
}: {
  icon: LucideIcon
  label: string
  children: ReactNode
  testId: string
}) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-white/5">
      <dt className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <Icon className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900 dark:text-white" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/**
 * The current-subscription card (back-office spec §2): plan, status label, credits left (as
 * searches), the end date with time — 'Subscription Expires' while active, 'Expired On'
 * otherwise — and the status's hint. Free searches left from sign-up are shown beside the plan's,
 * with the sum, so the card and the header's counter (which counts both) say the same.
 */
export function SubscriptionCard({
  subscription,
  freeCredits = 0,
}: {
  subscription: BillingSubscription
  freeCredits?: number
}) {
  const status = STATUS[subscription.status]
  const StatusIcon = status.icon
  const expiryLabel = isStillUsable(subscription) ? BILLING_TEXTS.expiresLabel : BILLING_TEXTS.expiredOnLabel
  const planCredits = subscription.creditsRemaining
  return (
    <section
      aria-labelledby="current-subscription"
      className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-sm sm:p-6 dark:border-white/10 dark:bg-slate-900/70"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">Current plan</p>
          <h2 id="current-subscription" className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">
            {subscription.planName}
          </h2>
        </div>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${status.badge}`}
        >
          <StatusIcon className="size-3.5" aria-hidden="true" />
          {status.label}
        </span>
      </div>
      <dl className={`mt-5 grid gap-4 ${freeCredits > 0 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        <Fact icon={Coins} label="Credits remaining" testId="subscription-credits">
          {searchesText(planCredits)}
        </Fact>
        {freeCredits > 0 ? (
          <Fact icon={Gift} label={BILLING_TEXTS.freeCredits} testId="subscription-free-credits">
            {searchesText(freeCredits)}
          </Fact>
        ) : null}
        <Fact icon={CalendarClock} label={expiryLabel} testId="subscription-expiry">
          <time dateTime={subscription.endsAt}>{formatDateTime(subscription.endsAt, EXPIRY_FORMAT)}</time>
        </Fact>
      </dl>
      {freeCredits > 0 ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-200" data-testid="subscription-total-credits">
          {searchesText(planCredits + freeCredits)} in all
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{status.hint}</p>
    </section>
  )
}

/** No subscription: 'No Active Subscription' and the Free Credits card with the free searches left (0 if unknown). */
export function NoSubscriptionCard({ freeCredits }: { freeCredits: number | null | undefined }) {
  return (
    <section
      aria-labelledby="no-subscription"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center sm:p-6 dark:border-white/10 dark:bg-slate-900/70"
    >
      <div>
        <h2 id="no-subscription" className="text-xl font-semibold text-slate-900 dark:text-white">
          {BILLING_TEXTS.noSubscription}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Pick a plan below to add searches to your account.
        </p>
      </div>
      <div className="flex items-center gap-3 rounded-xl bg-emerald-500/10 px-4 py-3">
        <Coins className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        <div>
          <p className="text-xs text-slate-600 dark:text-slate-300">{BILLING_TEXTS.freeCredits}</p>
          <p className="font-semibold text-slate-900 dark:text-white" data-testid="free-credits">
            {searchesText(freeCredits ?? 0)}
          </p>
        </div>
      </div>
    </section>
  )
}
