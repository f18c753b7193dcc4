import type { CreditsResponse } from '@pitchwise/contract'
import { Link } from 'react-router'
import { paths } from '../../config/paths.ts'
import { useReturnHere } from '../../hooks/use-return-here.ts'
import { countOf } from '../../utils/plural.ts'

export const SIGNUP_NUDGE_THRESHOLD = 2
export const SIGNUP_BONUS_SEARCHES = 10

/**
 * The spec's counter texts: 'N credits remaining' (signed in, '1 credit remaining' in the
 * singular) or 'N free searches remaining' (anonymous; '1 free search remaining').
 */
export function remainingText(credits: Pick<CreditsResponse, 'remaining' | 'kind'>): string {
  return credits.kind === 'user'
    ? `${countOf(credits.remaining, 'credit')} remaining`
    : `${countOf(credits.remaining, 'free search', 'free searches')} remaining`
}

/** 'N credits remaining' / 'N free searches remaining' / 'Loading...', plus the sign-up nudge at ≤ 2. */
export function RemainingCounter({
  credits,
  isLoading,
  signupCredits = SIGNUP_BONUS_SEARCHES,
}: {
  credits: CreditsResponse | null | undefined
  isLoading: boolean
  signupCredits?: number
}) {
  const ready = !isLoading && credits
  const returnHere = useReturnHere()
  return (
    <div className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite" data-testid="remaining-counter">
      <p>{ready ? remainingText(credits) : 'Loading...'}</p>
      {ready && credits.kind === 'anonymous' && credits.remaining <= SIGNUP_NUDGE_THRESHOLD ? (
        <Link
          to={paths.signUp}
          state={returnHere}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          Sign up to get {signupCredits} more free searches!
        </Link>
      ) : null}
    </div>
  )
}
