import { SPENDING_LIMIT_TEXTS } from '@pitchwise/contract/safer-gambling'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useSpendingLimits } from '../api/spending-limits.ts'
import { SPENDING_LIMITS_ANCHOR } from './spending-limits-panel.tsx'

/**
 * After a purchase, an account that has set no spending limit is invited to (issue 35). The
 * server decides (`invite`: it has bought and has no limit); nothing shows otherwise.
 */
export function SpendingLimitInvitation() {
  const { data } = useSpendingLimits(true)
  if (!data?.invite) return null
  return (
    <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
      {SPENDING_LIMIT_TEXTS.invitation}{' '}
      <Link
        to={`${paths.billing}#${SPENDING_LIMITS_ANCHOR}`}
        className="font-medium text-pitch-700 underline underline-offset-2 dark:text-pitch-300"
      >
        {SPENDING_LIMIT_TEXTS.invitationLink}
      </Link>
    </p>
  )
}
