/**
 * Defect 4: with TRUST_PROXY=true the left-most X-Forwarded-For entry, which the client writes
 * itself, became the client IP, so the per-IP caps could be walked around. TRUST_PROXY is now
 * a hop count or a list of proxy addresses, and the client IP is the address the trusted proxy
 * saw. Here a simulated proxy (requests from 10.0.0.5 that append the real peer) carries a
 * client that forges its own X-Forwarded-For entries.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.ts'
import { startTestFootball } from '../helpers/football.ts'
import { createAppForTest } from '../helpers/test-app.ts'

const PROXY = '10.0.0.5'
const CLIENT = '203.0.113.7'

/** Each test's apps are closed when it ends. */
const app = createAppForTest

/** What the proxy forwards: the client's own (forged) header plus the peer address it saw. */
function viaProxy(forged: string) {
  return { remoteAddress: PROXY, headers: { 'x-forwarded-for': `${forged}, ${CLIENT}` } }
}

describe('TRUST_PROXY settings', () => {
  it('parses a hop count, a list of proxy addresses, and true as one hop', () => {
    const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/pw-cfg' }
    expect(loadConfig({ ...base }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 192.168.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
    ])
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/)
  })
})

for (const setting of ['1', PROXY, 'true']) {
  describe(`behind a proxy with TRUST_PROXY=${setting}`, () => {
    it('takes the address the proxy saw, not the one the client wrote', async () => {
      const ctx = await app({ TRUST_PROXY: setting, AUTH_RATE_LIMIT_PER_15_MIN: '3' })
      const codes: number[] = []
      for (let i = 0; i < 5; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          ...viaProxy(`198.51.100.${i}`),
          payload: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
        })
        codes.push(res.statusCode)
      }
      expect(codes.slice(0, 3).every((code) => code === 401)).toBe(true)
      expect(codes.slice(3)).toEqual([429, 429])
    })
  })
}

describe('the per-IP anonymous cap behind the proxy', () => {
  it('counts one client however it rewrites X-Forwarded-For', async () => {
    const ctx = await app({ TRUST_PROXY: PROXY, ANON_DAILY_LIMIT_PER_IP: '2', FREE_SEARCHES_ANON: '5' })
    ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const proxied = viaProxy(`198.51.100.${i}`)
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/analyze',
        remoteAddress: proxied.remoteAddress,
        headers: { ...proxied.headers, 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `s-${randomUUID()}` },
        payload: { query: 'Arsenal vs Everton', date: '2026-03-14T12:00:00.000Z' },
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([200, 200, 402, 402])
  })

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const ctx = await app({ TRUST_PROXY: PROXY, AUTH_RATE_LIMIT_PER_15_MIN: '2' })
    const codes: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '192.0.2.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: `direct-${i}@example.com`, password: 'wrong-password' },
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([401, 401, 429])
  })
})
