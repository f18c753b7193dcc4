import type { CreditsResponse } from '@pitchwise/contract'
import { Link } from 'react-router'

export const SIGNUP_NUDGE_THRESHOLD = 2

/** 'N credits remaining' / 'N free searches remaining' / 'Loading...', plus the sign-up nudge at ≤ 2. */
export function RemainingCounter({
  credits,
  isLoading,
  signupCredits = 10,
}: {
  credits: CreditsResponse | null | undefined
  isLoading: boolean
  signupCredits?: number
}) {
  if (isLoading || !credits) return <p className="text-sm text-slate-500">Loading...</p>
  const isUser = credits.kind === 'user'
  const noun = isUser
    ? credits.remaining === 1
      ? 'credit'
      : 'credits'
    : credits.remaining === 1
      ? 'free search'
      : 'free searches'
  return (
    <div className="text-sm text-slate-600 dark:text-slate-300">
      <p>
        {credits.remaining} {noun} remaining
      </p>
      {!isUser && credits.remaining <= SIGNUP_NUDGE_THRESHOLD ? (
        <Link to="/signup" className="font-medium text-emerald-700 hover:underline dark:text-emerald-400">
          Sign up to get {signupCredits} more free searches!
        </Link>
      ) : null}
    </div>
  )
}
