import { isSafeReturnPath } from '@pitchwise/contract/text'
import { useLocation } from 'react-router'
import { paths } from '../config/paths.ts'

/** The navigation state /signin and /signup read: the same-site page to come back to. */
export interface ReturnState {
  returnTo: string
}

/** Pages of the sign-in flow itself: coming back to one of them after signing in makes no sense. */
const AUTH_PAGES: ReadonlySet<string> = new Set([
  paths.signIn,
  paths.signUp,
  paths.forgotPassword,
  paths.resetPassword,
  paths.authCallback,
])

/**
 * State for a link to /signin or /signup (issue 15: sign-in returns to where it was asked for).
 * On an ordinary page it is this page with its query; on a page of the sign-in flow it passes on
 * the return target that page was given, so sign-in → sign-up → sign-in keeps it; else nothing.
 */
export function useReturnHere(): ReturnState | undefined {
  const location = useLocation()
  if (!AUTH_PAGES.has(location.pathname)) return { returnTo: `${location.pathname}${location.search}` }
  const given = (location.state as { returnTo?: unknown } | null)?.returnTo
  return isSafeReturnPath(given) ? { returnTo: given } : undefined
}
