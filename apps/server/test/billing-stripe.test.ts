/**
 * Buying a plan with Stripe Checkout end to end, against the local Stripe server (the SDK's
 * real HTTP calls, the hosted page's Pay button, webhooks signed as Stripe signs them): one
 * grant per payment whatever the redeliveries and races, nothing granted on an unsigned event
 * or on a payment Stripe does not confirm, and amounts sent in Stripe's units (JPY, NGN).
 */
import { PAYMENT_ERRORS } from '@pitchwise/contract'
import { sql } from 'kysely'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfigError } from '../src/config.ts'
import { ProviderUnavailableError } from '../src/features/billing/gateways/gateway.ts'
import { configuredGateways } from '../src/features/billing/gateways/providers.ts'
import { StripeGateway } from '../src/features/billing/gateways/stripe.ts'
import { fromStripeAmount, toStripeAmount } from '../src/features/billing/gateways/stripe-amounts.ts'
import { retryEvents } from '../src/features/billing/payment-events.ts'
import type { SignedInUser } from './auth-helpers.ts'
import { ledgerRows, planByName, sandboxMethod } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import {
  addStripeRegion,
  createStripeTestApp,
  orderRow,
  postStripeWebhook,
  STRIPE_WEBHOOK_SECRET,
  type StripeTestContext,
  startStripeCheckout,
  stripeMethod,
} from './helpers/stripe.ts'
import { testConfig } from './helpers/test-app.ts'

let ctx: StripeTestContext
const db = () => ctx.database.db

beforeAll(async () => {
  ctx = await createStripeTestApp()
  await addStripeRegion(
    db(),
    { code: 'JP', name: 'Japan', currency: 'JPY', symbol: '¥', rate: 150 },
    { 'Daily Pass': 750 },
  )
  await addStripeRegion(
    db(),
    { code: 'NG', name: 'Nigeria', currency: 'NGN', symbol: '₦', rate: 1500 },
    { 'Daily Pass': 750_000 },
  )
})
afterAll(() => ctx.close())

const newUser = () => insertSignedInUser(ctx.app)
const purchaseGrants = async (userId: string) =>
  (await ledgerRows(db(), userId)).filter((r) => r.entry === 'grant' && r.reason === 'purchase')
const subscriptionOf = async (user: SignedInUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: user.headers })).json()
const orderStatus = (user: SignedInUser, orderId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/billing/orders/${orderId}`, headers: user.headers })

describe('Stripe configuration', () => {
  it('is on only with both keys, and refuses to start with one of them', () => {
    expect(configuredGateways(testConfig()).map((g) => g.key)).toEqual([])
    const both = testConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })
    expect(configuredGateways(both).map((g) => g.key)).toEqual(['stripe'])
    expect(() => testConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError)
    expect(() => testConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY: required/)
  })
})

describe('Stripe Checkout', () => {
  it('offers the card method once Stripe is configured (the sandbox steps aside)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/billing/payment-methods' })
    const names = res.json().categories.map((c: { name: string }) => c.name)
    expect(names).toContain('Stripe')
    expect(names).not.toContain('Sandbox')
  })

  it('pays on the hosted page and grants the plan once; the amount the client sent is ignored', async () => {
    const user = await newUser()
    const plan = await planByName(db(), 'Daily Pass')
    const { orderId, sessionId, url, session } = await startStripeCheckout(ctx, user, 'Daily Pass', {
      amount: 1,
      currency: 'jpy',
      email: 'someone@else.example',
      description: 'free stuff',
    })
    expect(sessionId).toMatch(/^cs_test_/)
    expect(url).toBe(session.url)
    // Stripe was asked for the server's price, for this order and this user.
    expect(session).toMatchObject({
      amount_total: 499,
      currency: 'usd',
      client_reference_id: orderId,
      customer_email: user.email,
      success_url: `${ctx.config.PUBLIC_URL}/payment/success?order=${orderId}`,
    })
    expect((await orderRow(db(), orderId)).status).toBe('pending')

    const page = await fetch(url)
    const html = await page.text()
    expect(html).toContain('>Pay<')
    const action = html.match(/action="([^"]+\/pay)"/)?.[1]
    const paid = await fetch(new URL(action ?? '', url), { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${ctx.config.PUBLIC_URL}/payment/success?order=${orderId}`)
    await vi.waitFor(() =>
      expect(ctx.stripe.sent.map((s) => [s.type, s.status])).toContainEqual(['checkout.session.completed', 200]),
    )

    const status = await orderStatus(user, orderId)
    expect(status.json()).toMatchObject({
      status: 'fulfilled',
      subscription: { planName: 'Daily Pass', status: 'active', creditsRemaining: plan.credits },
    })
    expect((await subscriptionOf(user)).subscription).toMatchObject({ planName: 'Daily Pass', status: 'active' })
    expect(await purchaseGrants(user.id)).toHaveLength(1)
  })

  it('grants once when the same webhook arrives three times', async () => {
    const user = await newUser()
    const { orderId, sessionId } = await startStripeCheckout(ctx, user)
    const event = await ctx.stripe.pay(sessionId, { sendWebhook: false })
    const answers = []
    for (let i = 0; i < 3; i++) answers.push((await postStripeWebhook(ctx.app, event)).json())
    expect(answers).toEqual([
      { received: true, status: 'processed' },
      { received: true, status: 'duplicate' },
      { received: true, status: 'duplicate' },
    ])
    expect(await purchaseGrants(user.id)).toHaveLength(1)
    const events = await db().selectFrom('payment_events').selectAll().where('order_id', '=', orderId).execute()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ provider: 'stripe', status: 'processed', outcome: 'fulfilled' })
  })

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const user = await newUser()
    const { orderId, sessionId } = await startStripeCheckout(ctx, user)
    const event = await ctx.stripe.pay(sessionId, { sendWebhook: false })
    const forged = [
      { ...event, header: Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_other' }) },
      { ...event, payload: event.payload.replace('"livemode":false', '"livemode":true') },
      { ...event, header: '' },
    ]
    for (const attempt of forged) {
      const res = await postStripeWebhook(ctx.app, attempt)
      expect(res.statusCode).toBe(400)
    }
    expect(
      await db()
        .selectFrom('payment_events')
        .select('id')
        .where('provider', '=', 'stripe')
        .where('order_id', '=', orderId)
        .execute(),
    ).toHaveLength(0)
    expect(await orderRow(db(), orderId)).toMatchObject({ status: 'pending', flag: null })
    expect(await purchaseGrants(user.id)).toHaveLength(0)
    expect(STRIPE_WEBHOOK_SECRET).not.toBe('whsec_other')
  })

  it('grants nothing and flags the order when Stripe, asked again, says unpaid', async () => {
    const user = await newUser()
    const { orderId, sessionId } = await startStripeCheckout(ctx, user)
    // A correctly signed "completed" event whose session Stripe reports unpaid when re-read.
    const session = ctx.stripe.session(sessionId)
    const event = ctx.stripe.signedEvent('checkout.session.completed', {
      ...session,
      payment_status: 'paid',
      status: 'complete',
    })
    const res = await postStripeWebhook(ctx.app, event)
    expect(res.json()).toEqual({ received: true, status: 'processed' })
    expect(await orderRow(db(), orderId)).toMatchObject({ status: 'pending', flag: 'not_paid' })
    expect(await purchaseGrants(user.id)).toHaveLength(0)
    expect((await orderStatus(user, orderId)).json()).toMatchObject({ status: 'pending', subscription: null })
  })

  it('grants nothing and flags the order when the paid amount differs from the order', async () => {
    const user = await newUser()
    const { orderId, sessionId } = await startStripeCheckout(ctx, user)
    const event = await ctx.stripe.pay(sessionId, { sendWebhook: false })
    ctx.stripe.session(sessionId).amount_total = 1
    await postStripeWebhook(ctx.app, event)
    expect(await orderRow(db(), orderId)).toMatchObject({ status: 'failed', flag: 'amount_mismatch' })
    expect(await purchaseGrants(user.id)).toHaveLength(0)
  })

  it('grants once when the redirect poll and the webhook arrive together', async () => {
    const user = await newUser()
    const { orderId, sessionId } = await startStripeCheckout(ctx, user)
    const event = await ctx.stripe.pay(sessionId, { sendWebhook: false })
    const [webhook, poll] = await Promise.all([postStripeWebhook(ctx.app, event), orderStatus(user, orderId)])
    expect(webhook.statusCode).toBe(200)
    expect(poll.statusCode).toBe(200)
    expect((await orderStatus(user, orderId)).json()).toMatchObject({ status: 'fulfilled' })
    expect(await purchaseGrants(user.id)).toHaveLength(1)
    expect((await db().selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute()).length).toBe(
      1,
    )
  })

  it('keeps an event Stripe could not confirm, and grants it on a later retry after the backoff', async () => {
    const user = await newUser()
    const { orderId, sessionId } = await startStripeCheckout(ctx, user)
    const event = await ctx.stripe.pay(sessionId, { sendWebhook: false })
    ctx.stripe.failApiCalls = 100
    const answer = await postStripeWebhook(ctx.app, event)
    ctx.stripe.failApiCalls = 0
    expect(answer.json()).toEqual({ received: true, status: 'failed' })
    const stored = await db()
      .selectFrom('payment_events')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ status: 'failed', attempts: 1 })
    expect(await purchaseGrants(user.id)).toHaveLength(0)

    const deps = { db: db(), registry: ctx.app.billing.registry }
    // Not retried before its backoff (30 s after a first failure) has passed.
    expect(await retryEvents(deps)).toMatchObject({ retried: 0 })
    await db()
      .updateTable('payment_events')
      .set({ updated_at: sql`now() - interval '31 seconds'` })
      .where('id', '=', stored.id)
      .execute()
    expect(await retryEvents(deps)).toMatchObject({ retried: 1, processed: 1 })
    expect(await purchaseGrants(user.id)).toHaveLength(1)
  })

  it('grants from the redirect alone when the webhook never comes', async () => {
    const user = await newUser()
    const { orderId, sessionId } = await startStripeCheckout(ctx, user)
    await ctx.stripe.pay(sessionId, { sendWebhook: false })
    expect((await orderStatus(user, orderId)).json()).toMatchObject({ status: 'fulfilled' })
    expect(await purchaseGrants(user.id)).toHaveLength(1)
  })

  it('sends a JPY price as zero-decimal yen and an NGN price in kobo, and grants them', async () => {
    for (const [country, currency, amount] of [
      ['JP', 'jpy', 750],
      ['NG', 'ngn', 750_000],
    ] as const) {
      const user = await newUser()
      const { orderId, sessionId } = await startStripeCheckout(ctx, user, 'Daily Pass', { country })
      const sent = ctx.stripe.session(sessionId).line_items_sent[0]
      expect(sent).toMatchObject({ price_data: { currency, unit_amount: String(amount) } })
      expect(await orderRow(db(), orderId)).toMatchObject({ amount, currency: currency.toUpperCase() })
      await ctx.stripe.pay(sessionId)
      expect((await orderRow(db(), orderId)).status).toBe('fulfilled')
    }
    // Stripe's own exceptions: ISK is zero-decimal in ISO but sent with two decimals.
    expect(toStripeAmount(1500, 'ISK')).toBe(150_000)
    expect(fromStripeAmount(150_000, 'ISK')).toBe(1500)
    expect(toStripeAmount(1500, 'KWD')).toBe(1500)
  })

  it('needs an external plan id for the plan when the method uses plan ids, and sends it as the product', async () => {
    const method = await stripeMethod(db())
    const weekly = await planByName(db(), 'Weekly Pro')
    await db()
      .updateTable('payment_methods')
      .set({ metadata: JSON.stringify({ planIds: { [weekly.id]: 'prod_weekly' } }) })
      .where('id', '=', method.id)
      .execute()
    try {
      const user = await newUser()
      const daily = await planByName(db(), 'Daily Pass')
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/create-payment',
        headers: user.headers,
        payload: { planId: daily.id, methodId: method.id, externalPlanId: 'prod_daily' },
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error).toBe('No external plan ID configured for Daily Pass with Card (Stripe)')
      const { session } = await startStripeCheckout(ctx, user, 'Weekly Pro')
      expect(session.line_items_sent[0]).toMatchObject({ price_data: { product: 'prod_weekly', unit_amount: '1999' } })
    } finally {
      await db().updateTable('payment_methods').set({ metadata: '{}' }).where('id', '=', method.id).execute()
    }
  })

  it('refuses methods Stripe does not serve', async () => {
    const user = await newUser()
    const [plan, sandbox] = await Promise.all([planByName(db(), 'Daily Pass'), sandboxMethod(db())])
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment',
      headers: user.headers,
      payload: { planId: plan.id, methodId: sandbox.id },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(PAYMENT_ERRORS.unsupportedGateway('Sandbox'))
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment',
      payload: { planId: plan.id, methodId: sandbox.id },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error).toBe(PAYMENT_ERRORS.notAuthenticated)
  })

  it('says the network text when Stripe cannot be reached', async () => {
    const unreachable = new StripeGateway({
      secretKey: 'sk_test_local',
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      publicUrl: 'http://127.0.0.1:3000',
      timeoutMs: 2000,
      apiUrl: 'http://127.0.0.1:9',
    })
    const attempt = unreachable.createCheckout({
      id: '00000000-0000-4000-8000-000000000000',
      reference: 'pw_test',
      amount: 499,
      currency: 'USD',
      planName: 'Daily Pass',
      credits: 10,
      description: 'Daily Pass - 10 credits',
      email: 'a@example.com',
    })
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError)
    await expect(attempt).rejects.toMatchObject({ kind: 'network' })
    expect(PAYMENT_ERRORS.network).toBe(
      'Unable to connect to payment service. Please check your internet connection and try again.',
    )
  })
})
