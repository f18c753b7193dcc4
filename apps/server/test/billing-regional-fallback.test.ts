/**
 * A region that has some plans priced sells the others at their US price until an operator
 * prices them: one regional price for a new region must not take that country's other plans off
 * sale (issue 30).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planByName, postForm, readCheckoutForms, sandboxMethod } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { addRegion } from './helpers/provider-catalogue.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_15_MIN: '10000', BILLING_JOB_INTERVAL_SECONDS: '0' })
  // A new region with one plan priced, as an admin who set one regional price leaves it.
  const regionId = await addRegion(ctx.database.db, {
    code: 'DE',
    name: 'Germany',
    currency: 'EUR',
    symbol: '€',
    rate: 0.92,
    prices: { 'Weekly Pro': 1799 },
  })
  const sandbox = await sandboxMethod(ctx.database.db)
  await ctx.database.db
    .insertInto('region_payment_methods')
    .values({ region_id: regionId, method_id: sandbox.id })
    .execute()
})
afterAll(() => ctx?.close())

describe('plans of a partly priced region', () => {
  it('keeps the plans without a regional price on sale at their US price', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/billing/plans?country=DE' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.region).toMatchObject({ code: 'DE', currencyCode: 'EUR' })
    expect(
      body.plans.map((p: { name: string; price: number; currencyCode: string }) => [p.name, p.price, p.currencyCode]),
    ).toEqual([
      ['Daily Pass', 499, 'USD'],
      ['Weekly Pro', 1799, 'EUR'],
      ['Monthly Premium', 4999, 'USD'],
    ])
  })

  it('sells an unpriced plan at its US price, and grants it', async () => {
    const user = await insertSignedInUser(ctx.app)
    const [plan, method] = await Promise.all([
      planByName(ctx.database.db, 'Monthly Premium'),
      sandboxMethod(ctx.database.db),
    ])
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/orders',
      headers: user.headers,
      payload: { planId: plan.id, methodId: method.id, country: 'DE' },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ amount: 4999, currency: 'USD' })
    const page = await ctx.app.inject({ method: 'GET', url: created.json().next.url })
    const forms = readCheckoutForms(page.body)
    await postForm(ctx.app, forms.action, forms.pay)
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/billing/orders/${created.json().orderId}`,
      headers: user.headers,
    })
    expect(status.json()).toMatchObject({ status: 'fulfilled', amount: 4999, currency: 'USD' })
  })
})
