/**
 * Buying with PayPal end to end on a real database, against a local server that speaks PayPal's
 * protocol (OAuth, Orders v2, captures, refunds, verify-webhook-signature) and sends its signed
 * webhooks back: the server's price in PayPal's decimal strings (yen without decimals), capture
 * on the server only, one grant however the redirect and the webhooks race or repeat, forged
 * events refused, re-reads that disagree flagged, refunds and reversals revoked, and the
 * buyer's messages for PayPal's rate limit, timeouts and network failures.
 */
import { PAYMENT_ERRORS, PROVIDER_PAYMENT_ERRORS } from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decimalToMinor, minorToDecimal } from '../src/features/billing/gateways/decimal-amount.ts'
import { ledgerBalances } from '../src/shared/credit-ledger.ts'
import type { SignedInUser } from './auth-helpers.ts'
import { ledgerRows, planByName } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { LocalPayPal } from './helpers/paypal-local-server.ts'
import { addProviderMethod, addRegion, deliverTo } from './helpers/provider-catalogue.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const WEBHOOK = '/api/payments/webhooks/paypal'
let ctx: TestContext
let paypal: LocalPayPal
let method: { methodId: string; gatewayId: string }

beforeAll(async () => {
  paypal = await new LocalPayPal().start()
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_URL: paypal.baseUrl,
    PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
  })
  paypal.deliver = deliverTo(() => ctx.app, WEBHOOK)
  await addRegion(db(), {
    code: 'JP',
    name: 'Japan',
    currency: 'JPY',
    symbol: '¥',
    rate: 150,
    prices: { 'Daily Pass': 750, 'Weekly Pro': 2980 },
  })
  method = await addProviderMethod(db(), { gateway: 'PayPal', method: 'PayPal', icon: 'paypal', regions: ['US', 'JP'] })
})
afterAll(async () => {
  await ctx?.close()
  await paypal?.stop()
})

const db = () => ctx.database.db

async function buyer(): Promise<SignedInUser> {
  return insertSignedInUser(ctx.app)
}

/** POST /api/payments/create-paypal-payment as the spec's client sends it (its amount is ignored). */
async function startPayPal(user: SignedInUser, planName = 'Daily Pass', country?: string) {
  const plan = await planByName(db(), planName)
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/create-paypal-payment',
    headers: user.headers,
    payload: {
      amount: 1,
      currency: 'usd',
      description: 'cheap',
      email: 'someone@else.example',
      planId: plan.id,
      methodId: method.methodId,
      categoryId: method.gatewayId,
      ...(country ? { country } : {}),
    },
  })
  return res
}

async function started(user: SignedInUser, planName = 'Daily Pass', country?: string) {
  const res = await startPayPal(user, planName, country)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { approvalUrl: string; paymentId: string; orderId: string }
}

const orderStatus = async (user: SignedInUser, orderId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/billing/orders/${orderId}`, headers: user.headers })).json()

const purchaseGrants = async (userId: string) =>
  (await ledgerRows(db(), userId)).filter((r) => r.entry === 'grant' && r.reason === 'purchase')

const orderRow = (orderId: string) =>
  db().selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()

/** Waits for work the webhook route may have left running in the background (never a timing assertion). */
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

describe('a buyer paying with PayPal', () => {
  it('approves on PayPal and gets the plan: the server prices, captures and grants once', async () => {
    const user = await buyer()
    const start = await started(user)
    const order = await orderRow(start.orderId)
    expect(order).toMatchObject({ payment_provider: 'paypal', amount: 499, currency: 'USD', status: 'pending' })
    expect(order.provider_reference).toBe(start.paymentId)
    expect(start.approvalUrl).toBe(`${paypal.baseUrl}/checkoutnow?token=${start.paymentId}`)
    // PayPal was asked for the server's price, not the client's 1 cent.
    const atPayPal = paypal.orders.get(start.paymentId)
    expect(atPayPal?.unit).toMatchObject({
      custom_id: start.orderId,
      invoice_id: order.order_id,
      amount: { currency_code: 'USD', value: '4.99' },
      description: 'Daily Pass - 20 credits',
    })

    // The buyer's browser on PayPal's page: it shows the amount; Approve sends them back to /payment/direct.
    const page = await fetch(start.approvalUrl)
    expect(await page.text()).toContain('4.99 USD')
    const approved = await fetch(`${paypal.baseUrl}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: start.paymentId }).toString(),
      redirect: 'manual',
    })
    expect(approved.status).toBe(303)
    const back = new URL(approved.headers.get('location') ?? '')
    expect(back.pathname).toBe('/payment/direct')
    expect(back.searchParams.get('reference')).toBe(start.orderId)
    expect(back.searchParams.get('provider')).toBe('paypal')
    await settled(start.orderId)

    expect(await orderStatus(user, start.orderId)).toMatchObject({
      status: 'fulfilled',
      planName: 'Daily Pass',
      subscription: { planName: 'Daily Pass', status: 'active', creditsRemaining: 20 },
    })
    expect(await purchaseGrants(user.id)).toHaveLength(1)
    // One capture at PayPal, made by the server with our order id as its idempotency key.
    expect(paypal.orders.get(start.paymentId)?.captures).toHaveLength(1)
    const captureCalls = paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${start.paymentId}/capture`)
    expect(captureCalls.length).toBeGreaterThanOrEqual(1)
    for (const call of captureCalls) expect(call.headers['paypal-request-id']).toBe(start.orderId)
    const events = await db()
      .selectFrom('payment_events')
      .select(['event_type', 'status', 'outcome'])
      .where('order_id', '=', start.orderId)
      .orderBy('received_at')
      .execute()
    expect(events.map((e) => e.event_type).sort()).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED'])
    expect(events.every((e) => e.status === 'processed')).toBe(true)
    expect(await ledgerBalances(db(), user.id)).toMatchObject({ subscription: 20 })
  })

  it('grants once when the same capture webhook arrives three times', async () => {
    const user = await buyer()
    const start = await started(user, 'Weekly Pro')
    paypal.autoWebhooks = false
    try {
      await paypal.approve(start.paymentId)
      // The buyer came back: the result page's poll reconciles (captures) without any webhook.
      expect(await orderStatus(user, start.orderId)).toMatchObject({ status: 'fulfilled' })
    } finally {
      paypal.autoWebhooks = true
    }
    const capture = paypal.orders.get(start.paymentId)?.captures[0]
    expect(capture).toBeDefined()
    const delivery = paypal.signedEvent('PAYMENT.CAPTURE.COMPLETED', { ...capture, status: 'COMPLETED' })
    const answers = []
    for (let i = 0; i < 3; i++) answers.push(await paypal.redeliver(delivery))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(answers.map((a) => JSON.parse(a.body).status)).toEqual(['processed', 'duplicate', 'duplicate'])
    expect(await purchaseGrants(user.id)).toHaveLength(1)
    const subs = await db().selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).execute()
    expect(subs).toHaveLength(1)
    expect(subs[0]?.credits_remaining).toBe(100)
  })

  it('refuses a webhook PayPal did not sign (or that was altered) and changes nothing', async () => {
    const user = await buyer()
    const start = await started(user, 'Monthly Premium')
    paypal.autoWebhooks = false
    try {
      await paypal.approve(start.paymentId)
    } finally {
      paypal.autoWebhooks = true
    }
    const genuine = paypal.signedEvent('CHECKOUT.ORDER.APPROVED', { id: start.paymentId, status: 'APPROVED' })
    const altered = genuine.body.replace('"APPROVED"}', '"COMPLETED"}')
    expect(altered).not.toBe(genuine.body)
    const tampered = await ctx.app.inject({ method: 'POST', url: WEBHOOK, headers: genuine.headers, payload: altered })
    expect(tampered.statusCode).toBe(400)
    expect(tampered.json()).toEqual({ error: 'Invalid webhook signature', code: 'BAD_REQUEST' })
    const { 'paypal-transmission-sig': _sig, ...unsignedHeaders } = genuine.headers
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: unsignedHeaders,
      payload: genuine.body,
    })
    expect(unsigned.statusCode).toBe(400)

    expect(
      await db()
        .selectFrom('payment_events')
        .select('id')
        .where('event_key', '=', genuine.event.id as string)
        .execute(),
    ).toHaveLength(0)
    const order = await orderRow(start.orderId)
    expect(order).toMatchObject({ status: 'pending', flag: null })
    expect(paypal.orders.get(start.paymentId)?.captures).toHaveLength(0)
    expect(await purchaseGrants(user.id)).toHaveLength(0)
  })

  it('grants nothing and flags the order when PayPal does not confirm the payment the event claims', async () => {
    const user = await buyer()
    const start = await started(user)
    paypal.autoWebhooks = false
    paypal.nextCaptureStatus = 'PENDING'
    try {
      await paypal.approve(start.paymentId)
      // The return poll captures; PayPal holds the money (PENDING): nothing granted yet.
      expect(await orderStatus(user, start.orderId)).toMatchObject({ status: 'pending', subscription: null })
    } finally {
      paypal.autoWebhooks = true
    }
    const capture = paypal.orders.get(start.paymentId)?.captures[0]
    // A (genuinely signed) event saying COMPLETED, but PayPal's own record says PENDING.
    const claim = await paypal.sendEvent('PAYMENT.CAPTURE.COMPLETED', { ...capture, status: 'COMPLETED' })
    expect(claim.status).toBe(200)
    const order = await orderRow(start.orderId)
    expect(order).toMatchObject({ status: 'pending', flag: 'not_paid' })
    expect(await purchaseGrants(user.id)).toHaveLength(0)
  })

  it('grants nothing and flags the order when PayPal captured a different amount', async () => {
    const user = await buyer()
    const start = await started(user, 'Weekly Pro')
    paypal.nextCaptureAmount = { currency_code: 'USD', value: '0.99' }
    await paypal.approve(start.paymentId)
    await settled(start.orderId)
    const order = await orderRow(start.orderId)
    expect(order).toMatchObject({ status: 'failed', failure_reason: 'amount_mismatch', flag: 'amount_mismatch' })
    expect(await purchaseGrants(user.id)).toHaveLength(0)
  })

  it('grants once when the return page and the webhook capture at the same moment', async () => {
    const user = await buyer()
    const start = await started(user, 'Daily Pass')
    paypal.autoWebhooks = false
    const approvedEvent = paypal.signedEvent('CHECKOUT.ORDER.APPROVED', { id: start.paymentId, status: 'APPROVED' })
    try {
      await paypal.approve(start.paymentId)
      const [page, hook] = await Promise.all([orderStatus(user, start.orderId), paypal.redeliver(approvedEvent)])
      expect(hook.status).toBe(200)
      expect(['pending', 'fulfilled']).toContain(page.status)
    } finally {
      paypal.autoWebhooks = true
    }
    await settled(start.orderId)
    expect(await orderStatus(user, start.orderId)).toMatchObject({ status: 'fulfilled' })
    expect(await purchaseGrants(user.id)).toHaveLength(1)
    // Both captured with the same PayPal-Request-Id: PayPal made one capture.
    expect(paypal.orders.get(start.paymentId)?.captures).toHaveLength(1)
  })

  it('takes the plan back when PayPal reports the capture refunded, once however often it says so', async () => {
    const user = await buyer()
    const start = await started(user, 'Weekly Pro')
    await paypal.approve(start.paymentId)
    await settled(start.orderId)
    expect(await orderStatus(user, start.orderId)).toMatchObject({ status: 'fulfilled' })
    const capture = paypal.orders.get(start.paymentId)?.captures[0]
    await paypal.settleBack(capture?.id ?? '', 'REFUNDED')
    await paypal.settleBack(capture?.id ?? '', 'REFUNDED')
    await settled(start.orderId)

    const order = await orderRow(start.orderId)
    expect(order).toMatchObject({ status: 'refunded', revoke_reason: 'refund' })
    const revokes = (await ledgerRows(db(), user.id)).filter((r) => r.entry === 'revoke')
    expect(revokes).toHaveLength(1)
    expect(revokes[0]).toMatchObject({ reason: 'payment_refund', amount: -100 })
    const sub = await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: user.headers })
    expect(sub.json().subscription).toMatchObject({ status: 'expired', creditsRemaining: 0 })
    expect(await ledgerBalances(db(), user.id)).toMatchObject({ subscription: 0 })
  })

  it('takes the plan back as a lost dispute when the bank reverses the capture', async () => {
    const user = await buyer()
    const start = await started(user, 'Daily Pass')
    await paypal.approve(start.paymentId)
    await settled(start.orderId)
    const capture = paypal.orders.get(start.paymentId)?.captures[0]
    await paypal.settleBack(capture?.id ?? '', 'REVERSED')
    await settled(start.orderId)
    expect(await orderRow(start.orderId)).toMatchObject({ status: 'refunded', revoke_reason: 'dispute_lost' })
    const revokes = (await ledgerRows(db(), user.id)).filter((r) => r.entry === 'revoke')
    expect(revokes).toMatchObject([{ reason: 'chargeback', amount: -20 }])
  })

  it('charges yen without decimals (JPY has no minor unit)', async () => {
    const user = await buyer()
    const start = await started(user, 'Daily Pass', 'JP')
    expect(await orderRow(start.orderId)).toMatchObject({ amount: 750, currency: 'JPY' })
    expect(paypal.orders.get(start.paymentId)?.unit.amount).toEqual({ currency_code: 'JPY', value: '750' })
    await paypal.approve(start.paymentId)
    await settled(start.orderId)
    expect(await orderStatus(user, start.orderId)).toMatchObject({
      status: 'fulfilled',
      amount: 750,
      currency: 'JPY',
      currencyExponent: 0,
    })
    expect(paypal.orders.get(start.paymentId)?.captures[0]?.amount).toEqual({ currency_code: 'JPY', value: '750' })
  })
})

describe('when PayPal cannot be reached or refuses', () => {
  it("answers PayPal's HTTP 429 with the spec's rate-limit sentence and no order left pending", async () => {
    const user = await buyer()
    paypal.failNext('/v2/checkout/orders', 429)
    const res = await startPayPal(user)
    expect(res.statusCode).toBe(429)
    expect(res.json().error).toBe('Too many payment attempts. Please wait a moment before trying again.')
    const orders = await db().selectFrom('payment_orders').select('status').where('user_id', '=', user.id).execute()
    expect(orders).toEqual([{ status: 'failed' }])
  })

  it('says the request took too long when PayPal does not answer in time', async () => {
    const user = await buyer()
    paypal.failNext('/v2/checkout/orders', 200, {}, 2500)
    const res = await startPayPal(user)
    expect(res.statusCode).toBe(502)
    expect(res.json().error).toBe(PAYMENT_ERRORS.timeout)
  })

  it('says the payment service is unreachable when the connection drops', async () => {
    const user = await buyer()
    paypal.failNext('/v2/checkout/orders', 0)
    const res = await startPayPal(user)
    expect(res.statusCode).toBe(502)
    expect(res.json().error).toBe(PAYMENT_ERRORS.network)
  })

  it("says 'No approval URL returned from PayPal' when PayPal's answer has none", async () => {
    const user = await buyer()
    paypal.failNext('/v2/checkout/orders', 200, { id: 'NOAPPROVAL', status: 'CREATED', links: [] })
    const res = await startPayPal(user)
    expect(res.statusCode).toBe(502)
    expect(res.json().error).toBe(PROVIDER_PAYMENT_ERRORS.noApprovalUrl)
  })

  it('refuses a method of another gateway on the PayPal call', async () => {
    const user = await buyer()
    const plan = await planByName(db(), 'Daily Pass')
    const sandbox = await db()
      .selectFrom('payment_methods')
      .select('id')
      .where('name', '=', 'Sandbox test card')
      .executeTakeFirstOrThrow()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-paypal-payment',
      headers: user.headers,
      payload: { planId: plan.id, methodId: sandbox.id },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Unsupported payment gateway: Sandbox')
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-paypal-payment',
      payload: { planId: plan.id, methodId: method.methodId },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error).toBe('User must be authenticated')
  })
})

describe("PayPal's decimal strings from integer minor units", () => {
  it('writes each currency with exactly its own decimals', () => {
    expect(minorToDecimal(499, 'USD')).toBe('4.99')
    expect(minorToDecimal(5, 'USD')).toBe('0.05')
    expect(minorToDecimal(0, 'EUR')).toBe('0.00')
    expect(minorToDecimal(750, 'JPY')).toBe('750')
    expect(minorToDecimal(150_000, 'NGN')).toBe('1500.00')
    expect(minorToDecimal(1234, 'KWD')).toBe('1.234')
    expect(() => minorToDecimal(4.5, 'USD')).toThrow(RangeError)
    expect(() => minorToDecimal(-1, 'USD')).toThrow(RangeError)
  })

  it('reads them back exactly, refusing what would need rounding', () => {
    expect(decimalToMinor('4.99', 'USD')).toBe(499)
    expect(decimalToMinor('4.9', 'USD')).toBe(490)
    expect(decimalToMinor('750', 'JPY')).toBe(750)
    expect(decimalToMinor('750.00', 'JPY')).toBe(750)
    expect(decimalToMinor('750.5', 'JPY')).toBeNull()
    expect(decimalToMinor('4.999', 'USD')).toBeNull()
    expect(decimalToMinor('-4.99', 'USD')).toBeNull()
    expect(decimalToMinor('4.99e2', 'USD')).toBeNull()
    expect(decimalToMinor('', 'USD')).toBeNull()
    expect([decimalToMinor('0.1', 'USD'), decimalToMinor('0.2', 'USD'), decimalToMinor('0.3', 'USD')]).toEqual([
      10, 20, 30,
    ])
  })
})
