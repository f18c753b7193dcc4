/**
 * The auth state of product spec §4: loading until the first check ends, then signed-in or
 * signed-out. The bearer token lives in local storage; every /api/me call slides the session's
 * expiry on the server, and the context re-checks every 10 minutes and on focus, so the token
 * refreshes itself while the app is used. Signing in starts a new session id (UUID, session
 * storage); signing out removes it, clears the whole query cache, goes to / replacing history
 * and reloads 100 ms later.
 */
import type { AccountBreak, AuthUser, CreditsResponse, RealityCheckMinutes } from '@pitchwise/contract'
import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { authStorage } from '../../lib/auth-storage.ts'
import { creditsQueryKey } from '../../lib/query-keys.ts'
import type { SessionStatus } from '../../lib/session-status.ts'
import { AuthApiError, authApi } from './auth-api.ts'

export type { SessionStatus }

export interface SessionValue {
  status: SessionStatus
  user: AuthUser | null
  credits: CreditsResponse | null
  isAdmin: boolean
  /** When the account confirmed 18+ and the terms; null: the age-confirmation screen asks first. */
  ageConfirmedAt: string | null
  /** A time-out or self-exclusion running now (decision 312): the break screen replaces the app. */
  activeBreak: AccountBreak | null
  /** The account's reality-check reminder, in minutes of activity (decision 313); null: off. */
  realityCheckMinutes: RealityCheckMinutes
  /** Stores a token from sign-in, magic link or verification and loads the user. */
  acceptToken: (token: string) => Promise<void>
  refresh: () => Promise<void>
  signOut: () => Promise<void>
}

const SessionContext = createContext<SessionValue | null>(null)
const RECHECK_MS = 10 * 60 * 1000
export const SIGN_OUT_RELOAD_DELAY_MS = 100

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [status, setStatus] = useState<SessionStatus>(authStorage.getToken() ? 'loading' : 'signed-out')
  const [user, setUser] = useState<AuthUser | null>(null)
  const [credits, setCredits] = useState<CreditsResponse | null>(null)
  const [ageConfirmedAt, setAgeConfirmedAt] = useState<string | null>(null)
  const [activeBreak, setActiveBreak] = useState<AccountBreak | null>(null)
  const [realityCheckMinutes, setRealityCheckMinutes] = useState<RealityCheckMinutes>(null)

  const refresh = useCallback(async () => {
    if (!authStorage.getToken()) {
      setStatus('signed-out')
      setUser(null)
      return
    }
    try {
      const { data } = await authApi.me()
      // A signed-in event (also when a stored token is picked up in a new tab) gets a session id.
      if (!authStorage.getSessionId()) authStorage.startSession()
      setUser(data.user)
      setCredits(data.credits)
      setAgeConfirmedAt(data.ageConfirmedAt)
      setActiveBreak(data.activeBreak)
      setRealityCheckMinutes(data.realityCheckMinutes)
      setStatus('signed-in')
    } catch (error) {
      if (error instanceof AuthApiError && error.status === 401) {
        // The token expired or was revoked (e.g. by a password reset): signed out.
        authStorage.clearToken()
        authStorage.endSession()
        queryClient.clear()
        setUser(null)
        setCredits(null)
        setStatus('signed-out')
      } else {
        // Network or server trouble: keep the token for the next check, but never stay 'loading'.
        setStatus((current) => (current === 'loading' ? 'signed-out' : current))
      }
    }
  }, [queryClient])

  useEffect(() => {
    void refresh()
    const timer = setInterval(() => void refresh(), RECHECK_MS)
    const onFocus = () => void refresh()
    window.addEventListener('focus', onFocus)
    return () => {
      clearInterval(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [refresh])

  const acceptToken = useCallback(
    async (token: string) => {
      authStorage.setToken(token)
      authStorage.startSession()
      queryClient.clear()
      await refresh()
      // Counters everywhere now belong to the user (the signup allowance, their own credits).
      await queryClient.invalidateQueries({ queryKey: creditsQueryKey })
    },
    [queryClient, refresh],
  )

  // The reload after sign-out belongs to this provider: if it goes away first (a test's cleanup,
  // never the running app), the pending reload goes with it instead of firing into what follows.
  const pendingReload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(pendingReload.current), [])

  const signOut = useCallback(async () => {
    try {
      await authApi.signOut()
    } catch (error) {
      console.error('sign-out failed', error)
      throw error
    } finally {
      authStorage.clearToken()
      authStorage.endSession()
      setUser(null)
      setCredits(null)
      setStatus('signed-out')
      queryClient.clear()
      navigate('/', { replace: true })
      pendingReload.current = setTimeout(() => window.location.reload(), SIGN_OUT_RELOAD_DELAY_MS)
    }
  }, [navigate, queryClient])

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      credits,
      isAdmin: Boolean(user?.isAdmin),
      ageConfirmedAt,
      activeBreak,
      realityCheckMinutes,
      acceptToken,
      refresh,
      signOut,
    }),
    [status, user, credits, ageConfirmedAt, activeBreak, realityCheckMinutes, acceptToken, refresh, signOut],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
