/** Client-side checks of the auth forms (product spec §5); the server checks again. */
import { LIMITS } from '@pitchwise/contract/limits'
import { AGE_CONFIRMATION_TEXTS } from '@pitchwise/contract/safer-gambling'
import { AUTH_MESSAGES, isSafeReturnPath } from '@pitchwise/contract/text'
import { apiErrorMessage, isApiError } from '../../lib/api-client.ts'

export type FieldErrors = Partial<Record<'email' | 'password' | 'confirmPassword' | 'ageConfirmed', string>>

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validateSignIn(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {}
  if (!email.trim()) errors.email = 'Email is required'
  else if (!EMAIL_RE.test(email.trim())) errors.email = 'Enter a valid email address'
  if (!password) errors.password = 'Password is required'
  return errors
}

export function validateSignUp(email: string, password: string, ageConfirmed: boolean): FieldErrors {
  const errors = validateSignIn(email, password)
  if (password && password.length < LIMITS.passwordMinLength) errors.password = AUTH_MESSAGES.passwordTooShort
  if (!ageConfirmed) errors.ageConfirmed = AGE_CONFIRMATION_TEXTS.required
  return errors
}

/** Magic link and forgot password need only the email. */
export function validateEmailOnly(email: string): FieldErrors {
  if (!email.trim()) return { email: AUTH_MESSAGES.emailRequiredForMagicLink }
  if (!EMAIL_RE.test(email.trim())) return { email: 'Enter a valid email address' }
  return {}
}

export function validateNewPassword(password: string, confirmPassword: string): FieldErrors {
  if (password !== confirmPassword) return { confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch }
  if (password.length < LIMITS.passwordMinLength) return { password: AUTH_MESSAGES.passwordTooShort }
  return {}
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean)
}

/** The returnTo of navigation state, only when it is a path on this site; else '/'. */
export function safeReturnTo(state: unknown): string {
  return safeReturnPath((state as { returnTo?: unknown } | null)?.returnTo)
}

/** A return target from anywhere (state, an emailed link's query), only when it is a path on this site; else '/'. */
export function safeReturnPath(value: unknown): string {
  return isSafeReturnPath(value) ? value : '/'
}

/**
 * The library's `callbackURL` (or `redirectTo`) for a mail that should bring the person back to
 * `returnTo`: the server copies it into the emailed link as `returnTo` (return-to.ts there).
 */
export function mailReturnTarget(returnTo: string): string | undefined {
  return returnTo === '/' ? undefined : returnTo
}

/** The server's message when it sent one, else the spec's fallback for that form. */
export function errorMessage(error: unknown, fallback: string): string {
  // Network failures reach the forms as a TypeError ('Failed to fetch') or as the client's
  // NETWORK_ERROR; both show the form's own fallback.
  if (isApiError(error) && error.code === 'NETWORK_ERROR') return fallback
  return apiErrorMessage(error, fallback)
}
