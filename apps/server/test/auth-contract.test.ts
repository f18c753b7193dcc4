/**
 * The contract's schemas for the account answers hold for what the server really sends: every
 * call the web app makes for accounts (features/auth/auth-api.ts, the dev-outbox link), in the
 * order a person makes them, on a real app and database. Each answer must parse *and* come out
 * of the schema unchanged, so a field the server adds, drops or renames (a better-auth upgrade,
 * say) fails here instead of only in the web fixtures that copy the schemas.
 */
import {
  AuthErrorResponse,
  AuthStatusResponse,
  DevOutboxResponse,
  MagicLinkVerifyResponse,
  MeResponse,
  PasswordResetRequestResponse,
  SignInResponse,
  SignOutResponse,
  SignUpResponse,
  VerifyEmailResponse,
} from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, latestLink, uniqueEmail } from './auth-helpers.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_15_MIN: '10000', AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN: '1000' })
})
afterAll(() => ctx.close())

interface Schema<T> {
  parse(value: unknown): T
}

interface Answer {
  statusCode: number
  body: string
  headers: Record<string, unknown>
}

/** The body of `res`, which must have status `status` and be exactly what `schema` describes. */
function answerOf<T>(schema: Schema<T>, res: Answer, status = 200): T {
  expect(res.statusCode, res.body).toBe(status)
  const body: unknown = JSON.parse(res.body)
  const parsed = schema.parse(body)
  // Objects drop keys they do not describe: an unchanged result means nothing was left out.
  expect(parsed).toEqual(body)
  return parsed
}

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers })
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers })

describe('account answers against the contract', () => {
  it('sign-up, verification, sign-in, /api/me and sign-out', async () => {
    const email = uniqueEmail('contract')
    const signUp = answerOf(
      SignUpResponse,
      await post('/api/account/signup', { email, password: 'secret-pass', ageConfirmed: true }),
    )
    expect(signUp).toEqual({ status: 'verification-required', email })

    answerOf(AuthStatusResponse, await post('/api/auth/send-verification-email', { email, callbackURL: '/billing' }))

    const { token: verifyToken } = await latestLink(ctx.database.db, email)
    const verified = await get(`/api/auth/verify-email?token=${verifyToken}`)
    answerOf(VerifyEmailResponse, verified)
    expect(typeof verified.headers['set-auth-token']).toBe('string')
    // The same link again: still the same answer, but no session (the page sends to sign-in).
    const again = await get(`/api/auth/verify-email?token=${verifyToken}`)
    answerOf(VerifyEmailResponse, again)
    expect(again.headers['set-auth-token']).toBeUndefined()

    const signedIn = await post('/api/auth/sign-in/email', { email, password: 'secret-pass', ageConfirmed: true })
    const signIn = answerOf(SignInResponse, signedIn)
    expect(signIn.user.email).toBe(email)
    expect(signIn.redirect).toBe(false)
    const token = String(signedIn.headers['set-auth-token'])
    expect(token.startsWith(signIn.token)).toBe(true)

    const signUpAgain = answerOf(
      SignUpResponse,
      await post('/api/account/signup', { email, password: 'secret-pass', ageConfirmed: true }),
    )
    expect(signUpAgain.status).toBe('signed-in')

    const me = answerOf(MeResponse, await get('/api/me', bearer(token)))
    expect(me.user).toMatchObject({ email, emailVerified: true, isAdmin: false })

    answerOf(SignOutResponse, await post('/api/auth/sign-out', {}, bearer(token)))
    answerOf(AuthErrorResponse, await get('/api/me', bearer(token)), 401)
  })

  it('magic link: sent, then opened', async () => {
    const email = uniqueEmail('contract-magic')
    // Magic links sign in accounts made by sign-up (with the age confirmation); they make none.
    await post('/api/account/signup', { email, password: 'secret-pass', ageConfirmed: true })
    answerOf(AuthStatusResponse, await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/liked-searches' }))
    const { token: linkToken } = await latestLink(ctx.database.db, email)
    const opened = await get(`/api/auth/magic-link/verify?token=${linkToken}`)
    const verified = answerOf(MagicLinkVerifyResponse, opened)
    expect(verified.user).toMatchObject({ email, emailVerified: true })
    expect(verified.session.userId).toBe(verified.user.id)
    expect(String(opened.headers['set-auth-token']).startsWith(verified.token)).toBe(true)

    // Opened twice: the link is spent.
    const spent = answerOf(AuthErrorResponse, await get(`/api/auth/magic-link/verify?token=${linkToken}`), 401)
    expect(spent.reason).toBe('INVALID_TOKEN')
  })

  it('password reset: asked for (known and unknown email alike), then done', async () => {
    const email = uniqueEmail('contract-reset')
    await post('/api/account/signup', { email, password: 'secret-pass', ageConfirmed: true })
    const known = answerOf(PasswordResetRequestResponse, await post('/api/auth/request-password-reset', { email }))
    const unknown = answerOf(
      PasswordResetRequestResponse,
      await post('/api/auth/request-password-reset', { email: uniqueEmail('nobody') }),
    )
    expect(unknown).toEqual(known)

    const { token: resetToken } = await latestLink(ctx.database.db, email)
    answerOf(AuthStatusResponse, await post('/api/auth/reset-password', { token: resetToken, newPassword: 'new-pass' }))
    const reused = await post('/api/auth/reset-password', { token: resetToken, newPassword: 'other-pass' })
    expect(answerOf(AuthErrorResponse, reused, 400).reason).toBe('INVALID_TOKEN')
  })

  it('a wrong password is an AuthErrorResponse with the library reason', async () => {
    const wrong = await post('/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: 'secret-pass' })
    expect(answerOf(AuthErrorResponse, wrong, 401).reason).toBe('INVALID_EMAIL_OR_PASSWORD')
  })

  it('the dev-outbox probe: open to this machine, closed to a forwarded request', async () => {
    expect(answerOf(DevOutboxResponse, await get('/api/dev-outbox'))).toEqual({ available: true, url: '/dev/mail' })
    const forwarded = answerOf(DevOutboxResponse, await get('/api/dev-outbox', { 'x-forwarded-for': '203.0.113.9' }))
    expect(forwarded).toEqual({ available: false, url: null })
  })
})
