/**
 * Taking a payment back (issue 10): a Stripe refund or a lost dispute revokes the subscription
 * the payment granted and its unspent credits, once however often Stripe repeats itself; an
 * opened or won dispute only flags the order; a refund of one of two purchases that extended
 * one subscription takes back that purchase's share only.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeOrder } from '../src/features/billing/revoke-order.ts'
import type { SignedInUser } from './auth-helpers.ts'
import { ledgerRows, planByName } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import {
  createStripeTestApp,
  orderRow,
  postStripeWebhook,
  type StripeTestContext,
  startStripeCheckout,
} from './helpers/stripe.ts'

let ctx: StripeTestContext
const db = () => ctx.database.db

beforeAll(async () => {
  ctx = await createStripeTestApp()
})
afterAll(() => ctx.close())

const subscriptionOf = async (user: SignedInUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: user.headers })).json()
const revokes = async (userId: string) => (await ledgerRows(db(), userId)).filter((r) => r.entry === 'revoke')

/** A user who bought `planName` with Stripe (paid, webhook processed). */
async function buyer(planName = 'Daily Pass') {
  const user = await insertSignedInUser(ctx.app)
  const checkout = await startStripeCheckout(ctx, user, planName)
  await ctx.stripe.pay(checkout.sessionId)
  expect((await orderRow(db(), checkout.orderId)).status).toBe('fulfilled')
  return { user, ...checkout }
}

describe('refunds and disputes', () => {
  it('a refund revokes the subscription and its unspent credits, once for three deliveries', async () => {
    const plan = await planByName(db(), 'Daily Pass')
    const { user, orderId, sessionId } = await buyer()
    // Two credits were spent before the refund (only the balance matters here; spending is tested elsewhere).
    const sub = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    await sql`update subscriptions set credits_remaining = credits_remaining - 2 where id = ${sub.id}`.execute(db())

    const refund = await ctx.stripe.refund(sessionId)
    await postStripeWebhook(ctx.app, refund)
    await postStripeWebhook(ctx.app, refund)

    expect(await subscriptionOf(user)).toMatchObject({
      subscription: { planName: 'Daily Pass', status: 'expired', creditsRemaining: 0 },
    })
    expect(await orderRow(db(), orderId)).toMatchObject({ status: 'refunded', revoke_reason: 'refund' })
    const rows = await revokes(user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ reason: 'payment_refund', amount: -(plan.credits - 2), balance_after: 0 })
    const row = await db()
      .selectFrom('subscriptions')
      .select('status')
      .where('id', '=', sub.id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('revoked')
    // The order page no longer shows a granted plan.
    const status = await ctx.app.inject({ method: 'GET', url: `/api/billing/orders/${orderId}`, headers: user.headers })
    expect(status.json()).toMatchObject({ status: 'refunded', subscription: null })
  })

  it('an opened dispute only flags the order; a lost one revokes', async () => {
    const { user, orderId, sessionId } = await buyer()
    const dispute = await ctx.stripe.openDispute(sessionId)
    expect(await orderRow(db(), orderId)).toMatchObject({ status: 'fulfilled', flag: 'dispute_opened' })
    expect((await subscriptionOf(user)).subscription).toMatchObject({ status: 'active' })
    expect(await revokes(user.id)).toHaveLength(0)

    await ctx.stripe.closeDispute(dispute.id, 'lost')
    expect(await orderRow(db(), orderId)).toMatchObject({
      status: 'refunded',
      revoke_reason: 'dispute_lost',
      flag: 'dispute_lost',
    })
    expect((await subscriptionOf(user)).subscription).toMatchObject({ status: 'expired', creditsRemaining: 0 })
    expect((await revokes(user.id)).map((r) => r.reason)).toEqual(['chargeback'])
  })

  it('a won dispute leaves the plan alone', async () => {
    const { user, orderId, sessionId } = await buyer()
    const dispute = await ctx.stripe.openDispute(sessionId)
    await ctx.stripe.closeDispute(dispute.id, 'won')
    expect(await orderRow(db(), orderId)).toMatchObject({ status: 'fulfilled', flag: 'dispute_won' })
    expect((await subscriptionOf(user)).subscription).toMatchObject({ status: 'active' })
    expect(await revokes(user.id)).toHaveLength(0)
  })

  it('refunding one of two purchases that extended one plan takes back that purchase only', async () => {
    const [daily, weekly] = await Promise.all([planByName(db(), 'Daily Pass'), planByName(db(), 'Weekly Pro')])
    const first = await buyer('Daily Pass')
    const second = await startStripeCheckout(ctx, first.user, 'Weekly Pro')
    await ctx.stripe.pay(second.sessionId)
    const before = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', first.user.id)
      .executeTakeFirstOrThrow()
    expect(before.credits_remaining).toBe(daily.credits + weekly.credits)

    await ctx.stripe.refund(first.sessionId)
    const after = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow()
    expect(after).toMatchObject({ status: 'active', credits_remaining: weekly.credits })
    const days = (new Date(before.ends_at).getTime() - new Date(after.ends_at).getTime()) / 86_400_000
    expect(days).toBeCloseTo(daily.duration_days, 5)
    expect((await orderRow(db(), second.orderId)).status).toBe('fulfilled')
  })

  it('revoking concurrently takes back once', async () => {
    const { user, orderId } = await buyer()
    const results = await Promise.all(Array.from({ length: 5 }, () => revokeOrder(db(), orderId, 'refund')))
    expect(results.filter((r) => r.ok && !r.alreadyRevoked)).toHaveLength(1)
    expect(await revokes(user.id)).toHaveLength(1)
  })
})
