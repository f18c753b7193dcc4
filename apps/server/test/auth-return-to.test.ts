/**
 * Issue 15: signing in returns to the page it was asked for, also through the emailed links.
 * The page travels as `returnTo` in the verification, magic-link and reset links, and only when
 * it is a path on this site: another site's address, even a trusted one, never reaches a mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUnverifiedUser, createVerifiedUser, latestLink, mailsTo, uniqueEmail } from './auth-helpers.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_15_MIN: '10000', AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN: '1000' })
})
afterAll(() => ctx.close())

const post = (url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url, payload })

async function mailedReturnTo(email: string): Promise<string | null> {
  const { url } = await latestLink(ctx.database.db, email)
  return url.searchParams.get('returnTo')
}

describe('sign-up → verification link', () => {
  it('carries the page the person signed up from', async () => {
    const email = uniqueEmail('return-signup')
    const res = await post('/api/account/signup', {
      email,
      password: 'secret-pass',
      ageConfirmed: true,
      returnTo: '/liked-searches',
    })
    expect(res.json()).toEqual({ status: 'verification-required', email })
    const { url } = await latestLink(ctx.database.db, email)
    expect(url.pathname).toBe('/auth/callback')
    expect(url.searchParams.get('type')).toBe('verify')
    expect(url.searchParams.get('returnTo')).toBe('/liked-searches')
  })

  it('keeps the page and its query when the link is sent again (sign-up again, "try again")', async () => {
    const email = uniqueEmail('return-again')
    await createUnverifiedUser(ctx.app, email, 'secret-pass')
    await post('/api/account/signup', {
      email,
      password: 'secret-pass',
      ageConfirmed: true,
      returnTo: '/billing?plan=weekly',
    })
    expect(await mailedReturnTo(email)).toBe('/billing?plan=weekly')
    await post('/api/auth/send-verification-email', { email, callbackURL: '/search-history' })
    expect(await mailsTo(ctx.database.db, email)).toHaveLength(3)
    expect(await mailedReturnTo(email)).toBe('/search-history')
  })

  it.each([
    '//evil.example/liked-searches',
    'https://evil.example/x',
    'http://127.0.0.1:3000/billing',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('leaves out %s and still signs the person up', async (returnTo) => {
    const email = uniqueEmail('return-unsafe')
    const res = await post('/api/account/signup', { email, password: 'secret-pass', ageConfirmed: true, returnTo })
    expect(res.statusCode).toBe(200)
    expect(await mailedReturnTo(email)).toBeNull()
  })

  it('leaves "/" out: the link lands there anyway', async () => {
    const email = uniqueEmail('return-home')
    await post('/api/account/signup', { email, password: 'secret-pass', ageConfirmed: true, returnTo: '/' })
    expect(await mailedReturnTo(email)).toBeNull()
  })

  it('signs in an existing account without a redirect header for the browser to follow', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { password: 'right-password' })
    const res = await post('/api/account/signup', {
      email: user.email,
      password: 'right-password',
      ageConfirmed: true,
      returnTo: '/liked-searches',
    })
    expect(res.json().status).toBe('signed-in')
    expect(res.headers.location).toBeUndefined()
  })
})

describe('magic link and password reset', () => {
  it('carries the page into the magic link', async () => {
    const email = uniqueEmail('return-magic')
    await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/search-history?page=2' })
    const { url } = await latestLink(ctx.database.db, email)
    expect(url.searchParams.get('type')).toBe('magiclink')
    expect(url.searchParams.get('returnTo')).toBe('/search-history?page=2')
  })

  it('refuses another site as the magic link target and mails nothing', async () => {
    const email = uniqueEmail('return-magic-evil')
    const res = await post('/api/auth/sign-in/magic-link', { email, callbackURL: 'https://evil.example/' })
    expect(res.statusCode).toBe(403)
    expect(await mailsTo(ctx.database.db, email)).toHaveLength(0)
  })

  it('carries the page into the reset link', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db)
    await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/liked-searches' })
    const { url } = await latestLink(ctx.database.db, user.email)
    expect(url.pathname).toBe('/reset-password')
    expect(url.searchParams.get('returnTo')).toBe('/liked-searches')
  })
})
