import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../features/auth/session-context.tsx'
import { SessionSkeleton } from '../chat-page-kit.tsx'

/**
 * Billing pages need a signed-in user (back-office spec §2, §5): a skeleton while the session is
 * checked, then /signin for visitors with this page (and its query) as the return target and an
 * optional message for the sign-in subtitle.
 */
export function RequireSignIn({ message, children }: { message?: string; children: ReactNode }) {
  const { status } = useSession()
  const location = useLocation()
  if (status === 'loading') return <SessionSkeleton />
  if (status === 'signed-out') {
    const returnTo = `${location.pathname}${location.search}`
    return <Navigate to={paths.signIn} replace state={{ returnTo, ...(message ? { message } : {}) }} />
  }
  return <>{children}</>
}
