/**
 * Issue 30: every API rate limit was skipped by a percent-encoded path. `POST /%61pi/feedback` is
 * routed to /api/feedback, but the limiter's allow-list read the raw URL, so 25 of 25 feedback
 * posts passed a limit of 10 (and checkout, crypto and referral limits alike). Limits belong to
 * the route Fastify matched. For EVERY limited route (read from the app's own route table, so a
 * new route joins this test by itself), each spelling of its path either reaches no route (404
 * "No route for …") or counts against the same budget: once `max` requests were routed, every
 * further routed one is refused with 429.
 */
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInUser } from '../auth-helpers.ts'
import { uniqueEmail } from '../auth-helpers.ts'
import { insertSignedInUser } from '../helpers/factories.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

const GLOBAL_LIMIT = 2
const ADMIN_DOMAIN = 'limits-admin.test'

let ctx: TestContext
let port: number
let admin: SignedInUser
beforeAll(async () => {
  // Behind one (simulated) proxy, so every route gets a client address of its own.
  ctx = await createTestApp({
    RATE_LIMIT_PER_MINUTE: String(GLOBAL_LIMIT),
    ADMIN_EMAIL_DOMAIN: ADMIN_DOMAIN,
    TRUST_PROXY: '127.0.0.1',
  })
  // An administrator, so /api/admin routes get past their guard to the limiter.
  admin = await insertSignedInUser(ctx.app, { email: uniqueEmail('admin', ADMIN_DOMAIN) })
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  port = (ctx.app.server.address() as AddressInfo).port
})
afterAll(() => ctx.close())

interface LimitedRoute {
  method: string
  url: string
  max: number
}

/** Every API route and its budget per client: its own `config.rateLimit`, else the global limit. */
function limitedRoutes(): LimitedRoute[] {
  return ctx.app.registeredRoutes.flatMap(({ method, url, rateLimit }) => {
    // HEAD answers carry no body to tell "no route" apart; HEAD shares GET's route and hooks.
    if (method === 'HEAD' || !url.startsWith('/api/') || rateLimit === false) return []
    return [{ method, url, max: rateLimit?.max ?? GLOBAL_LIMIT }]
  })
}

/** A concrete path for a route pattern: parameters and wildcards filled with plausible values. */
function concretePath(pattern: string): string {
  const wildcard = pattern.startsWith('/api/auth/') ? 'get-session' : 'index.css'
  return pattern.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000001').replace(/\*$/, wildcard)
}

/** The same path as clients may spell it: percent-encoded letters, doubled slashes, dot segments. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length)
  const letter = /[a-z]/.exec(rest)
  const encodedInRest = letter
    ? `/api/${rest.slice(0, letter.index)}%${letter[0].charCodeAt(0).toString(16).toUpperCase()}${rest.slice(letter.index + 1)}`
    : path
  return [
    path,
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    encodedInRest,
    encodedInRest.toLowerCase() === encodedInRest
      ? encodedInRest
      : encodedInRest.replace(/%[0-9A-F]{2}/, (m) => m.toLowerCase()),
    `//api/${rest}`,
    `/api//${rest}`,
    `/api/./${rest}`,
    `/./api/${rest}`,
    `/api/x/../${rest}`,
    `/api/%2e/${rest}`,
    `/api/%2E%2E/api/${rest}`,
    `${path}/`,
    `${path}?spelling=1`,
  ]
}

let ipCounter = 0
function nextClientAddress(): string {
  ipCounter++
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

interface Answer {
  status: number
  routed: boolean
}

/** A real HTTP request with the path sent exactly as written (app.inject would normalise it). */
function send(method: string, path: string, ip: string): Promise<Answer> {
  const body = ['POST', 'PUT', 'PATCH'].includes(method) ? '{}' : undefined
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...admin.headers,
          'x-forwarded-for': ip,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const status = res.statusCode ?? 0
          // A route's own 404 (a file or row not found) is answered by the same not-found text;
          // the limiter's headers show that such a request was routed and counted all the same.
          const unrouted = status === 404 && text.includes('"No route for ') && !res.headers['x-ratelimit-limit']
          resolve({ status, routed: !unrouted })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('API rate limits hold however a path is spelled', () => {
  it('lists the limited routes this test walks (the per-route budgets and the global one)', () => {
    const routes = limitedRoutes()
    const own = routes.filter((route) => route.max !== GLOBAL_LIMIT).map((route) => `${route.method} ${route.url}`)
    expect(own).toEqual(
      expect.arrayContaining([
        'POST /api/feedback',
        'POST /api/referrals/track',
        'POST /api/billing/orders',
        'POST /api/billing/crypto-transactions',
        'POST /api/payments/create-payment',
      ]),
    )
    expect(routes.length).toBeGreaterThan(50)
  })

  it('every spelling of every limited route counts against that route budget', async () => {
    const leaks: string[] = []
    for (const route of limitedRoutes()) {
      const ip = nextClientAddress()
      const forms = spellings(concretePath(route.url))
      const sent: { path: string; answer: Answer }[] = []
      // Round after round of every spelling, until the budget is spent and then every spelling
      // was tried once more (bounded: a route that routes nothing stops after a few rounds).
      let routedCount = 0
      for (let i = 0; routedCount < route.max + forms.length && i < 4 * (route.max + forms.length); i++) {
        const path = forms[i % forms.length] as string
        const answer = await send(route.method, path, ip)
        sent.push({ path, answer })
        if (answer.routed) routedCount++
      }
      const routed = sent.filter((entry) => entry.answer.routed)
      const early = routed.slice(0, route.max).filter((entry) => entry.answer.status === 429)
      const late = routed.slice(route.max).filter((entry) => entry.answer.status !== 429)
      for (const entry of [...early, ...late]) {
        leaks.push(`${route.method} ${route.url} (max ${route.max}): ${entry.path} answered ${entry.answer.status}`)
      }
      if (routed.length <= route.max) leaks.push(`${route.method} ${route.url}: only ${routed.length} requests routed`)
    }
    expect(leaks).toEqual([])
  }, 120_000)
})
