/**
 * Browser storage of the identity layer (product spec §3 "Client-side stored values"):
 * the bearer token (local storage, the backend library's persisted session), the per-login
 * session id (session storage) and the referral code (local storage until a sign-up works).
 */
const TOKEN_KEY = 'pitchwise.auth_token'
const SESSION_ID_KEY = 'pitchwise.session_id'
export const REFERRAL_CODE_KEY = 'referral_code'

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn()
  } catch {
    return fallback
  }
}

/** A UUID (crypto.randomUUID exists only in secure contexts; plain-http hosts get random hex). */
function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export const authStorage = {
  getToken: () => safe(() => localStorage.getItem(TOKEN_KEY), null),
  setToken: (token: string) => safe(() => localStorage.setItem(TOKEN_KEY, token), undefined),
  clearToken: () => safe(() => localStorage.removeItem(TOKEN_KEY), undefined),
  getSessionId: () => safe(() => sessionStorage.getItem(SESSION_ID_KEY), null),
  /** A new UUID on each signed-in event. */
  startSession: () => safe(() => sessionStorage.setItem(SESSION_ID_KEY, newSessionId()), undefined),
  endSession: () => safe(() => sessionStorage.removeItem(SESSION_ID_KEY), undefined),
  /** Kept from a visit to /r/{code} until a sign-up carries it. */
  setReferralCode: (code: string) => safe(() => localStorage.setItem(REFERRAL_CODE_KEY, code), undefined),
  getReferralCode: () => safe(() => localStorage.getItem(REFERRAL_CODE_KEY), null),
  clearReferralCode: () => safe(() => localStorage.removeItem(REFERRAL_CODE_KEY), undefined),
}
