/**
 * The API's request rate limit: enforced per client, answered with the JSON error shape, and
 * shared between instances through Redis when REDIS_URL is set (the machine's Redis on
 * 127.0.0.1:6379; skipped when none answers).
 */
import { randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createAppForTest } from './helpers/test-app.ts'

/** Each test's apps are closed when it ends. */
const app = createAppForTest

const redisUp = await new Promise<boolean>((resolve) => {
  const socket = connect(6379, '127.0.0.1')
  socket.once('connect', () => {
    socket.destroy()
    resolve(true)
  })
  socket.once('error', () => resolve(false))
})

describe('API rate limit', () => {
  it('refuses the request over the limit with RATE_LIMITED', async () => {
    const ctx = await app({ RATE_LIMIT_PER_MINUTE: '3' })
    const codes = []
    for (let i = 0; i < 4; i++) codes.push((await ctx.app.inject({ method: 'GET', url: '/api/ping' })).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/ping' })
    expect(refused.json()).toEqual({ error: 'Too many requests, please try again later.', code: 'RATE_LIMITED' })
  })

  it.runIf(redisUp)('shares one budget between instances through Redis', async () => {
    // A fresh client address per run keeps counters of earlier runs out of the way.
    const ip = `127.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const settings = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY: 'true' }
    const a = await app(settings)
    const b = await app(settings)
    const headers = { 'x-forwarded-for': ip, 'x-request-id': randomUUID() }
    const codes = []
    for (const ctx of [a, b, a, b, a]) {
      codes.push((await ctx.app.inject({ method: 'GET', url: '/api/ping', headers })).statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 200, 429])
  })

  it('a server whose Redis is down still starts and serves (the limiter skips), instead of failing every request', async () => {
    // Port 1 refuses connections: the start-up wait for the shared store ends at once.
    const ctx = await app({ RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: 'redis://127.0.0.1:1' })
    const codes = []
    for (let i = 0; i < 3; i++) codes.push((await ctx.app.inject({ method: 'GET', url: '/api/ping' })).statusCode)
    expect(codes).toEqual([200, 200, 200])
  })
})
