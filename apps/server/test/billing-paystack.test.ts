/**
 * Buying with Paystack (and direct payment) end to end on a real database, against a local
 * server that speaks Paystack's protocol (initialize, verify, refund) and sends webhooks signed
 * with HMAC-SHA512: naira priced in kobo from the server's regional price, the callback page's
 * verify and the charge.success webhook granting once between them, forged events refused,
 * re-reads that disagree flagged, refunds revoked.
 */
import { createHmac } from 'node:crypto'
import { PAYMENT_ERRORS, PROVIDER_PAYMENT_ERRORS } from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerBalances } from '../src/shared/credit-ledger.ts'
import type { SignedInUser } from './auth-helpers.ts'
import { ledgerRows, planByName } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { LocalPaystack } from './helpers/paystack-local-server.ts'
import { addProviderMethod, addRegion, deliverTo } from './helpers/provider-catalogue.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const WEBHOOK = '/api/payments/webhooks/paystack'
let ctx: TestContext
let paystack: LocalPaystack
let card: { methodId: string; gatewayId: string }
let direct: { methodId: string; gatewayId: string }

beforeAll(async () => {
  paystack = await new LocalPaystack().start()
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_API_URL: paystack.baseUrl,
    PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
  })
  paystack.deliver = deliverTo(() => ctx.app, WEBHOOK)
  // ₦1,500.00 / ₦6,000.00 / ₦15,000.00, stored in kobo.
  await addRegion(db(), {
    code: 'NG',
    name: 'Nigeria',
    currency: 'NGN',
    symbol: '₦',
    rate: 1500,
    prices: { 'Daily Pass': 150_000, 'Weekly Pro': 600_000, 'Monthly Premium': 1_500_000 },
  })
  card = await addProviderMethod(db(), { gateway: 'Paystack', method: 'Card (Paystack)', regions: ['NG'] })
  direct = await addProviderMethod(db(), {
    gateway: 'Paystack',
    method: 'Pay once (Paystack)',
    metadata: { useDirectPayment: true },
    regions: ['NG'],
  })
})
afterAll(async () => {
  await ctx?.close()
  await paystack?.stop()
})

const db = () => ctx.database.db
const buyer = () => insertSignedInUser(ctx.app)

async function startPaystack(user: SignedInUser, planName = 'Daily Pass', methodId = card.methodId) {
  const plan = await planByName(db(), planName)
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/create-paystack-payment',
    headers: user.headers,
    payload: {
      amount: 100,
      currency: 'ngn',
      email: 'x@y.z',
      description: 'x',
      planId: plan.id,
      methodId,
      country: 'NG',
    },
  })
}

async function started(user: SignedInUser, planName = 'Daily Pass') {
  const res = await startPaystack(user, planName)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { authorizationUrl: string; reference: string; orderId: string }
}

const verify = (user: SignedInUser, reference: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/verify-paystack-payment',
    headers: user.headers,
    payload: { reference },
  })

const orderRow = (orderId: string) =>
  db().selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()

const purchaseGrants = async (userId: string) =>
  (await ledgerRows(db(), userId)).filter((r) => r.entry === 'grant' && r.reason === 'purchase')

async function settled(orderId: string) {
  for (let i = 0; i < 100; i++) {
    const busy = await db()
      .selectFrom('payment_events')
      .select('id')
      .where('order_id', '=', orderId)
      .where('status', 'in', ['received', 'processing'])
      .executeTakeFirst()
    if (!busy) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('a buyer paying with Paystack', () => {
  it('pays in naira on the hosted page and gets the plan, priced in kobo by the server', async () => {
    const user = await buyer()
    const start = await started(user)
    expect(start.reference).toMatch(/^pw_/)
    const order = await orderRow(start.orderId)
    expect(order).toMatchObject({ payment_provider: 'paystack', amount: 150_000, currency: 'NGN', status: 'pending' })
    expect(order.order_id).toBe(start.reference)
    // Paystack was asked for ₦1,500.00 = 150000 kobo, whatever the client sent.
    expect(paystack.transaction(start.reference)).toMatchObject({
      amount: 150_000,
      currency: 'NGN',
      email: user.email,
      metadata: { order_id: start.orderId },
    })

    const page = await fetch(start.authorizationUrl)
    expect(await page.text()).toContain('NGN 1500.00')
    const paid = await fetch(`${start.authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    const callback = new URL(paid.headers.get('location') ?? '')
    expect(callback.pathname).toBe('/payment/direct')
    expect(callback.searchParams.get('provider')).toBe('paystack')
    expect(callback.searchParams.get('reference')).toBe(start.reference)
    await settled(start.orderId)

    // The callback page verifies: the plan the server granted, with its expiry.
    const verified = await verify(user, start.reference)
    expect(verified.statusCode, verified.body).toBe(200)
    const body = verified.json()
    expect(body).toMatchObject({ success: true, status: 'fulfilled', planName: 'Daily Pass', credits: 20 })
    expect(Date.parse(body.expiryDate) - Date.now()).toBeGreaterThan(23 * 3600_000)
    expect(await purchaseGrants(user.id)).toHaveLength(1)
    expect(await ledgerBalances(db(), user.id)).toMatchObject({ subscription: 20 })
  })

  it('grants once when the same charge.success arrives three times', async () => {
    const user = await buyer()
    const start = await started(user, 'Weekly Pro')
    await paystack.pay(start.reference, { webhook: false })
    const delivery = paystack.signedEvent('charge.success', paystack.transactionJson(start.reference))
    const answers = []
    for (let i = 0; i < 3; i++) answers.push(await paystack.redeliver(delivery))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(answers.map((a) => JSON.parse(a.body).status)).toEqual(['processed', 'duplicate', 'duplicate'])
    expect(await purchaseGrants(user.id)).toHaveLength(1)
    const subs = await db().selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).execute()
    expect(subs).toHaveLength(1)
    expect(subs[0]?.credits_remaining).toBe(100)
  })

  it('refuses a webhook without the right x-paystack-signature and changes nothing', async () => {
    const user = await buyer()
    const start = await started(user, 'Monthly Premium')
    await paystack.pay(start.reference, { webhook: false })
    const genuine = paystack.signedEvent('charge.success', paystack.transactionJson(start.reference))
    const attempts = [
      { headers: { 'content-type': 'application/json' }, payload: genuine.body },
      {
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': createHmac('sha512', 'sk_test_not_ours').update(genuine.body).digest('hex'),
        },
        payload: genuine.body,
      },
      // Same signature, body re-serialised with a space: not the bytes Paystack signed.
      { headers: genuine.headers, payload: genuine.body.replace('"event":', '"event": ') },
    ]
    for (const attempt of attempts) {
      const res = await ctx.app.inject({ method: 'POST', url: WEBHOOK, ...attempt })
      expect(res.statusCode).toBe(400)
    }
    const events = await db()
      .selectFrom('payment_events')
      .select('id')
      .where('provider', '=', 'paystack')
      .where('order_id', '=', start.orderId)
      .execute()
    expect(events).toHaveLength(0)
    expect(await orderRow(start.orderId)).toMatchObject({ status: 'pending', flag: null })
    expect(await purchaseGrants(user.id)).toHaveLength(0)
  })

  it('grants nothing and flags the order when Paystack says the claimed charge is not paid', async () => {
    const user = await buyer()
    const start = await started(user)
    // A genuinely signed charge.success whose transaction Paystack still has as abandoned.
    const claim = await paystack.sendEvent('charge.success', {
      ...paystack.transactionJson(start.reference),
      status: 'success',
    })
    expect(claim.status).toBe(200)
    expect(await orderRow(start.orderId)).toMatchObject({ status: 'pending', flag: 'not_paid' })
    const verified = await verify(user, start.reference)
    expect(verified.json()).toMatchObject({ success: false, status: 'pending', expiryDate: null })
    expect(await purchaseGrants(user.id)).toHaveLength(0)
  })

  it('grants nothing and flags the order when Paystack was paid a different amount', async () => {
    const user = await buyer()
    const start = await started(user, 'Weekly Pro')
    // ₦6,000 read as naira instead of kobo: 6000 subunits is ₦60.
    paystack.transaction(start.reference).amount = 6000
    await paystack.pay(start.reference)
    await settled(start.orderId)
    expect(await orderRow(start.orderId)).toMatchObject({
      status: 'failed',
      failure_reason: 'amount_mismatch',
      flag: 'amount_mismatch',
    })
    const verified = await verify(user, start.reference)
    expect(verified.json()).toMatchObject({ success: false, status: 'failed' })
    expect(await purchaseGrants(user.id)).toHaveLength(0)
  })

  it('grants once when the callback verify and the webhook arrive at the same moment', async () => {
    const user = await buyer()
    const start = await started(user, 'Daily Pass')
    await paystack.pay(start.reference, { webhook: false })
    const delivery = paystack.signedEvent('charge.success', paystack.transactionJson(start.reference))
    const [verified, hook, again] = await Promise.all([
      verify(user, start.reference),
      paystack.redeliver(delivery),
      verify(user, start.reference),
    ])
    expect(hook.status).toBe(200)
    expect(verified.json()).toMatchObject({ success: true, status: 'fulfilled' })
    expect(again.json()).toMatchObject({ success: true, status: 'fulfilled' })
    await settled(start.orderId)
    expect(await purchaseGrants(user.id)).toHaveLength(1)
    expect(await ledgerBalances(db(), user.id)).toMatchObject({ subscription: 20 })
  })

  it('takes the plan back when Paystack processes a full refund', async () => {
    const user = await buyer()
    const start = await started(user, 'Weekly Pro')
    await paystack.pay(start.reference)
    await settled(start.orderId)
    expect((await verify(user, start.reference)).json()).toMatchObject({ success: true })
    await paystack.refund(start.reference)
    await settled(start.orderId)
    expect(await orderRow(start.orderId)).toMatchObject({ status: 'refunded', revoke_reason: 'refund' })
    const revokes = (await ledgerRows(db(), user.id)).filter((r) => r.entry === 'revoke')
    expect(revokes).toMatchObject([{ reason: 'payment_refund', amount: -100 }])
    const sub = await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: user.headers })
    expect(sub.json().subscription).toMatchObject({ status: 'expired', creditsRemaining: 0 })
    // A late verify does not bring it back.
    expect((await verify(user, start.reference)).json()).toMatchObject({ success: false, status: 'refunded' })
  })

  it("answers 404 for another buyer's reference or an unknown one", async () => {
    const owner = await buyer()
    const stranger = await buyer()
    const start = await started(owner)
    expect((await verify(stranger, start.reference)).statusCode).toBe(404)
    const unknown = await verify(owner, 'pw_unknown')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toBe(PAYMENT_ERRORS.orderNotFound)
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify-paystack-payment',
      payload: { reference: start.reference },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error).toBe('Authentication required')
  })

  it("says 'Failed to create Paystack payment' when Paystack refuses, and the banner sentence on a timeout", async () => {
    const user = await buyer()
    paystack.failNext('/transaction/initialize', 400, { status: false, message: 'Invalid key' })
    const refused = await startPaystack(user)
    expect(refused.statusCode).toBe(502)
    expect(refused.json().error).toBe(PROVIDER_PAYMENT_ERRORS.paystackFailed)
    paystack.failNext('/transaction/initialize', 200, { status: true }, 2500)
    const slow = await startPaystack(user)
    expect(slow.statusCode).toBe(502)
    expect(slow.json().error).toBe(PAYMENT_ERRORS.timeout)
  })
})

describe('direct payment', () => {
  it('answers a checkoutUrl for a direct-payment method and pays through the same verification', async () => {
    const user = await buyer()
    const plan = await planByName(db(), 'Monthly Premium')
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-direct-payment',
      headers: user.headers,
      payload: { amount: 1, currency: 'ngn', planId: plan.id, methodId: direct.methodId, country: 'NG' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const { checkoutUrl, orderId } = res.json()
    const order = await orderRow(orderId)
    expect(order).toMatchObject({ amount: 1_500_000, currency: 'NGN', payment_provider: 'paystack' })
    expect(checkoutUrl).toBe(`${paystack.baseUrl}/checkout/${paystack.transaction(order.order_id).accessCode}`)
    await paystack.pay(order.order_id)
    await settled(orderId)
    expect((await verify(user, order.order_id)).json()).toMatchObject({ success: true, credits: 500 })

    // Through the product's own order call the same method continues in this tab.
    const viaOrders = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/orders',
      headers: user.headers,
      payload: { planId: plan.id, methodId: direct.methodId, country: 'NG' },
    })
    expect(viaOrders.json().next.kind).toBe('redirect')
  })

  it('refuses a method that is not a direct-payment method', async () => {
    const user = await buyer()
    const plan = await planByName(db(), 'Daily Pass')
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-direct-payment',
      headers: user.headers,
      payload: { planId: plan.id, methodId: card.methodId, country: 'NG' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(PAYMENT_ERRORS.invalidMethod)
  })
})
