import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { authStorage } from '../../../lib/auth-storage'
import { trackReferral } from '../api/track-referral'

export const REFERRAL_SESSION_KEY = 'referral_session_id'

/** The code of a referral path: `/r/` followed by exactly one segment without a slash. */
export function referralCodeFromPath(pathname: string): string | null {
  const match = /^\/r\/([^/]+)\/?$/.exec(pathname)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

function referralSessionId(): string {
  try {
    const existing = sessionStorage.getItem(REFERRAL_SESSION_KEY)
    if (existing) return existing
    const id =
      typeof crypto.randomUUID === 'function'
        ? crypto.randomUUID()
        : `${Date.now()}-${Math.random().toString(36).slice(2)}`
    sessionStorage.setItem(REFERRAL_SESSION_KEY, id)
    return id
  } catch {
    return `${Date.now()}-${Math.random().toString(36).slice(2)}`
  }
}

/**
 * On /r/{code}: records the visit once and keeps the code for sign-up. Errors are only logged:
 * a referral link must never disturb the visitor.
 */
export function useTrackReferralVisit() {
  const { pathname, search } = useLocation()
  const trackedRef = useRef<string | null>(null)
  useEffect(() => {
    const code = referralCodeFromPath(pathname)
    if (!code || trackedRef.current === pathname) return
    trackedRef.current = pathname
    trackReferral({
      code,
      sessionId: referralSessionId(),
      path: pathname,
      queryParams: search || null,
      userAgent: navigator.userAgent || null,
      referrer: document.referrer || null,
    })
      // Storage disabled: the setter does nothing and sign-up simply carries no code.
      .then(() => authStorage.setReferralCode(code))
      .catch((error: unknown) => console.warn('Referral tracking failed', error))
  }, [pathname, search])
}
