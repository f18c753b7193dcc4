/**
 * The spec's sign-up flow (§4), made safe: an existing email with the right password signs the
 * person in; an existing email with another password is refused with "An account with this
 * email already exists"; a new email creates the account (with the stored referral code),
 * sends the verification link to /auth/callback and answers that verification is needed.
 * Accounts are only usable once their email is verified, so sign-up credits cannot be farmed
 * with made-up addresses.
 */
import { AUTH_MESSAGES, isSafeReturnPath, type SignUpBody, type SignUpResponse } from '@pitchwise/contract'
import { isAPIError } from 'better-auth/api'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { confirmAge } from '../../shared/age-confirmation.ts'
import { isAdminUser } from '../../shared/caller.ts'
import type { Auth } from './auth.ts'

export interface SignUpResult {
  response: SignUpResponse
  /** Headers to pass on (session cookie, set-auth-token) when the person was signed in. */
  headers?: Headers
}

export async function signUp(
  deps: { auth: Auth; db: Kysely<Database>; adminEmailDomain: string | undefined },
  input: SignUpBody,
  requestHeaders: Headers,
): Promise<SignUpResult> {
  const { auth, db } = deps
  const email = input.email
  // The page to come back to rides in the verification link (return-to.ts); anything but a
  // same-site path is dropped here rather than refused, as an unknown field would be.
  const callbackURL = isSafeReturnPath(input.returnTo) ? input.returnTo : undefined
  const existing = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()

  if (existing) {
    try {
      const { headers, response } = await auth.api.signInEmail({
        body: { email, password: input.password, ...(callbackURL ? { callbackURL } : {}) },
        headers: requestHeaders,
        returnHeaders: true,
      })
      // With a callbackURL better-auth also answers a Location header for its own client to
      // follow; the web app navigates by itself, so the reply does not carry it.
      headers.delete('location')
      // The body carried ageConfirmed: true (the contract refuses anything else), so an account
      // made before the rule has now confirmed too.
      await confirmAge(db, response.user.id)
      const user = response.user as typeof response.user & { role?: string | null }
      return {
        headers,
        response: {
          status: 'signed-in',
          // The signed form (as in the set-auth-token header) works as a bearer token.
          token: headers.get('set-auth-token') ?? response.token,
          user: {
            id: user.id,
            email: user.email,
            emailVerified: user.emailVerified,
            isAdmin: isAdminUser(user, deps.adminEmailDomain),
          },
        },
      }
    } catch (error) {
      const code = isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined
      // Right password, email not verified yet: a fresh link was just sent (sendOnSignIn).
      if (code === 'EMAIL_NOT_VERIFIED') return { response: { status: 'verification-required', email } }
      if (code === 'INVALID_EMAIL_OR_PASSWORD') throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists)
      throw error
    }
  }

  await auth.api.signUpEmail({
    body: {
      email,
      password: input.password,
      name: '',
      referralCode: input.referralCode,
      // Read by the create hook in auth.ts, which refuses an account without it (the library's
      // body type does not know the field; its schema passes extra fields through).
      ...({ ageConfirmed: input.ageConfirmed } as object),
      ...(callbackURL ? { callbackURL } : {}),
    },
    headers: requestHeaders,
  })
  return { response: { status: 'verification-required', email } }
}
