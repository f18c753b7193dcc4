/**
 * Buying a plan with the built-in sandbox gateway, end to end over HTTP on a real database:
 * regional plans and methods, the order's server price, the TEST MODE page, Pay / Decline as
 * signed events through the event store and fulfilOrder, and every way of cheating it.
 */
import { randomUUID } from 'node:crypto'
import { PAYMENT_ERRORS } from '@pitchwise/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SandboxGateway } from '../src/features/billing/gateways/sandbox.ts'
import { retryEvents } from '../src/features/billing/payment-events.ts'
import type { SignedInUser } from './auth-helpers.ts'
import {
  ledgerRows,
  planByName,
  postForm,
  readCheckoutForms,
  sandboxMethod,
  startSandboxOrder,
} from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
let alice: SignedInUser
let bob: SignedInUser

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_15_MIN: '10000', BILLING_JOB_INTERVAL_SECONDS: '0' })
  alice = await insertSignedInUser(ctx.app)
  bob = await insertSignedInUser(ctx.app)
})
afterAll(() => ctx.close())

const db = () => ctx.database.db
const purchaseGrants = async (userId: string) =>
  (await ledgerRows(db(), userId)).filter((r) => r.entry === 'grant' && r.reason === 'purchase')

describe('a signed-in user buying with the sandbox', () => {
  it('sees the US plans at the server price, cheapest first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/billing/plans' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ country: 'US', region: { code: 'US', currencyCode: 'USD' }, fallback: false })
    expect(body.plans.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
      ['Daily Pass', 499],
      ['Weekly Pro', 1999],
      ['Monthly Premium', 4999],
    ])
    expect(body.plans[2]).toMatchObject({ credits: 500, durationDays: 30, isPopular: true, currencyExponent: 2 })
  })

  it('is offered the sandbox method, grouped under its gateway (crypto hidden without wallets)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/billing/payment-methods' })
    const { categories } = res.json()
    expect(categories).toHaveLength(1)
    expect(categories[0]).toMatchObject({ name: 'Sandbox', methods: [{ name: 'Sandbox test card', kind: 'checkout' }] })
  })

  it('pays on the TEST MODE page and gets the plan; the amount sent by the client is ignored', async () => {
    const [plan, method] = await Promise.all([planByName(db(), 'Daily Pass'), sandboxMethod(db())])
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/orders',
      headers: alice.headers,
      payload: { planId: plan.id, methodId: method.id, amount: 1, price: 1, currency: 'jpy' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const order = created.json()
    expect(order).toMatchObject({ status: 'pending', amount: 499, currency: 'USD', next: { kind: 'redirect' } })
    const stored = await db()
      .selectFrom('payment_orders')
      .selectAll()
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      amount: 499,
      currency: 'USD',
      plan_name: 'Daily Pass',
      credits: 20,
      payment_provider: 'sandbox',
    })

    const page = await ctx.app.inject({ method: 'GET', url: order.next.url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('TEST MODE')
    expect(page.body).toContain('Daily Pass')
    expect(page.body).toContain('4.99 USD')
    expect(page.body).not.toContain('<script')

    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/billing/orders/${order.orderId}`,
      headers: alice.headers,
    })
    expect(before.json()).toMatchObject({ status: 'pending', subscription: null })

    const forms = readCheckoutForms(page.body)
    const paid = await postForm(ctx.app, forms.action, forms.pay)
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/payment/success?order=${order.orderId}`)

    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/billing/orders/${order.orderId}`,
      headers: alice.headers,
    })
    expect(status.json()).toMatchObject({
      status: 'fulfilled',
      planName: 'Daily Pass',
      credits: 20,
      subscription: { planName: 'Daily Pass', status: 'active', creditsRemaining: 20 },
    })
    const byReference = await ctx.app.inject({
      method: 'GET',
      url: `/api/billing/orders/${stored.order_id}`,
      headers: alice.headers,
    })
    expect(byReference.json()).toMatchObject({ id: order.orderId, reference: stored.order_id, status: 'fulfilled' })
    const endsAt = Date.parse(status.json().subscription.endsAt)
    expect(endsAt - Date.now()).toBeGreaterThan(23.9 * 3600_000)
    expect(endsAt - Date.now()).toBeLessThanOrEqual(24 * 3600_000)

    const sub = await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: alice.headers })
    expect(sub.json()).toMatchObject({
      subscription: { planName: 'Daily Pass', status: 'active', creditsRemaining: 20 },
      freeCredits: 10,
    })
    expect(await purchaseGrants(alice.id)).toHaveLength(1)
  })

  it('grants once when the same sandbox event arrives three times', async () => {
    const { order, forms } = await startSandboxOrder(ctx.app, db(), bob.headers, 'Weekly Pro')
    const answers = []
    for (let i = 0; i < 3; i++) answers.push(await postForm(ctx.app, forms.action, forms.pay))
    expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 303])
    const json = await ctx.app.inject({
      method: 'POST',
      url: forms.action,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: forms.pay,
    })
    expect(json.statusCode).toBe(303)
    const grants = await purchaseGrants(bob.id)
    expect(grants).toHaveLength(1)
    expect(grants[0]).toMatchObject({ amount: 100, order_id: order.orderId })
    const subs = await db().selectFrom('subscriptions').selectAll().where('user_id', '=', bob.id).execute()
    expect(subs).toHaveLength(1)
    expect(subs[0]?.credits_remaining).toBe(100)
    const events = await db().selectFrom('payment_events').selectAll().where('order_id', '=', order.orderId).execute()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ status: 'processed', outcome: 'fulfilled', attempts: 1 })
  })

  it('pays from a browser that attaches its session cookie and sends Origin: null (the page is no-referrer)', async () => {
    const { order, forms } = await startSandboxOrder(ctx.app, db(), alice.headers, 'Daily Pass')
    const browserPost = (payload: string, origin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: forms.action,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: 'better-auth.session_token=whatever-the-browser-holds',
          origin,
        },
        payload,
      })
    const paid = await browserPost(forms.pay, 'null')
    expect(paid.statusCode, paid.body).toBe(303)
    expect(paid.headers.location).toBe(`/payment/success?order=${order.orderId}`)
    // The webhook is exempt because its signature, not the cookie, authorises it: cookie writes
    // elsewhere from the same "null" origin are still refused.
    const feedback = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: 'better-auth.session_token=x', origin: 'null', 'content-type': 'application/json' },
      payload: { type: 'other', message: 'hello' },
    })
    expect(feedback.statusCode).toBe(403)
  })

  it('extends a live plan from its current end and adds the credits when buying again', async () => {
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: bob.headers })
    ).json()
    const { forms } = await startSandboxOrder(ctx.app, db(), bob.headers, 'Daily Pass')
    await postForm(ctx.app, forms.action, forms.pay)
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: bob.headers })
    ).json()
    expect(after.subscription.id).toBe(before.subscription.id)
    expect(after.subscription.creditsRemaining).toBe(before.subscription.creditsRemaining + 20)
    expect(Date.parse(after.subscription.endsAt) - Date.parse(before.subscription.endsAt)).toBe(24 * 3600_000)
    expect(after.subscription.planName).toBe('Daily Pass')
    expect(await purchaseGrants(bob.id)).toHaveLength(2)
  })

  it('refuses a tampered or unsigned event and changes nothing', async () => {
    const user = await insertSignedInUser(ctx.app)
    const { order, forms } = await startSandboxOrder(ctx.app, db(), user.headers, 'Monthly Premium')
    const form = new URLSearchParams(forms.pay)
    const cheaper = JSON.parse(form.get('payload') ?? '{}')
    cheaper.amount = 1
    form.set('payload', JSON.stringify(cheaper))
    const tampered = await postForm(ctx.app, forms.action, form.toString())
    expect(tampered.statusCode).toBe(400)
    expect(tampered.json()).toEqual({ error: 'Invalid webhook signature', code: 'BAD_REQUEST' })

    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: forms.action,
      payload: { id: 'evt_forged', type: 'checkout.completed', orderId: order.orderId, amount: 4999, currency: 'USD' },
    })
    expect(unsigned.statusCode).toBe(400)
    const forgedKey = new SandboxGateway('a-different-secret-a-different-secret-0123')
    const otherKey = forgedKey.signedEvent({ id: order.orderId, amount: 4999, currency: 'USD' }, 'paid')
    const wrongSecret = await ctx.app.inject({
      method: 'POST',
      url: forms.action,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': otherKey.signature },
      payload: otherKey.payload,
    })
    expect(wrongSecret.statusCode).toBe(400)

    const events = await db().selectFrom('payment_events').select('id').where('order_id', '=', order.orderId).execute()
    expect(events).toHaveLength(0)
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/billing/orders/${order.orderId}`,
      headers: user.headers,
    })
    expect(status.json()).toMatchObject({ status: 'pending', subscription: null })
    expect(await ledgerRows(db(), user.id)).toHaveLength(1) // the sign-up grant only
  })

  it('accepts a correctly signed JSON event from an API caller', async () => {
    const user = await insertSignedInUser(ctx.app)
    const { order } = await startSandboxOrder(ctx.app, db(), user.headers, 'Daily Pass')
    const event = new SandboxGateway(ctx.config.AUTH_SECRET).signedEvent(
      { id: order.orderId, amount: 499, currency: 'USD' },
      'paid',
    )
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': event.signature },
      payload: event.payload,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ received: true, status: 'processed' })
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': event.signature },
      payload: event.payload,
    })
    expect(again.json()).toEqual({ received: true, status: 'duplicate' })
  })

  it('declines: cancel page, order cancelled, nothing granted, a later Pay on it grants nothing', async () => {
    const user = await insertSignedInUser(ctx.app)
    const { order, forms } = await startSandboxOrder(ctx.app, db(), user.headers)
    const declined = await postForm(ctx.app, forms.action, forms.decline)
    expect(declined.statusCode).toBe(303)
    expect(declined.headers.location).toBe(`/payment/cancel?order=${order.orderId}`)
    const paidAfter = await postForm(ctx.app, forms.action, forms.pay)
    expect(paidAfter.statusCode).toBe(303)
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/billing/orders/${order.orderId}`,
      headers: user.headers,
    })
    expect(status.json()).toMatchObject({ status: 'cancelled', subscription: null })
    expect(await purchaseGrants(user.id)).toHaveLength(0)
    const sub = await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: user.headers })
    expect(sub.json()).toEqual({ subscription: null, freeCredits: 10 })
  })

  it('processes a stored event whose first attempt failed or got stuck, once', async () => {
    const user = await insertSignedInUser(ctx.app)
    const { order } = await startSandboxOrder(ctx.app, db(), user.headers)
    const event = new SandboxGateway(ctx.config.AUTH_SECRET).signedEvent(
      { id: order.orderId, amount: 499, currency: 'USD' },
      'paid',
    )
    // As if the server had crashed mid-processing ten minutes ago.
    await db()
      .insertInto('payment_events')
      .values({
        provider: 'sandbox',
        event_key: JSON.parse(event.payload).id,
        event_type: 'checkout.completed',
        order_id: order.orderId,
        raw_body: JSON.stringify(event),
        status: 'processing',
        attempts: 1,
        updated_at: sql`now() - interval '10 minutes'`,
        received_at: sql`now() - interval '10 minutes'`,
      })
      .execute()
    const deps = { db: db(), registry: ctx.app.billing.registry }
    expect(await retryEvents(deps)).toMatchObject({ processed: 1 })
    expect(await retryEvents(deps)).toMatchObject({ retried: 0 })
    const stored = await db().selectFrom('payment_events').selectAll().where('order_id', '=', order.orderId).execute()
    expect(stored[0]).toMatchObject({ status: 'processed', attempts: 2, outcome: 'fulfilled' })
    expect(await purchaseGrants(user.id)).toHaveLength(1)
  })
})

describe('bad input changes nothing', () => {
  it('answers clear errors for unknown plans and methods, other regions and other users', async () => {
    const user = await insertSignedInUser(ctx.app)
    const [plan, method] = await Promise.all([planByName(db(), 'Daily Pass'), sandboxMethod(db())])
    const order = (payload: Record<string, unknown>, headers: Record<string, string> = user.headers) =>
      ctx.app.inject({ method: 'POST', url: '/api/billing/orders', headers, payload })

    const unknownPlan = await order({ planId: randomUUID(), methodId: method.id })
    expect(unknownPlan.json()).toEqual({ error: PAYMENT_ERRORS.invalidPlan, code: 'BAD_REQUEST' })
    const unknownMethod = await order({ planId: plan.id, methodId: randomUUID() })
    expect(unknownMethod.json()).toEqual({ error: PAYMENT_ERRORS.invalidMethod, code: 'BAD_REQUEST' })
    const wrongCategory = await order({ planId: plan.id, methodId: method.id, categoryId: randomUUID() })
    expect(wrongCategory.json()).toEqual({ error: PAYMENT_ERRORS.invalidMethod, code: 'BAD_REQUEST' })

    // A Nigerian region with its own plan and method.
    const ng = await db()
      .insertInto('regions')
      .values({ code: 'NG', name: 'Nigeria', currency_code: 'NGN', currency_symbol: '₦', exchange_rate: 1500 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const ngPlan = await db()
      .insertInto('subscription_plans')
      .values({ name: 'Naija Weekly', credits: 50, duration_days: 7, price_usd: 999 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('regional_prices')
      .values({ plan_id: ngPlan.id, region_id: ng.id, price: 1_500_000 })
      .execute()
    await db().insertInto('regional_prices').values({ plan_id: plan.id, region_id: ng.id, price: 750_000 }).execute()
    const ngMethod = await db()
      .insertInto('payment_methods')
      .values({ gateway_id: method.gateway_id, name: 'Sandbox NG card', icon: 'credit-card', metadata: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db().insertInto('region_payment_methods').values({ region_id: ng.id, method_id: ngMethod.id }).execute()

    const otherRegionPlan = await order({ planId: ngPlan.id, methodId: method.id })
    expect(otherRegionPlan.json()).toEqual({ error: PAYMENT_ERRORS.planNotInRegion, code: 'BAD_REQUEST' })
    const otherRegionMethod = await order({ planId: plan.id, methodId: ngMethod.id })
    expect(otherRegionMethod.json()).toEqual({ error: PAYMENT_ERRORS.methodNotInRegion, code: 'BAD_REQUEST' })

    // The development override prices the same plan for Nigeria in kobo.
    const ngPlans = (await ctx.app.inject({ method: 'GET', url: '/api/billing/plans?country=ng' })).json()
    expect(ngPlans.region).toMatchObject({ code: 'NG', currencyCode: 'NGN' })
    // Plans not priced for Nigeria yet stay on sale there at their US price, in dollars.
    expect(
      ngPlans.plans.map((p: { name: string; price: number; currencyCode: string }) => [
        p.name,
        p.price,
        p.currencyCode,
      ]),
    ).toEqual([
      ['Daily Pass', 750_000, 'NGN'],
      ['Weekly Pro', 1999, 'USD'],
      ['Monthly Premium', 4999, 'USD'],
      ['Naija Weekly', 1_500_000, 'NGN'],
    ])
    const ngOrder = await order({ planId: plan.id, methodId: ngMethod.id, country: 'NG', amount: 100 })
    expect(ngOrder.json()).toMatchObject({ amount: 750_000, currency: 'NGN' })

    const anonymous = await order({ planId: plan.id, methodId: method.id }, {})
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error).toBe(PAYMENT_ERRORS.notAuthenticated)

    const mine = await order({ planId: plan.id, methodId: method.id })
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/billing/orders/${mine.json().orderId}`,
      headers: alice.headers,
    })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json()).toEqual({ error: PAYMENT_ERRORS.orderNotFound, code: 'NOT_FOUND' })
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/billing/orders/not-an-id', headers: user.headers })).statusCode,
    ).toBe(404)

    const orders = await db()
      .selectFrom('payment_orders')
      .select(['amount', 'currency'])
      .where('user_id', '=', user.id)
      .execute()
    expect(orders).toHaveLength(2) // the NG order and the last one; refused requests made none
    expect(await purchaseGrants(user.id)).toHaveLength(0)
  })

  it('ignores proxy headers when no proxy is trusted', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/plans',
      headers: { 'x-forwarded-for': '41.58.0.1', 'cf-ipcountry': 'NG' },
    })
    expect(res.json()).toMatchObject({ country: 'US', region: { code: 'US' } })
  })

  it("shows the buyer's e-mail on the TEST MODE page to the buyer only, not to anyone with the order id (issue 30)", async () => {
    const { order } = await startSandboxOrder(ctx.app, db(), alice.headers, 'Daily Pass')
    const pageFor = async (headers: Record<string, string>) => {
      const page = await ctx.app.inject({
        method: 'GET',
        url: order.next.url,
        headers: { accept: 'text/html', ...headers },
      })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Sandbox checkout')
      return page.body
    }
    expect(await pageFor({})).not.toContain(alice.email)
    expect(await pageFor(bob.headers)).not.toContain(alice.email)
    expect(await pageFor({ 'x-visitor-id': `visitor-${randomUUID()}` })).not.toContain(alice.email)
    expect(await pageFor(alice.headers)).toContain(alice.email)
  })

  it('answers 404 for the checkout page of an unknown order: a page for a browser, { error, code } otherwise', async () => {
    const url = `/api/payments/sandbox/checkout/${randomUUID()}`
    const page = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } })
    expect(page.statusCode).toBe(404)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Checkout not found')
    // Found by the fuzz suite: API clients got the HTML page where the description promises JSON.
    const api = await ctx.app.inject({ method: 'GET', url })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({ error: 'No such sandbox order', code: 'NOT_FOUND' })
  })
})
