/**
 * What better-auth's own endpoints under /api/auth/* answer, as the server passes them through
 * (features/auth/auth-routes.ts). The library owns these shapes, so they are written down here
 * from what it sends and held to it by apps/server/test/auth-contract.test.ts: a library upgrade
 * that changes an answer fails there. Errors from these endpoints are AuthErrorResponse (auth.ts).
 * The bearer token the web app keeps comes in the `set-auth-token` header of sign-in and of the
 * link verifications; the `token` fields below are the bare session token.
 */
import { z } from 'zod'

/** An ISO 8601 timestamp as the library serialises its dates. */
const Timestamp = z.iso.datetime()

/** The library's user row as it returns it, with Pitchwise's extra columns (auth.ts). */
export const AuthLibraryUser = z
  .object({
    id: z.string(),
    email: z.string(),
    /** Always '' in Pitchwise: accounts have no display name. */
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    /** 'user' or 'admin'. */
    role: z.string().nullable(),
    banned: z.boolean().nullable(),
    banExpires: Timestamp.nullable(),
    /** The referral code the account signed up with, if any. */
    referralCode: z.string().nullable(),
    /** When the account confirmed 18+ and the terms (issue 35); null until it has. */
    ageConfirmedAt: Timestamp.nullable(),
  })
  .meta({ id: 'AuthLibraryUser' })
export type AuthLibraryUser = z.infer<typeof AuthLibraryUser>

/** The library's session row as it returns it. */
export const AuthLibrarySession = z
  .object({
    id: z.string(),
    token: z.string(),
    userId: z.string(),
    expiresAt: Timestamp,
    createdAt: Timestamp,
    updatedAt: Timestamp,
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'AuthLibrarySession' })
export type AuthLibrarySession = z.infer<typeof AuthLibrarySession>

/** POST /api/auth/sign-in/email: signed in (the account's email is verified). */
export const SignInResponse = z
  .object({
    /** True only when a callbackURL was sent; the web app sends none. */
    redirect: z.boolean(),
    token: z.string(),
    /** The callbackURL, when one was sent. */
    url: z.string().optional(),
    user: AuthLibraryUser,
  })
  .meta({ id: 'SignInResponse' })
export type SignInResponse = z.infer<typeof SignInResponse>

/**
 * A request the library accepted without more to say: POST sign-in/magic-link (link mailed),
 * POST send-verification-email (link mailed again), POST reset-password (password changed).
 */
export const AuthStatusResponse = z.object({ status: z.literal(true) }).meta({ id: 'AuthStatusResponse' })
export type AuthStatusResponse = z.infer<typeof AuthStatusResponse>

/**
 * POST /api/auth/request-password-reset: the same answer whether or not the email has an
 * account, so the form cannot be used to find out who has one.
 */
export const PasswordResetRequestResponse = z
  .object({ status: z.literal(true), message: z.string() })
  .meta({ id: 'PasswordResetRequestResponse' })
export type PasswordResetRequestResponse = z.infer<typeof PasswordResetRequestResponse>

/**
 * GET /api/auth/verify-email?token=: the address is verified. A first opening signs in (the
 * bearer token is in `set-auth-token`); a link opened again answers the same without the header.
 */
export const VerifyEmailResponse = z
  .object({ status: z.literal(true), user: z.null() })
  .meta({ id: 'VerifyEmailResponse' })
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>

/** GET /api/auth/magic-link/verify?token=: signed in (the account is created on a first link). */
export const MagicLinkVerifyResponse = z
  .object({ token: z.string(), user: AuthLibraryUser, session: AuthLibrarySession })
  .meta({ id: 'MagicLinkVerifyResponse' })
export type MagicLinkVerifyResponse = z.infer<typeof MagicLinkVerifyResponse>

/** POST /api/auth/sign-out: the session is gone. */
export const SignOutResponse = z.object({ success: z.literal(true) }).meta({ id: 'SignOutResponse' })
export type SignOutResponse = z.infer<typeof SignOutResponse>
