/**
 * Accounts end to end through HTTP on a real database: sign-up (new, existing + right
 * password, existing + other password, unverified), verification, sign-in, magic link,
 * password reset, sign-out, session refresh, validation and every message of the spec.
 */
import { AGE_CONFIRMATION_TEXTS, AUTH_MESSAGES } from '@pitchwise/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bearer,
  createUnverifiedUser,
  createVerifiedUser,
  latestLink,
  mailsTo,
  signIn,
  uniqueEmail,
} from './auth-helpers.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_15_MIN: '10000', AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN: '1000' })
})
afterAll(() => ctx.close())

/** The web's sign-up request: the box "18 or over and the terms" is ticked (age-confirmation.test.ts covers it unticked). */
const signup = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/signup', payload: { ageConfirmed: true, ...payload } })

describe('POST /api/account/signup', () => {
  it('creates an account, mails a verification link to /auth/callback and asks for verification', async () => {
    const email = uniqueEmail('new')
    const res = await signup({ email: email.toUpperCase(), password: 'secret1' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'verification-required', email })
    expect(res.headers['set-auth-token']).toBeUndefined()

    const [mail] = await mailsTo(ctx.database.db, email)
    expect(mail?.subject).toBe('Confirm your email for Pitchwise')
    expect(mail?.text_body).toContain('Pitchwise')
    expect(mail?.html_body).toContain('<a href="http://127.0.0.1:3000/auth/callback?type=verify&amp;token=')
    const { url, token } = await latestLink(ctx.database.db, email)
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3000/auth/callback')
    expect(url.searchParams.get('type')).toBe('verify')
    expect(token.length).toBeGreaterThan(20)

    const user = await ctx.database.db
      .selectFrom('user')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(user.emailVerified).toBe(false)
    expect(user.role).toBe('user')
    const credits = await ctx.database.db
      .selectFrom('user_search_credits')
      .select('credits')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(credits.credits).toBe(10)
  })

  it('stores the referral code on the user and in user_referrals', async () => {
    const email = uniqueEmail('ref')
    await signup({ email, password: 'secret1', referralCode: 'FRIEND_42' })
    const user = await ctx.database.db
      .selectFrom('user')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(user.referralCode).toBe('FRIEND_42')
    const row = await ctx.database.db
      .selectFrom('user_referrals')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst()
    expect(row?.referral_code).toBe('FRIEND_42')
  })

  it('ignores a malformed referral code', async () => {
    const email = uniqueEmail('badref')
    const res = await signup({ email, password: 'secret1', referralCode: '<script>' })
    expect(res.statusCode).toBe(200)
    const user = await ctx.database.db
      .selectFrom('user')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(user.referralCode).toBeNull()
  })

  it('refuses an existing email with another password', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { password: 'right-password' })
    const res = await signup({ email: user.email, password: 'wrong-password' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'An account with this email already exists', code: 'CONFLICT' })
  })

  it('signs in an existing verified account when the password is right', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { password: 'right-password' })
    const res = await signup({ email: user.email, password: 'right-password' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('signed-in')
    expect(body.user).toMatchObject({ email: user.email, emailVerified: true, isAdmin: false })
    expect(res.headers['set-auth-token']).toBe(body.token)
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.token) })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.email).toBe(user.email)
  })

  it('re-sends the verification link to an unverified account with the right password', async () => {
    const email = uniqueEmail('unverified')
    await createUnverifiedUser(ctx.app, email, 'secret-pass')
    const res = await signup({ email, password: 'secret-pass' })
    expect(res.json()).toEqual({ status: 'verification-required', email })
    expect(await mailsTo(ctx.database.db, email)).toHaveLength(2)
    // Credits were granted once, at account creation.
    const rows = await ctx.database.db
      .selectFrom('user_search_credits')
      .innerJoin('user', 'user.id', 'user_search_credits.user_id')
      .select('credits')
      .where('user.email', '=', email)
      .execute()
    expect(rows).toEqual([{ credits: 10 }])
  })

  it.each([
    [{ email: '', password: 'secret1' }, 'email', 'Enter a valid email address'],
    [{ email: 'not-an-email', password: 'secret1' }, 'email', 'Enter a valid email address'],
    [{ email: 'a@b.co', password: '12345' }, 'password', 'Password must be at least 6 characters long'],
    [{ email: 'a@b.co', password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters long'],
    [{ email: 'a@b.co' }, 'password', undefined],
  ])('rejects %j with a field error', async (payload, field, message) => {
    const res = await signup(payload)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(Object.keys(body.fields)).toContain(field)
    if (message) expect(body.fields[field]).toBe(message)
    expect(res.body).not.toMatch(/at .*\.ts:\d+/)
  })
})

describe('verification link', () => {
  it('verifies, signs in with a bearer token and an httpOnly cookie, and works only once', async () => {
    const email = uniqueEmail('verify')
    await createUnverifiedUser(ctx.app, email)
    const before = await signIn(ctx.app, email, 'secret-pass')
    expect(before.statusCode).toBe(403)
    expect(before.json()).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'EMAIL_NOT_VERIFIED',
      error: AUTH_MESSAGES.emailNotVerified,
    })

    const { token } = await latestLink(ctx.database.db, email)
    const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` })
    expect(res.statusCode).toBe(200)
    const bearerToken = res.headers['set-auth-token']
    expect(typeof bearerToken).toBe('string')
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
    expect(cookies.some((cookie) => /session_token=.*HttpOnly/i.test(cookie))).toBe(true)

    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(String(bearerToken)) })
    expect(me.json().user).toMatchObject({ email, emailVerified: true })

    const again = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` })
    expect(again.headers['set-auth-token']).toBeUndefined()
  })

  it('answers a forged token with the invalid-link message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.invalidLink, code: 'UNAUTHORIZED', reason: 'INVALID_TOKEN' })
  })
})

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { password: 'pass-word' })
    const ok = await signIn(ctx.app, user.email, 'pass-word')
    expect(ok.statusCode).toBe(200)
    expect(String(ok.headers['set-auth-token']).startsWith(ok.json().token)).toBe(true)
    const bad = await signIn(ctx.app, user.email, 'other-word')
    expect(bad.statusCode).toBe(401)
    expect(bad.json()).toEqual({
      error: 'Invalid email or password',
      code: 'UNAUTHORIZED',
      reason: 'INVALID_EMAIL_OR_PASSWORD',
    })
    const unknown = await signIn(ctx.app, uniqueEmail('nobody'), 'pass-word')
    expect(unknown.json().error).toBe('Invalid email or password')
  })

  it('stores passwords as a scrypt hash, never in clear', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { password: 'very-secret' })
    const account = await sql<{ password: string }>`select password from account where "userId" = ${user.id}`.execute(
      ctx.database.db,
    )
    expect(account.rows[0]?.password).not.toContain('very-secret')
    expect(account.rows[0]?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]+$/)
  })

  it('signs out: the token stops working', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db)
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.headers })
    expect(out.statusCode).toBe(200)
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: user.headers })
    expect(me.statusCode).toBe(401)
    expect(me.json().code).toBe('UNAUTHORIZED')
  })

  it('refuses a cookie-authenticated POST from a foreign origin', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `better-auth.session_token=${user.token}`, origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('refreshes a session in use: its expiry slides forward', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db)
    const soon = new Date(Date.now() + 3600_000)
    const old = new Date(Date.now() - 3 * 24 * 3600_000)
    await ctx.database.db
      .updateTable('session')
      .set({ expiresAt: soon, updatedAt: old })
      .where('userId', '=', user.id)
      .execute()
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers })
    expect(res.statusCode).toBe(200)
    const session = await ctx.database.db
      .selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000)
  })

  it('answers /api/me with 401 for anonymous callers and for forged tokens', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401)
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer('abc.def') })
    expect(forged.statusCode).toBe(401)
  })
})

describe('magic link', () => {
  const requestLink = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', payload: { email } })

  it('mails a single-use link to /auth/callback that signs the person in', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db)
    const res = await requestLink(user.email)
    expect(res.statusCode).toBe(200)
    const [mail] = await mailsTo(ctx.database.db, user.email)
    expect(mail?.subject).toBe('Your Pitchwise sign-in link')
    const { url, token } = await latestLink(ctx.database.db, user.email)
    expect(url.pathname).toBe('/auth/callback')
    expect(url.searchParams.get('type')).toBe('magiclink')

    const verified = await ctx.app.inject({ method: 'GET', url: `/api/auth/magic-link/verify?token=${token}` })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().user.email).toBe(user.email)
    const bearerToken = String(verified.headers['set-auth-token'])
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(bearerToken) })).statusCode).toBe(200)

    const reused = await ctx.app.inject({ method: 'GET', url: `/api/auth/magic-link/verify?token=${token}` })
    expect(reused.statusCode).toBe(401)
    expect(reused.json()).toEqual({ error: AUTH_MESSAGES.invalidLink, code: 'UNAUTHORIZED', reason: 'INVALID_TOKEN' })
  })

  it('signs nobody up for a new email: accounts are made by sign-up, with the age confirmation', async () => {
    const email = uniqueEmail('magic-new')
    await requestLink(email)
    const { token } = await latestLink(ctx.database.db, email)
    const verified = await ctx.app.inject({ method: 'GET', url: `/api/auth/magic-link/verify?token=${token}` })
    expect(verified.statusCode).toBe(401)
    expect(verified.json()).toEqual({
      error: AGE_CONFIRMATION_TEXTS.signUpFirst,
      code: 'UNAUTHORIZED',
      reason: 'SIGN_UP_REQUIRED',
    })
    const account = await ctx.database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()
    expect(account).toBeUndefined()
  })

  it('rejects an empty or malformed email', async () => {
    const res = await requestLink('')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toMatch(/VALIDATION_ERROR|BAD_REQUEST/)
  })
})

describe('password reset', () => {
  const requestReset = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } })

  it('mails a link to /reset-password; the token sets a new password once and ends old sessions', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { password: 'old-password' })
    const res = await requestReset(user.email)
    expect(res.statusCode).toBe(200)
    const [mail] = await mailsTo(ctx.database.db, user.email)
    expect(mail?.subject).toBe('Reset your Pitchwise password')
    expect(mail?.text_body).toContain('valid for 1 hour')
    const { url, token } = await latestLink(ctx.database.db, user.email)
    expect(url.pathname).toBe('/reset-password')

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'new-password' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await signIn(ctx.app, user.email, 'old-password')).statusCode).toBe(401)
    expect((await signIn(ctx.app, user.email, 'new-password')).statusCode).toBe(200)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: user.headers })).statusCode).toBe(401)

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'third-password' },
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ error: AUTH_MESSAGES.invalidLink, reason: 'INVALID_TOKEN' })
  })

  it('expires the reset token after one hour', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db)
    await requestReset(user.email)
    const { token } = await latestLink(ctx.database.db, user.email)
    const row = await sql<{
      expiresAt: Date
    }>`select "expiresAt" from verification where identifier = ${`reset-password:${token}`}`.execute(ctx.database.db)
    const ttl = new Date(row.rows[0]?.expiresAt ?? 0).getTime() - Date.now()
    expect(ttl).toBeLessThanOrEqual(3600_000)
    expect(ttl).toBeGreaterThan(3500_000)
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost')
    const res = await requestReset(email)
    expect(res.statusCode).toBe(200)
    expect(await mailsTo(ctx.database.db, email)).toHaveLength(0)
  })

  it('refuses a short new password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'whatever', newPassword: '123' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().reason).toBe('PASSWORD_TOO_SHORT')
  })
})

describe('development outbox', () => {
  it('lists mails as JSON with their links and as an escaped HTML page', async () => {
    const email = uniqueEmail('outbox')
    await createUnverifiedUser(ctx.app, email)
    const res = await ctx.app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(email)}` })
    expect(res.statusCode).toBe(200)
    const [message] = res.json().messages
    expect(message.to).toBe(email)
    expect(message.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/auth\/callback\?type=verify&token=/)
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mail' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Development outbox')
  })
})
