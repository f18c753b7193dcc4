/**
 * A real app whose Stripe adapter talks to the local Stripe server, and whose webhooks come
 * back from that server (delivered with app.inject, the app does not listen on a port).
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { expect } from 'vitest'
import type { Database } from '../../src/db/schema.ts'
import type { SignedInUser } from '../auth-helpers.ts'
import { methodByName, planByName } from './billing.ts'
import { type LocalSession, LocalStripeServer, type SignedEvent } from './stripe-local-server.ts'
import { createTestApp, type TestContext } from './test-app.ts'

export const STRIPE_WEBHOOK_SECRET = 'whsec_local_test_secret'
export const STRIPE_WEBHOOK_PATH = '/api/payments/webhooks/stripe'

export interface StripeTestContext extends TestContext {
  stripe: LocalStripeServer
}

export function postStripeWebhook(app: FastifyInstance, event: SignedEvent) {
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.header },
    payload: event.payload,
  })
}

export async function createStripeTestApp(overrides: Record<string, string> = {}): Promise<StripeTestContext> {
  let app: FastifyInstance | undefined
  const stripe = await new LocalStripeServer({
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    deliver: async (event) => {
      if (!app) throw new Error('app not ready')
      return (await postStripeWebhook(app, event)).statusCode
    },
  }).start()
  const ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: '5000',
    ...overrides,
  })
  app = ctx.app
  return {
    ...ctx,
    stripe,
    async close() {
      await ctx.close()
      await stripe.stop()
    },
  }
}

export const stripeMethod = (db: Kysely<Database>) => methodByName(db, 'Card (Stripe)')

/** Starts a Stripe Checkout for `planName` through POST /api/payments/create-payment. */
export async function startStripeCheckout(
  ctx: StripeTestContext,
  user: SignedInUser,
  planName = 'Daily Pass',
  extra: Record<string, unknown> = {},
): Promise<{ orderId: string; sessionId: string; url: string; session: LocalSession }> {
  const db = ctx.database.db
  const [plan, method] = await Promise.all([planByName(db, planName), stripeMethod(db)])
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/create-payment',
    headers: user.headers,
    payload: { planId: plan.id, methodId: method.id, ...extra },
  })
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json() as { orderId: string; sessionId: string; url: string }
  return { ...body, session: ctx.stripe.session(body.sessionId) }
}

export async function orderRow(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
}

/** A region selling the plans in `currency` (prices in its minor units) where the Stripe method is offered. */
export async function addStripeRegion(
  db: Kysely<Database>,
  region: { code: string; name: string; currency: string; symbol: string; rate: number },
  prices: Record<string, number>,
) {
  const row = await db
    .insertInto('regions')
    .values({
      code: region.code,
      name: region.name,
      currency_code: region.currency,
      currency_symbol: region.symbol,
      exchange_rate: region.rate,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const [planName, price] of Object.entries(prices)) {
    const plan = await planByName(db, planName)
    await db.insertInto('regional_prices').values({ plan_id: plan.id, region_id: row.id, price }).execute()
  }
  const method = await stripeMethod(db)
  await db.insertInto('region_payment_methods').values({ region_id: row.id, method_id: method.id }).execute()
}
