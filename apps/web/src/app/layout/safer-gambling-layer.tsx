import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../config/paths.ts'
import { useSession } from '../../features/auth/session-context.tsx'
import { BreakScreen } from '../../features/safer-gambling/components/break-screen.tsx'
import { RealityCheckReminder } from '../../features/safer-gambling/components/reality-check-reminder.tsx'

/** Pages an account on a break can still read: the safer gambling page and the legal pages. */
const READABLE_DURING_A_BREAK: readonly string[] = [paths.saferGambling, paths.terms, paths.privacy]

/**
 * The account's safer gambling state over every page (decisions 312 and 313): during a time-out
 * or self-exclusion the break screen replaces the whole app (header and footer included) except
 * the pages above; otherwise the chosen reality check reminds the user while they use the app.
 */
export function SaferGamblingLayer({ children }: { children: ReactNode }) {
  const { status, activeBreak, realityCheckMinutes, signOut } = useSession()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const signedIn = status === 'signed-in'
  if (signedIn && activeBreak && !READABLE_DURING_A_BREAK.includes(pathname)) {
    return (
      <main id="main" className="flex min-h-screen items-start justify-center bg-slate-50 dark:bg-ink-950">
        <BreakScreen
          activeBreak={activeBreak}
          saferGamblingPath={paths.saferGambling}
          onSignOut={() => void signOut().catch(() => {})}
        />
      </main>
    )
  }
  return (
    <>
      {children}
      {signedIn && realityCheckMinutes ? (
        <RealityCheckReminder minutes={realityCheckMinutes} onTakeBreak={() => navigate(paths.breakPage)} />
      ) : null}
    </>
  )
}
