/**
 * Every path to "paid", in one table: each gateway (the sandbox, and Stripe, PayPal and Paystack
 * on local servers that speak their protocols) against each outcome (paid, declined, a paid
 * amount that differs from the order, a refund, a dispute, a replayed event, the result screen's
 * redirect racing the webhook, and money arriving for an order that was already cancelled).
 * Whatever route the provider's word takes (webhook, reconciliation, Paystack's verify call),
 * settle-payment.ts decides, so the same outcome leaves the same order, flag and ledger.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInUser } from './auth-helpers.ts'
import { ledgerRows, planByName, postForm, readCheckoutForms, sandboxMethod } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { LocalPayPal } from './helpers/paypal-local-server.ts'
import { LocalPaystack } from './helpers/paystack-local-server.ts'
import { addProviderMethod, deliverTo } from './helpers/provider-catalogue.ts'
import { postStripeWebhook, STRIPE_WEBHOOK_SECRET, stripeMethod } from './helpers/stripe.ts'
import { LocalStripeServer } from './helpers/stripe-local-server.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
let stripe: LocalStripeServer
let paypal: LocalPayPal
let paystack: LocalPaystack
let paypalMethod: string
let paystackMethod: string
const app = (): FastifyInstance => ctx.app
const db = () => ctx.database.db

beforeAll(async () => {
  stripe = await new LocalStripeServer({
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    deliver: async (event) => (await postStripeWebhook(app(), event)).statusCode,
  }).start()
  paypal = await new LocalPayPal().start()
  paystack = await new LocalPaystack().start()
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    PAYMENTS_SANDBOX: 'on',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_URL: paypal.baseUrl,
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_API_URL: paystack.baseUrl,
    PAYMENT_PROVIDER_TIMEOUT_MS: '5000',
  })
  paypal.deliver = deliverTo(app, '/api/payments/webhooks/paypal')
  paystack.deliver = deliverTo(app, '/api/payments/webhooks/paystack')
  paypalMethod = (await addProviderMethod(db(), { gateway: 'PayPal', method: 'PayPal', regions: ['US'] })).methodId
  paystackMethod = (await addProviderMethod(db(), { gateway: 'Paystack', method: 'Card (Paystack)', regions: ['US'] }))
    .methodId
})
afterAll(async () => {
  await ctx?.close()
  await Promise.all([stripe?.stop(), paypal?.stop(), paystack?.stop()])
})

/** One purchase in flight: our order id and whatever the provider calls it. */
interface Purchase {
  user: SignedInUser
  orderId: string
  /** Stripe session, PayPal order, Paystack reference; the sandbox's own order id. */
  ref: string
}

/** What a buyer, the provider and its webhooks can do to one purchase, per gateway. */
interface Driver {
  start(user: SignedInUser): Promise<Purchase>
  /** The buyer pays; the provider sends its webhook. */
  pay(p: Purchase): Promise<void>
  /** The buyer's payment fails or they give up. */
  decline(p: Purchase): Promise<void>
  /** The provider took a different amount than the order asked (and says so when re-read). */
  payWrongAmount(p: Purchase): Promise<void>
  /** The same "paid" webhook, delivered three times. */
  replayPaid(p: Purchase): Promise<void>
  /** The buyer lands on the result screen (its poll, or Paystack's verify) as the webhook arrives. */
  redirectAndWebhookTogether(p: Purchase): Promise<void>
  /** After payment: a full refund at the provider. */
  refund?(p: Purchase): Promise<void>
  /** After payment: the bank's dispute is opened and lost. */
  disputeLost?(p: Purchase): Promise<void>
}

const poll = (p: Purchase) =>
  app().inject({ method: 'GET', url: `/api/billing/orders/${p.orderId}`, headers: p.user.headers })

const sandbox: Driver = {
  async start(user) {
    const [plan, method] = await Promise.all([planByName(db(), 'Daily Pass'), sandboxMethod(db())])
    const res = await app().inject({
      method: 'POST',
      url: '/api/billing/orders',
      headers: user.headers,
      payload: { planId: plan.id, methodId: method.id },
    })
    expect(res.statusCode, res.body).toBe(201)
    const orderId = res.json().orderId as string
    // The TEST MODE page as the buyer's tab opened it (its forms stay postable after the order changes).
    const page = await app().inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${orderId}` })
    openPages.set(orderId, readCheckoutForms(page.body))
    return { user, orderId, ref: orderId }
  },
  async pay(p) {
    const forms = await sandboxForms(p)
    await postForm(app(), forms.action, forms.pay)
  },
  async decline(p) {
    const forms = await sandboxForms(p)
    await postForm(app(), forms.action, forms.decline)
  },
  async payWrongAmount(p) {
    // A genuinely signed event for another amount: what a provider reporting a different charge looks like.
    const signed = app().billing.registry.sandbox?.signedEvent({ id: p.orderId, amount: 1, currency: 'USD' }, 'paid')
    if (!signed) throw new Error('sandbox is off')
    await postForm(app(), '/api/payments/webhooks/sandbox', new URLSearchParams({ ...signed }).toString())
  },
  async replayPaid(p) {
    const forms = await sandboxForms(p)
    for (let i = 0; i < 3; i++) await postForm(app(), forms.action, forms.pay)
  },
  async redirectAndWebhookTogether(p) {
    const forms = await sandboxForms(p)
    await Promise.all([postForm(app(), forms.action, forms.pay), poll(p)])
  },
}

const openPages = new Map<string, ReturnType<typeof readCheckoutForms>>()
async function sandboxForms(p: Purchase) {
  const forms = openPages.get(p.orderId)
  if (!forms) throw new Error(`no TEST MODE page open for ${p.orderId}`)
  return forms
}

const stripeDriver: Driver = {
  async start(user) {
    const [plan, method] = await Promise.all([planByName(db(), 'Daily Pass'), stripeMethod(db())])
    const res = await app().inject({
      method: 'POST',
      url: '/api/payments/create-payment',
      headers: user.headers,
      payload: { planId: plan.id, methodId: method.id },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { orderId: string; sessionId: string }
    return { user, orderId: body.orderId, ref: body.sessionId }
  },
  async pay(p) {
    await stripe.pay(p.ref)
  },
  async decline(p) {
    const session = stripe.session(p.ref)
    session.status = 'expired'
    await postStripeWebhook(app(), stripe.signedEvent('checkout.session.expired', session))
  },
  async payWrongAmount(p) {
    const event = await stripe.pay(p.ref, { sendWebhook: false })
    stripe.session(p.ref).amount_total = 1
    await postStripeWebhook(app(), event)
  },
  async replayPaid(p) {
    const event = await stripe.pay(p.ref, { sendWebhook: false })
    for (let i = 0; i < 3; i++) await postStripeWebhook(app(), event)
  },
  async redirectAndWebhookTogether(p) {
    const event = await stripe.pay(p.ref, { sendWebhook: false })
    await Promise.all([postStripeWebhook(app(), event), poll(p)])
  },
  async refund(p) {
    await stripe.refund(p.ref)
  },
  async disputeLost(p) {
    const dispute = await stripe.openDispute(p.ref)
    expect(await orderOf(p)).toMatchObject({ status: 'fulfilled', flag: 'dispute_opened' })
    await stripe.closeDispute(dispute.id, 'lost')
  },
}

const paypalDriver: Driver = {
  async start(user) {
    const plan = await planByName(db(), 'Daily Pass')
    const res = await app().inject({
      method: 'POST',
      url: '/api/payments/create-paypal-payment',
      headers: user.headers,
      payload: { amount: 1, currency: 'usd', planId: plan.id, methodId: paypalMethod },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { orderId: string; paymentId: string }
    return { user, orderId: body.orderId, ref: body.paymentId }
  },
  async pay(p) {
    await paypal.approve(p.ref)
  },
  async decline(p) {
    paypal.nextCaptureStatus = 'DECLINED'
    await paypal.approve(p.ref)
  },
  async payWrongAmount(p) {
    paypal.nextCaptureAmount = { currency_code: 'USD', value: '0.99' }
    await paypal.approve(p.ref)
  },
  async replayPaid(p) {
    await withoutWebhooks(paypal, async () => {
      await paypal.approve(p.ref)
      await poll(p) // the return page captures
    })
    const capture = paypal.orders.get(p.ref)?.captures[0]
    const delivery = paypal.signedEvent('PAYMENT.CAPTURE.COMPLETED', { ...capture, status: 'COMPLETED' })
    for (let i = 0; i < 3; i++) await paypal.redeliver(delivery)
  },
  async redirectAndWebhookTogether(p) {
    const approved = paypal.signedEvent('CHECKOUT.ORDER.APPROVED', { id: p.ref, status: 'APPROVED' })
    await withoutWebhooks(paypal, () => paypal.approve(p.ref))
    await Promise.all([paypal.redeliver(approved), poll(p)])
  },
  async refund(p) {
    await paypal.settleBack(paypal.orders.get(p.ref)?.captures[0]?.id ?? '', 'REFUNDED')
  },
  async disputeLost(p) {
    // PayPal reports a chargeback the bank decided against the merchant as a reversed capture.
    await paypal.settleBack(paypal.orders.get(p.ref)?.captures[0]?.id ?? '', 'REVERSED')
  },
}

const verify = (p: Purchase) =>
  app().inject({
    method: 'POST',
    url: '/api/payments/verify-paystack-payment',
    headers: p.user.headers,
    payload: { reference: p.ref },
  })

const paystackDriver: Driver = {
  async start(user) {
    const plan = await planByName(db(), 'Daily Pass')
    const res = await app().inject({
      method: 'POST',
      url: '/api/payments/create-paystack-payment',
      headers: user.headers,
      payload: { amount: 1, currency: 'usd', planId: plan.id, methodId: paystackMethod },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { orderId: string; reference: string }
    return { user, orderId: body.orderId, ref: body.reference }
  },
  async pay(p) {
    await paystack.pay(p.ref)
  },
  async decline(p) {
    // A failed card can be retried on Paystack's page: the callback's verify leaves the order open.
    paystack.transaction(p.ref).status = 'failed'
    await verify(p)
  },
  async payWrongAmount(p) {
    paystack.transaction(p.ref).amount = 1
    await paystack.pay(p.ref)
  },
  async replayPaid(p) {
    await paystack.pay(p.ref, { webhook: false })
    const delivery = paystack.signedEvent('charge.success', paystack.transactionJson(p.ref))
    for (let i = 0; i < 3; i++) await paystack.redeliver(delivery)
  },
  async redirectAndWebhookTogether(p) {
    await paystack.pay(p.ref, { webhook: false })
    const delivery = paystack.signedEvent('charge.success', paystack.transactionJson(p.ref))
    await Promise.all([verify(p), paystack.redeliver(delivery), verify(p)])
  },
  async refund(p) {
    await paystack.refund(p.ref)
  },
}

async function withoutWebhooks<T>(server: LocalPayPal, work: () => Promise<T>): Promise<T> {
  server.autoWebhooks = false
  try {
    return await work()
  } finally {
    server.autoWebhooks = true
  }
}

const GATEWAYS = { sandbox, stripe: stripeDriver, paypal: paypalDriver, paystack: paystackDriver } as const
type GatewayName = keyof typeof GATEWAYS

/** What the buyer and an operator see afterwards. */
interface Expected {
  status: string
  flag: string | null
  grants: number
  revoke?: { reason: string; amount: number }
  /** The subjects of the mails the buyer got, in order. */
  mails: string[]
}

const RECEIPT = 'Your Pitchwise receipt: Daily Pass'
const PAID: Expected = { status: 'fulfilled', flag: null, grants: 1, mails: [RECEIPT] }
const MISMATCH: Expected = { status: 'failed', flag: 'amount_mismatch', grants: 0, mails: [] }

/** Outcome → gateway → what settling must leave. A gateway missing from a row has no such event. */
const TABLE: Record<
  string,
  { act: (d: Driver, p: Purchase) => Promise<void>; expect: Partial<Record<GatewayName, Expected>> }
> = {
  paid: {
    act: (d, p) => d.pay(p),
    expect: { sandbox: PAID, stripe: PAID, paypal: PAID, paystack: PAID },
  },
  declined: {
    act: (d, p) => d.decline(p),
    expect: {
      sandbox: { status: 'cancelled', flag: null, grants: 0, mails: [] },
      stripe: { status: 'cancelled', flag: null, grants: 0, mails: [] },
      paypal: { status: 'cancelled', flag: null, grants: 0, mails: [] },
      paystack: { status: 'pending', flag: null, grants: 0, mails: [] },
    },
  },
  'amount or currency mismatch': {
    act: (d, p) => d.payWrongAmount(p),
    expect: { sandbox: MISMATCH, stripe: MISMATCH, paypal: MISMATCH, paystack: MISMATCH },
  },
  refund: {
    act: async (d, p) => {
      await d.pay(p)
      await d.refund?.(p)
    },
    expect: Object.fromEntries(
      (['stripe', 'paypal', 'paystack'] as const).map((g) => [
        g,
        {
          status: 'refunded',
          flag: null,
          grants: 1,
          revoke: { reason: 'payment_refund', amount: -20 },
          mails: [RECEIPT, 'Your payment was refunded: Daily Pass'],
        },
      ]),
    ),
  },
  'dispute lost': {
    act: async (d, p) => {
      await d.pay(p)
      await d.disputeLost?.(p)
    },
    expect: Object.fromEntries(
      (['stripe', 'paypal'] as const).map((g) => [
        g,
        {
          status: 'refunded',
          flag: 'dispute_lost',
          grants: 1,
          revoke: { reason: 'chargeback', amount: -20 },
          mails: [RECEIPT, 'Your payment was reversed: Daily Pass'],
        },
      ]),
    ),
  },
  'replayed paid event': {
    act: (d, p) => d.replayPaid(p),
    expect: { sandbox: PAID, stripe: PAID, paypal: PAID, paystack: PAID },
  },
  'redirect and webhook at once': {
    act: (d, p) => d.redirectAndWebhookTogether(p),
    expect: { sandbox: PAID, stripe: PAID, paypal: PAID, paystack: PAID },
  },
  'paid after the order was cancelled': {
    // Money arrived for an order that can no longer grant (the buyer gave up, then paid after
    // all): nothing is granted, and an operator is told to refund or grant by hand.
    act: async (d, p) => {
      await db().updateTable('payment_orders').set({ status: 'cancelled' }).where('id', '=', p.orderId).execute()
      await d.pay(p)
    },
    expect: Object.fromEntries(
      (['sandbox', 'stripe', 'paypal', 'paystack'] as const).map((g) => [
        g,
        { status: 'cancelled', flag: 'not_payable', grants: 0, mails: [] },
      ]),
    ),
  },
}

const orderOf = (p: Purchase) =>
  db().selectFrom('payment_orders').select(['status', 'flag']).where('id', '=', p.orderId).executeTakeFirstOrThrow()

/** Waits for work a webhook may have left running in the background (never a timing assertion). */
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

const rows = Object.entries(TABLE).flatMap(([outcome, row]) =>
  Object.entries(row.expect).map(([gateway, expected]) => ({
    outcome,
    gateway: gateway as GatewayName,
    act: row.act,
    expected: expected as Expected,
  })),
)

describe('settling a payment', () => {
  it.each(rows)('$gateway, $outcome', async ({ gateway, act, expected }) => {
    const user = await insertSignedInUser(app())
    const purchase = await GATEWAYS[gateway].start(user)
    await act(GATEWAYS[gateway], purchase)
    await settled(purchase.orderId)

    expect(await orderOf(purchase)).toEqual({ status: expected.status, flag: expected.flag })
    const ledger = await ledgerRows(db(), user.id)
    expect(ledger.filter((r) => r.entry === 'grant' && r.reason === 'purchase')).toHaveLength(expected.grants)
    const revokes = ledger.filter((r) => r.entry === 'revoke')
    expect(revokes.map((r) => ({ reason: r.reason, amount: r.amount }))).toEqual(
      expected.revoke ? [expected.revoke] : [],
    )
    // What the result screen shows agrees with the row.
    const screen = (await poll(purchase)).json()
    expect(screen.status).toBe(expected.status)
    expect(Boolean(screen.subscription)).toBe(expected.status === 'fulfilled')
    // Each mail once, whatever raced or was replayed, each with its plain-text part.
    await app().billing.mail.idle()
    const mails = await db()
      .selectFrom('dev_mail')
      .select(['subject', 'text_body'])
      .where('recipient', '=', user.email.toLowerCase())
      .where('subject', 'not like', '%email%')
      .orderBy('created_at')
      .execute()
    expect(mails.map((m) => m.subject)).toEqual(expected.mails)
    for (const mail of mails) expect(mail.text_body).toContain('Daily Pass')
  })

  it('has a row for every gateway the product ships', () => {
    expect(Object.keys(GATEWAYS).sort()).toEqual(
      app()
        .billing.registry.gateways.map((g) => g.key)
        .sort(),
    )
  })
})
