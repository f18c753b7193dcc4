import { z } from 'zod'
import { CreditsResponse } from './credits.ts'
import { ErrorResponse } from './errors.ts'
import { LIMITS } from './limits.ts'
import { AgeConfirmed } from './safer-gambling.ts'
import { AccountBreak, RealityCheckMinutes } from './taking-a-break.ts'

export { AUTH_MESSAGES, AUTH_WEB_PATHS, isSafeReturnPath } from './text.ts'

/**
 * X-Visitor-ID: the visitor cookie (a FingerprintJS visitorId, or a random UUID when
 * fingerprinting fails). Anything else is ignored by the server.
 */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/
/** X-Session-ID: a per-login UUID kept in session storage. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/
/** Referral codes as they appear in /r/{code} links. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{2,64}$/

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMaxLength)
  .pipe(z.email('Enter a valid email address'))

export const Password = z
  .string()
  .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters long`)
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters long`)

/** POST /api/account/signup (product spec §4 "Sign-up flow"). */
export const SignUpBody = z
  .object({
    email: Email,
    password: Password,
    /** The person confirms being 18 or over and accepts the terms; the server refuses anything else. */
    ageConfirmed: AgeConfirmed,
    /** The referral code kept in local storage (referral_code), if any; invalid codes are ignored. */
    referralCode: z.string().max(64).optional(),
    /** The same-site page to come back to after the emailed verification link; other values are ignored. */
    returnTo: z.string().max(512).optional(),
  })
  .meta({ id: 'SignUpBody' })
export type SignUpBody = z.infer<typeof SignUpBody>

/** The public part of a user. */
export const AuthUser = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** Verified email at the operator's admin domain, or the admin role. */
    isAdmin: z.boolean(),
  })
  .meta({ id: 'AuthUser' })
export type AuthUser = z.infer<typeof AuthUser>

export const SignUpResponse = z
  .discriminatedUnion('status', [
    z.object({
      /** The email already had an account and the password was right: signed in. */
      status: z.literal('signed-in'),
      /** Bearer token (also in the set-auth-token header). */
      token: z.string(),
      user: AuthUser,
    }),
    z.object({
      /** A verification link was sent; the account is usable once it is opened. */
      status: z.literal('verification-required'),
      email: z.string(),
    }),
  ])
  .meta({ id: 'SignUpResponse' })
export type SignUpResponse = z.infer<typeof SignUpResponse>

/** GET /api/me: the signed-in user and the searches they have left. */
export const MeResponse = z
  .object({
    user: AuthUser,
    credits: CreditsResponse,
    /** When the account confirmed 18+ and the terms; null: the web asks before anything else. */
    ageConfirmedAt: z.iso.datetime().nullable(),
    /** A time-out or self-exclusion running now (decision 312); the web shows the break screen. */
    activeBreak: AccountBreak.nullable(),
    /** The reality-check reminder of the account (decision 313); null: off. */
    realityCheckMinutes: RealityCheckMinutes,
  })
  .meta({ id: 'MeResponse' })
export type MeResponse = z.infer<typeof MeResponse>

/** GET /api/admin/me: proves the admin guard; answers only for administrators. */
export const AdminMeResponse = z.object({ user: AuthUser }).meta({ id: 'AdminMeResponse' })
export type AdminMeResponse = z.infer<typeof AdminMeResponse>

/**
 * Errors from /api/auth/* have the usual shape plus the auth library's reason code, e.g.
 * INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, INVALID_TOKEN.
 */
export const AuthErrorResponse = ErrorResponse.extend({ reason: z.string().optional() })
export type AuthErrorResponse = z.infer<typeof AuthErrorResponse>
