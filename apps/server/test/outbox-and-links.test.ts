/**
 * Issue 15: a newcomer without SMTP reads their mails in the development outbox on their own
 * machine (production build included), nobody else can, and no outbox exists once SMTP is
 * configured. Emailed links use PUBLIC_URL when configured, else the origin the user is on when
 * it is one of the server's own origins, never an arbitrary Host or Origin.
 */
import { AUTH_WEB_PATHS } from '@pitchwise/contract'
import { describe, expect, it } from 'vitest'
import { latestLink, uniqueEmail } from './auth-helpers.ts'
import { createAppForTest, type TestContext } from './helpers/test-app.ts'

/** Each test's apps are closed when it ends. */
const app = createAppForTest

const production = { NODE_ENV: 'production', WEB_DIST_DIR: '/nonexistent', PUBLIC_URL: '', PORT: '3000' }

describe('development outbox without SMTP', () => {
  it('is readable from the same machine in production, and says so to "Check your email"', async () => {
    const ctx = await app(production)
    const email = uniqueEmail('newcomer')
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: { email, password: 'secret-pass', ageConfirmed: true },
    })
    const local = { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } }
    const json = await ctx.app.inject({
      method: 'GET',
      url: `/dev/mail.json?to=${encodeURIComponent(email)}`,
      ...local,
    })
    expect(json.statusCode).toBe(200)
    expect(json.json().messages[0].subject).toMatch(/confirm your email/i)
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mail', ...local })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(email)
    const status = await ctx.app.inject({ method: 'GET', url: '/api/dev-outbox', ...local })
    expect(status.json()).toEqual({ available: true, url: '/dev/mail' })
    const ipv6 = await ctx.app.inject({
      method: 'GET',
      url: '/dev/mail',
      remoteAddress: '::1',
      headers: { host: '[::1]:3000' },
    })
    expect(ipv6.statusCode).toBe(200)
  })

  it.each([
    ['another machine', { remoteAddress: '192.0.2.10', headers: { host: 'localhost:3000' } }],
    [
      'a reverse proxy on this machine',
      { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000', 'x-forwarded-for': '198.51.100.7' } },
    ],
    [
      'a page on another site rebound to 127.0.0.1',
      { remoteAddress: '127.0.0.1', headers: { host: 'evil.example:3000' } },
    ],
  ])('does not exist for %s', async (_label, request) => {
    const ctx = await app(production)
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      const res = await ctx.app.inject({ method: 'GET', url, ...request })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('@')
    }
    const status = await ctx.app.inject({ method: 'GET', url: '/api/dev-outbox', ...request })
    expect(status.json()).toEqual({ available: false, url: null })
  })

  it('does not exist once SMTP is configured, even on this machine and even with DEV_OUTBOX', async () => {
    const ctx = await app({ ...production, SMTP_URL: 'smtp://127.0.0.1:9', DEV_OUTBOX: 'true' })
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress: '127.0.0.1' })
    expect(res.statusCode).toBe(404)
    const status = await ctx.app.inject({ method: 'GET', url: '/api/dev-outbox', remoteAddress: '127.0.0.1' })
    expect(status.json()).toEqual({ available: false, url: null })
  })
})

describe('origin of emailed links', () => {
  async function linkAfterSignUp(ctx: TestContext, headers: Record<string, string>): Promise<URL> {
    const email = uniqueEmail('links')
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      headers,
      payload: { email, password: 'secret-pass', ageConfirmed: true },
    })
    expect(res.statusCode).toBe(200)
    return (await latestLink(ctx.database.db, email)).url
  }

  it('follows the origin the user is on when it is one of the server’s own', async () => {
    const ctx = await app(production)
    const link = await linkAfterSignUp(ctx, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })
    expect(link.origin).toBe('http://127.0.0.1:3000')
    expect(link.pathname).toBe(AUTH_WEB_PATHS.callback)
    const viaLocalhost = await linkAfterSignUp(ctx, { origin: 'http://localhost:3000', host: 'localhost:3000' })
    expect(viaLocalhost.origin).toBe('http://localhost:3000')
  })

  it('never follows a Host or Origin it does not know (reset-link poisoning)', async () => {
    const ctx = await app(production)
    const link = await linkAfterSignUp(ctx, { origin: 'http://evil.example', host: 'evil.example' })
    expect(link.origin).toBe('http://localhost:3000')
    const byHost = await linkAfterSignUp(ctx, { host: 'evil.example' })
    expect(byHost.origin).toBe('http://localhost:3000')
  })

  it('always uses PUBLIC_URL when the operator configured it', async () => {
    const ctx = await app({ ...production, PUBLIC_URL: 'https://pitchwise.example' })
    const link = await linkAfterSignUp(ctx, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })
    expect(link.origin).toBe('https://pitchwise.example')
  })

  it('follows an origin listed in AUTH_TRUSTED_ORIGINS', async () => {
    const ctx = await app({ ...production, AUTH_TRUSTED_ORIGINS: 'http://pitchwise.lan:3000' })
    const link = await linkAfterSignUp(ctx, { origin: 'http://pitchwise.lan:3000', host: 'pitchwise.lan:3000' })
    expect(link.origin).toBe('http://pitchwise.lan:3000')
  })
})
