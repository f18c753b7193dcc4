/**
 * Issue 30: the sign-in attempt limit was counted per instance, so N instances behind a load
 * balancer allowed N times the attempts. With REDIS_URL set, every instance counts in one place:
 * two app instances on the machine's Redis (127.0.0.1:6379), under a key prefix of this run only.
 */
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { AUTH_MESSAGES } from '@pitchwise/contract'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from './auth-helpers.ts'
import { createAppForTest } from './helpers/test-app.ts'

const redisUp = await new Promise<boolean>((resolve) => {
  const socket = connect(6379, '127.0.0.1')
  socket.once('connect', () => {
    socket.destroy()
    resolve(true)
  })
  socket.once('error', () => resolve(false))
})

const prefix = `pw-test-${randomBytes(6).toString('hex')}`
afterAll(async () => {
  if (!redisUp) return
  // This run's counters only: nothing else on the shared Redis is touched.
  const redis = new Redis('redis://127.0.0.1:6379')
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length > 0) await redis.del(...keys)
  await redis.quit()
})

const settings = {
  AUTH_RATE_LIMIT_PER_15_MIN: '3',
  AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN: '2',
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: prefix,
}

describe.runIf(redisUp)('sign-in attempt limits across instances (Redis)', () => {
  it('two instances share one budget per IP: the fourth attempt is refused whichever answers it', async () => {
    const a = await createAppForTest(settings)
    const b = await createAppForTest(settings)
    const ip = '198.51.100.201'
    const codes: number[] = []
    for (const ctx of [a, b, a, b, a, b]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        payload: { email: uniqueEmail('shared'), password: 'wrong-password' },
      })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 3)).not.toContain(429)
    expect(codes.slice(3)).toEqual([429, 429, 429])
  })

  it('two instances share one budget per email, /api/account/signup included', async () => {
    const a = await createAppForTest(settings)
    const b = await createAppForTest(settings)
    const email = uniqueEmail('shared-email')
    const answers = []
    for (const [i, ctx] of [a, b, a].entries()) {
      answers.push(
        await ctx.app.inject({
          method: 'POST',
          url: i === 1 ? '/api/account/signup' : '/api/auth/sign-in/email',
          remoteAddress: `198.51.100.${210 + i}`,
          payload: { email, password: 'wrong-password', ageConfirmed: true },
        }),
      )
    }
    expect(answers.map((res) => res.statusCode).slice(0, 2)).not.toContain(429)
    expect(answers[2]?.statusCode).toBe(429)
    expect(answers[2]?.json()).toMatchObject({ error: AUTH_MESSAGES.tooManyAttempts })
    expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('an instance whose Redis is down still limits on its own, instead of not at all', async () => {
    const alone = await createAppForTest({ ...settings, REDIS_URL: 'redis://127.0.0.1:1' })
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await alone.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '198.51.100.230',
        payload: { email: uniqueEmail('down'), password: 'wrong-password' },
      })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 3)).not.toContain(429)
    expect(codes[3]).toBe(429)
  })
})
