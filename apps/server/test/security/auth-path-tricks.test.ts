/**
 * Defect 3: the sign-in/sign-up/magic-link/reset attempt limits were keyed on the raw URL, so
 * spelling the same route differently (dot segments, double slashes, encoded characters, a
 * trailing slash, other letter case) reached better-auth uncounted. Once the limit is spent,
 * no spelling may reach the password check: each answers 429, or 404 when nothing routes it.
 */
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

let ctx: TestContext
let port: number
beforeAll(async () => {
  // Behind one (simulated) proxy, so each test can speak for its own client address.
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '2',
    AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN: '1000',
    TRUST_PROXY: '127.0.0.1',
  })
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  port = (ctx.app.server.address() as AddressInfo).port
})
afterAll(() => ctx.close())

const SPELLINGS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/x/../email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/sign-in/./email',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in//email',
  '/api/auth/sign-in/email/',
  '/api/auth/sign-in/email?x=1',
  '/api/auth/sign-in/%65mail',
  '/api/auth/sign-in%2Femail',
  '/api/auth/%73ign-in/email',
  '/api/auth/SIGN-IN/EMAIL',
  '/api/auth/Sign-In/Email/',
  '/api/auth/sign-in/email;x',
  '/api/auth/sign-in/email%20',
  '/api/auth/sign-in/%2e%2e/sign-in/email',
]

let n = 0
/** A real HTTP request with the path sent exactly as written (app.inject would normalise it). */
function post(path: string, ip: string, payload: object): Promise<{ statusCode: number }> {
  const body = JSON.stringify(payload)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0 }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

function attempt(url: string, ip = '198.51.100.20') {
  n++
  return post(url, ip, { email: `nobody-${n}@example.com`, password: 'wrong-password' })
}

describe('sign-in attempt limit, however the path is spelled', () => {
  it('counts every spelling that reaches the library, and refuses them all once spent', async () => {
    const first = [
      (await attempt(SPELLINGS[0] as string)).statusCode,
      (await attempt(SPELLINGS[0] as string)).statusCode,
    ]
    expect(first).toEqual([401, 401])
    const results: Record<string, number> = {}
    for (const url of SPELLINGS) results[url] = (await attempt(url)).statusCode
    const reachedPasswordCheck = Object.entries(results).filter(([, status]) => status !== 429 && status !== 404)
    expect(reachedPasswordCheck).toEqual([])
    expect(results['/api/auth/x/../sign-in/email']).toBe(429)
  })

  it('limits sign-up, magic link and reset the same way', async () => {
    const ip = '198.51.100.22'
    for (let i = 0; i < 2; i++) await attempt('/api/auth/sign-in/email', ip)
    for (const url of [
      '/api/auth/x/../sign-in/magic-link',
      '/api/auth/request-password-reset/',
      '/api/auth//sign-up/email',
      '/api/account/x/../signup',
    ]) {
      const res = await post(url, ip, { email: 'limited@example.com', password: 'secret-pass-1', name: 'x' })
      expect([429, 404]).toContain(res.statusCode)
    }
  })
})
