/**
 * The auth calls of product spec §7 against Pitchwise's server. They use fetch directly rather
 * than lib/api-client.ts because they must read the `set-auth-token` response header (the
 * bearer token better-auth issues on sign-in and verification), which the generic client does
 * not expose. Errors throw AuthApiError with the server's message, or an empty message so the
 * form shows the spec's fallback text.
 */
import type {
  AgeConfirmationResponse,
  AuthStatusResponse,
  MagicLinkVerifyResponse,
  MeResponse,
  PasswordResetRequestResponse,
  SignInResponse,
  SignOutResponse,
  SignUpBody,
  SignUpResponse,
  VerifyEmailResponse,
} from '@pitchwise/contract'
import { ApiError } from '../../lib/api-client.ts'
import { authStorage } from '../../lib/auth-storage.ts'

/** An ApiError that also carries better-auth's reason code (e.g. INVALID_TOKEN). */
export class AuthApiError extends ApiError {
  readonly reason?: string

  constructor(message: string, status: number, code?: string, reason?: string) {
    super(message, status, code ?? 'UNKNOWN_ERROR')
    this.name = 'AuthApiError'
    if (reason) this.reason = reason
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<{ data: T; token: string | null }> {
  const headers = new Headers(init.headers)
  if (init.body) headers.set('content-type', 'application/json')
  const token = authStorage.getToken()
  if (token) headers.set('authorization', `Bearer ${token}`)
  const res = await fetch(path, { ...init, headers, credentials: 'include' })
  const body = await res.json().catch(() => null)
  if (!res.ok) {
    throw new AuthApiError(body?.error ?? '', res.status, body?.code, body?.reason)
  }
  return { data: body as T, token: res.headers.get('set-auth-token') }
}

const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body: JSON.stringify(body) })

export const authApi = {
  signUp: (body: SignUpBody) => post<SignUpResponse>('/api/account/signup', body),
  signIn: (email: string, password: string) => post<SignInResponse>('/api/auth/sign-in/email', { email, password }),
  /** `callbackURL`: the same-site page the emailed link should bring the person back to. */
  sendMagicLink: (email: string, callbackURL?: string) =>
    post<AuthStatusResponse>('/api/auth/sign-in/magic-link', { email, callbackURL }),
  resendVerification: (email: string, callbackURL?: string) =>
    post<AuthStatusResponse>('/api/auth/send-verification-email', { email, callbackURL }),
  requestPasswordReset: (email: string, redirectTo?: string) =>
    post<PasswordResetRequestResponse>('/api/auth/request-password-reset', { email, redirectTo }),
  resetPassword: (token: string, newPassword: string) =>
    post<AuthStatusResponse>('/api/auth/reset-password', { token, newPassword }),
  verifyEmail: (token: string) =>
    call<VerifyEmailResponse>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`),
  verifyMagicLink: (token: string) =>
    call<MagicLinkVerifyResponse>(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`),
  signOut: () => post<SignOutResponse>('/api/auth/sign-out', {}),
  me: () => call<MeResponse>('/api/me'),
  /** An account made before issue 35 confirms 18+ and the terms. */
  confirmAge: () => post<AgeConfirmationResponse>('/api/account/age-confirmation', { ageConfirmed: true }),
}
