/**
 * The money core on a real database: one fulfilment path that grants once under 20 concurrent
 * calls, the ledger as the record of every balance change (append-only, unique guards), the
 * spending order of a search (subscription credits, then free credits), the refusals, and the
 * expiry job.
 */
import { randomUUID } from 'node:crypto'
import { CREDIT_MESSAGES } from '@pitchwise/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fulfilOrder } from '../src/features/billing/fulfil-order.ts'
import { newOrderReference } from '../src/features/billing/orders.ts'
import { expireSubscriptions } from '../src/features/billing/subscriptions.ts'
import { chargeAndRecord } from '../src/features/search/charge-and-record.ts'
import type { Caller } from '../src/shared/caller.ts'
import { ledgerBalances } from '../src/shared/credit-ledger.ts'
import { DEFAULT_CREDIT_POLICY } from '../src/shared/credits.ts'
import { newShareId } from '../src/shared/ids.ts'
import { endSubscription, ledgerRows, planByName } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_15_MIN: '10000', BILLING_JOB_INTERVAL_SECONDS: '0' })
})
afterAll(() => ctx.close())

const db = () => ctx.database.db

/** An order as POST /api/billing/orders would have written it (sandbox, US price of the plan). */
async function sandboxOrder(userId: string, planName = 'Weekly Pro') {
  const plan = await planByName(db(), planName)
  return db()
    .insertInto('payment_orders')
    .values({
      user_id: userId,
      order_id: newOrderReference(),
      payment_provider: 'sandbox',
      amount: plan.price_usd,
      currency: 'USD',
      status: 'pending',
      plan_id: plan.id,
      plan_name: plan.name,
      credits: plan.credits,
      duration_days: plan.duration_days,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

const caller = (id: string): Caller => ({
  kind: 'user',
  user: { id, email: `${id}@example.com`, emailVerified: true, isAdmin: false },
  ip: '127.0.0.1',
})

/** One search paid through charge_and_record, as /api/analyze pays for an answer. */
const search = (userId: string) =>
  chargeAndRecord(db(), caller(userId), `req-${randomUUID()}`, DEFAULT_CREDIT_POLICY, {
    question: 'Arsenal vs Chelsea',
    shareId: newShareId(),
    markdown: 'report',
    analysis: null as never,

    understoodAs: 'arsenal-chelsea',
    typoCorrected: false,
    followUp: false,
  })

async function expectCountersMatchLedger(userId: string) {
  const ledger = await ledgerBalances(db(), userId)
  const free = await db()
    .selectFrom('user_search_credits')
    .select('credits')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  const subs = await db()
    .selectFrom('subscriptions')
    .select('credits_remaining')
    .where('user_id', '=', userId)
    .execute()
  expect(ledger.free).toBe(free?.credits ?? 0)
  expect(ledger.subscription).toBe(subs.reduce((sum, s) => sum + s.credits_remaining, 0))
}

describe('fulfilOrder', () => {
  it('grants one subscription and one ledger row under 20 concurrent calls', async () => {
    const user = await insertSignedInUser(ctx.app)
    const order = await sandboxOrder(user.id)
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        fulfilOrder(db(), order.id, { provider: 'sandbox', amount: 1999, currency: 'USD' }),
      ),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    expect(results.filter((r) => r.ok && !r.alreadyFulfilled)).toHaveLength(1)
    const subs = await db().selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).execute()
    expect(subs).toHaveLength(1)
    expect(subs[0]?.credits_remaining).toBe(100)
    const grants = (await ledgerRows(db(), user.id)).filter((r) => r.order_id === order.id)
    expect(grants).toHaveLength(1)
    const stored = await db()
      .selectFrom('payment_orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ status: 'fulfilled', subscription_id: subs[0]?.id })
    await expectCountersMatchLedger(user.id)

    // The database itself refuses a second grant for the order (the last guard).
    await expect(
      sql`insert into credit_ledger (user_id, entry, reason, bucket, amount, balance_after, subscription_id, order_id)
        values (${user.id}, 'grant', 'purchase', 'subscription', 100, 200, ${subs[0]?.id}, ${order.id})`.execute(db()),
    ).rejects.toThrow(/duplicate key|unique/i)
    // And the ledger cannot be rewritten.
    await expect(sql`update credit_ledger set amount = 1000 where user_id = ${user.id}`.execute(db())).rejects.toThrow(
      /append-only/,
    )
    await expect(sql`delete from credit_ledger where user_id = ${user.id}`.execute(db())).rejects.toThrow(/append-only/)
  })

  it('fails the order and grants nothing when the amount or currency differs', async () => {
    const user = await insertSignedInUser(ctx.app)
    const cheap = await sandboxOrder(user.id)
    expect(await fulfilOrder(db(), cheap.id, { provider: 'sandbox', amount: 199, currency: 'USD' })).toEqual({
      ok: false,
      reason: 'amount_mismatch',
    })
    const yen = await sandboxOrder(user.id)
    expect(await fulfilOrder(db(), yen.id, { provider: 'sandbox', amount: 1999, currency: 'JPY' })).toMatchObject({
      ok: false,
      reason: 'amount_mismatch',
    })
    const other = await sandboxOrder(user.id)
    expect(await fulfilOrder(db(), other.id, { provider: 'stripe', amount: 1999, currency: 'USD' })).toEqual({
      ok: false,
      reason: 'provider_mismatch',
    })
    expect(await fulfilOrder(db(), randomUUID(), { provider: 'sandbox', amount: 1999, currency: 'USD' })).toEqual({
      ok: false,
      reason: 'not_found',
    })
    const statuses = await db()
      .selectFrom('payment_orders')
      .select(['id', 'status'])
      .where('user_id', '=', user.id)
      .execute()
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [cheap.id]: 'failed',
      [yen.id]: 'failed',
      [other.id]: 'pending',
    })
    expect(await db().selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0)
  })
})

describe('spending', () => {
  it('spends subscription credits first, then free credits, then refuses with NO_CREDITS', async () => {
    const user = await insertSignedInUser(ctx.app) // 10 free credits
    const order = await sandboxOrder(user.id, 'Daily Pass')
    // A plan of 2 credits, to reach the end quickly.
    await db().updateTable('payment_orders').set({ credits: 2 }).where('id', '=', order.id).execute()
    await fulfilOrder(db(), order.id, { provider: 'sandbox', amount: 499, currency: 'USD' })

    const first = await search(user.id)
    const second = await search(user.id)
    expect([first, second].map((r) => r.ok && r.remaining)).toEqual([11, 10])
    const sub = await db()
      .selectFrom('subscriptions')
      .select('credits_remaining')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(sub.credits_remaining).toBe(0)
    const free = () =>
      db().selectFrom('user_search_credits').select('credits').where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect((await free()).credits).toBe(10)

    for (let i = 0; i < 10; i++) expect((await search(user.id)).ok).toBe(true)
    expect((await free()).credits).toBe(0)
    // The plan is still live (0 credits left): out of credits, not expired.
    expect(await search(user.id)).toEqual({ ok: false, code: 'NO_CREDITS', message: CREDIT_MESSAGES.userNoCredits })

    const spends = (await ledgerRows(db(), user.id)).filter((r) => r.entry === 'spend')
    expect(spends.map((r) => r.bucket)).toEqual([...Array(2).fill('subscription'), ...Array(10).fill('free')])
    await expectCountersMatchLedger(user.id)
  })

  it('says SUBSCRIPTION_EXPIRED when an ended plan left nothing, and keeps a cancelled plan usable until it ends', async () => {
    const user = await insertSignedInUser(ctx.app)
    await db().updateTable('user_search_credits').set({ credits: 0 }).where('user_id', '=', user.id).execute()
    const order = await sandboxOrder(user.id, 'Daily Pass')
    const granted = await fulfilOrder(db(), order.id, { provider: 'sandbox', amount: 499, currency: 'USD' })
    if (!granted.ok) throw new Error('grant failed')
    await db()
      .updateTable('subscriptions')
      .set({ status: 'cancelled' })
      .where('id', '=', granted.subscriptionId)
      .execute()
    expect((await search(user.id)).ok).toBe(true)

    await endSubscription(db(), granted.subscriptionId)
    expect(await search(user.id)).toEqual({
      ok: false,
      code: 'SUBSCRIPTION_EXPIRED',
      message: CREDIT_MESSAGES.subscriptionExpired,
    })
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: user.headers })
    expect(shown.json().subscription).toMatchObject({ status: 'expired', creditsRemaining: 0 })
  })
})

describe('expiry job', () => {
  it('expires ended plans once, writes off their credits in the ledger, and leaves live ones alone', async () => {
    const user = await insertSignedInUser(ctx.app)
    const ended = await sandboxOrder(user.id, 'Daily Pass')
    const endedGrant = await fulfilOrder(db(), ended.id, { provider: 'sandbox', amount: 499, currency: 'USD' })
    if (!endedGrant.ok) throw new Error('grant failed')
    await endSubscription(db(), endedGrant.subscriptionId)
    const other = await insertSignedInUser(ctx.app)
    const live = await sandboxOrder(other.id, 'Daily Pass')
    await fulfilOrder(db(), live.id, { provider: 'sandbox', amount: 499, currency: 'USD' })

    const runs = await Promise.all([expireSubscriptions(db()), expireSubscriptions(db()), expireSubscriptions(db())])
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect(await expireSubscriptions(db())).toBe(0)

    const row = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', endedGrant.subscriptionId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'expired', credits_remaining: 0 })
    const writeOffs = (await ledgerRows(db(), user.id)).filter((r) => r.entry === 'expire')
    expect(writeOffs).toHaveLength(1)
    expect(writeOffs[0]).toMatchObject({ amount: -20, reason: 'expiry', balance_after: 0 })
    const liveRow = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', other.id)
      .executeTakeFirstOrThrow()
    expect(liveRow).toMatchObject({ status: 'active', credits_remaining: 20 })
    await expectCountersMatchLedger(user.id)

    // Buying after expiry starts a new plan rather than extending the ended one.
    const again = await sandboxOrder(user.id, 'Daily Pass')
    const regrant = await fulfilOrder(db(), again.id, { provider: 'sandbox', amount: 499, currency: 'USD' })
    expect(regrant.ok && regrant.subscriptionId).not.toBe(endedGrant.subscriptionId)
  })
})
