/**
 * Abuse limits and mail transport: attempt limits per IP and per email on every limited auth
 * path, SMTP delivery to a real smtp-server on 127.0.0.1, and the outbox staying closed to other
 * machines in production unless DEV_OUTBOX=true (outbox-and-links.test.ts has the rest).
 */
import type { AddressInfo } from 'node:net'
import { AUTH_MESSAGES } from '@pitchwise/contract'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailsTo, uniqueEmail } from './auth-helpers.ts'
import { createAppForTest, createTestApp, type TestContext } from './helpers/test-app.ts'

let ipSeq = 0

describe('attempt limits', () => {
  // One app for every limit test: 3 attempts per IP, 2 per email. Each per-IP case uses its own
  // IP and fresh emails (so the per-email limit never bites); the per-email case uses a new IP
  // per attempt (so the per-IP limit never bites).
  let limited: TestContext
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_PER_15_MIN: '3', AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN: '2' })
  })
  afterAll(() => limited.close())
  const limitedApp = async () => limited

  it.each([
    ['/api/auth/sign-in/email', { password: 'whatever' }],
    ['/api/auth/sign-in/magic-link', {}],
    ['/api/auth/request-password-reset', {}],
    ['/api/account/signup', { password: 'whatever', ageConfirmed: true }],
  ])('limits %s per IP with 429 and Retry-After', async (url, extra) => {
    const ctx = await limitedApp()
    const ip = `198.51.100.${++ipSeq}`
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        payload: { email: uniqueEmail('limit'), ...extra },
      })
      codes.push(res.statusCode)
      if (i === 3) {
        expect(res.json()).toEqual({ error: AUTH_MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' })
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      }
    }
    expect(codes.slice(0, 3)).not.toContain(429)
    expect(codes[3]).toBe(429)
    // Another IP is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress: `198.51.100.${++ipSeq}`,
      payload: { email: uniqueEmail(), ...extra },
    })
    expect(other.statusCode).not.toBe(429)
  })

  it('limits attempts on one email from many IPs', async () => {
    const ctx = await limitedApp()
    const email = uniqueEmail('target')
    const codes = []
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { email, password: `guess-${i}x` },
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([401, 401, 429])
  })
})

describe('SMTP', () => {
  it('sends the verification mail through SMTP_URL in plain text and HTML', async () => {
    const received: Array<{ to: string[]; raw: string }> = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk) => {
          raw += chunk
        })
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    try {
      const ctx = await createAppForTest({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Pitchwise <hello@pitchwise.test>',
      })
      const email = uniqueEmail('smtp')
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/signup',
        payload: { email, password: 'secret1', ageConfirmed: true },
      })
      expect(res.statusCode).toBe(200)
      for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50))
      expect(received).toHaveLength(1)
      const [mail] = received
      expect(mail?.to).toEqual([email])
      expect(mail?.raw).toContain('Subject: Confirm your email for Pitchwise')
      expect(mail?.raw).toContain('From: Pitchwise <hello@pitchwise.test>')
      expect(mail?.raw).toContain('multipart/alternative')
      expect(mail?.raw).toContain('text/plain')
      expect(mail?.raw).toContain('text/html')
      expect(mail?.raw).toMatch(/auth\/callback\?type=3Dverify|auth\/callback\?type=verify/)
      expect(await mailsTo(ctx.database.db, email)).toHaveLength(0)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

describe('development outbox in production', () => {
  it('is not served in production to another machine', async () => {
    const ctx = await createAppForTest({ NODE_ENV: 'production', WEB_DIST_DIR: '/nonexistent' })
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress: '203.0.113.9' })
    expect(res.statusCode).toBe(404)
  })

  it('is served in production with DEV_OUTBOX=true (e2e)', async () => {
    const ctx = await createAppForTest({ NODE_ENV: 'production', DEV_OUTBOX: 'true', WEB_DIST_DIR: '/nonexistent' })
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json' })
    expect(res.statusCode).toBe(200)
  })
})
