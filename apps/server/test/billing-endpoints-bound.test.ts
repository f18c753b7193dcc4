/**
 * The web client calls the billing API through the contract's endpoints (method, path, body and
 * answer types); this holds the server to the same table: every bound endpoint is a route with
 * that method and path, and every billing/payment route a buyer calls is bound.
 */
import { BILLING_ENDPOINTS, START_PAYMENT_ENDPOINTS } from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ BILLING_JOB_INTERVAL_SECONDS: '0' })
})
afterAll(async () => ctx?.close())

const bound = [...Object.values(BILLING_ENDPOINTS), ...Object.values(START_PAYMENT_ENDPOINTS)]

describe('billing endpoints bound in the contract', () => {
  it('are each a route of the server with the same method and path', () => {
    const routes = new Set(ctx.app.registeredRoutes.map((r) => `${r.method} ${r.url}`))
    for (const endpoint of bound)
      expect(routes, `${endpoint.method} ${endpoint.path}`).toContain(`${endpoint.method} ${endpoint.path}`)
  })

  it('cover every buyer-facing billing and payment route (webhooks and the sandbox page are the providers\u2019)', () => {
    const buyerRoutes = ctx.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD' && /^\/api\/(billing|payments)\//.test(r.url))
      .filter((r) => !r.url.startsWith('/api/payments/webhooks/') && !r.url.startsWith('/api/payments/sandbox/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort()
    expect(buyerRoutes).toEqual(bound.map((e) => `${e.method} ${e.path}`).sort())
  })
})
