import { CircleAlert, CreditCard } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import type { SearchError } from '../hooks/use-search-chat'

const BILLING_CODES = new Set(['NO_CREDITS', 'SUBSCRIPTION_EXPIRED'])

/** The analysis error: the server's message, plus 'Go to Billing' for a signed-in user out of credits. */
export function SearchErrorMessage({
  error,
  isSignedIn,
  billingPath = paths.billing,
}: {
  error: SearchError
  isSignedIn: boolean
  billingPath?: string
}) {
  const showBilling = isSignedIn && BILLING_CODES.has(error.code)
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-rose-500/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-700 dark:text-rose-300"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">{error.message}</p>
      {showBilling && (
        <Link
          to={billingPath}
          className="inline-flex items-center gap-1.5 rounded-lg bg-rose-500 px-3 py-1.5 text-xs font-semibold text-white hover:bg-rose-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-400"
        >
          <CreditCard className="size-3.5" aria-hidden="true" />
          Go to Billing
        </Link>
      )}
    </div>
  )
}
