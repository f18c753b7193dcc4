/**
 * Spending limits (issue 35, decision 311) over HTTP on a real database (PGlite, or PostgreSQL
 * with DATABASE_URL): a lower limit applies at once, a higher one or a removal after 24 hours;
 * every order start (the start routes and the crypto form) is checked on the server, also under
 * 20 concurrent attempts; an account that has bought and set no limit is invited to.
 */
import { randomBytes } from 'node:crypto'
import { SPENDING_LIMIT_TEXTS } from '@pitchwise/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInUser } from './auth-helpers.ts'
import { planByName, sandboxMethod } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const TRC20 = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    CRYPTO_WALLET_TRC20: TRC20,
  })
})
afterAll(() => ctx.close())

const db = () => ctx.database.db
let ipSeq = 0
/** Every test its own client address, so the order rate limit (20 a minute) counts only its own requests. */
const nextIp = () => `203.0.113.${++ipSeq}`

const getLimits = (user: SignedInUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/billing/spending-limits', headers: user.headers })
const setLimits = (user: SignedInUser, body: Record<string, number | null>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/billing/spending-limits',
    headers: user.headers,
    payload: { day: null, week: null, month: null, ...body },
  })
const limitOf = async (user: SignedInUser, period: string) =>
  (await getLimits(user)).json().limits.find((l: { period: string }) => l.period === period)

async function orderDailyPass(user: SignedInUser, remoteAddress = nextIp()) {
  const [plan, method] = await Promise.all([planByName(db(), 'Daily Pass'), sandboxMethod(db())])
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/orders',
    headers: user.headers,
    remoteAddress,
    payload: { planId: plan.id, methodId: method.id },
  })
}
const ordersOf = (user: SignedInUser) =>
  db().selectFrom('payment_orders').select(['id', 'amount', 'status']).where('user_id', '=', user.id).execute()

describe('setting limits', () => {
  it('starts with none, in the currency of the buyer’s prices', async () => {
    const user = await insertSignedInUser(ctx.app)
    const res = await getLimits(user)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      currency: 'USD',
      currencyExponent: 2,
      invite: false,
      limits: [
        { period: 'day', amount: null, spent: 0, pending: null },
        { period: 'week', amount: null, spent: 0, pending: null },
        { period: 'month', amount: null, spent: 0, pending: null },
      ],
    })
  })

  it('a decrease applies at once; an increase or a removal only after 24 hours', async () => {
    const user = await insertSignedInUser(ctx.app)
    expect((await setLimits(user, { day: 2000 })).statusCode).toBe(200)
    expect(await limitOf(user, 'day')).toMatchObject({ amount: 2000, pending: null })

    const raised = await setLimits(user, { day: 5000 })
    const day = raised.json().limits[0]
    expect(day.amount).toBe(2000)
    expect(day.pending.amount).toBe(5000)
    const wait = new Date(day.pending.effectiveAt).getTime() - Date.now()
    expect(wait).toBeGreaterThan(23.9 * 3600_000)
    expect(wait).toBeLessThanOrEqual(24 * 3600_000)

    // Asking again does not restart the clock.
    const again = (await setLimits(user, { day: 5000 })).json().limits[0]
    expect(again.pending.effectiveAt).toBe(day.pending.effectiveAt)

    const removal = (await setLimits(user, { day: null })).json().limits[0]
    expect(removal).toMatchObject({ amount: 2000, pending: { amount: null } })

    // Lowering again applies at once and drops the waiting change.
    expect((await setLimits(user, { day: 1500 })).json().limits[0]).toMatchObject({ amount: 1500, pending: null })

    // A raise applies once its 24 hours have passed.
    await setLimits(user, { day: 3000 })
    await db()
      .updateTable('spending_limits')
      .set({ pending_effective_at: sql<Date>`now() - interval '1 minute'` })
      .where('user_id', '=', user.id)
      .execute()
    expect(await limitOf(user, 'day')).toMatchObject({ amount: 3000, pending: null })
  })

  it('refuses negative, fractional or text amounts', async () => {
    const user = await insertSignedInUser(ctx.app)
    for (const day of [-1, 10.5, '100']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/billing/spending-limits',
        headers: user.headers,
        payload: { day, week: null, month: null },
      })
      expect(res.statusCode).toBe(400)
    }
    expect(await limitOf(user, 'day')).toMatchObject({ amount: null })
  })

  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/billing/spending-limits' })).statusCode).toBe(401)
  })
})

describe('orders against the limits', () => {
  it('an order over a limit gets the message and no order; under it, the order is made', async () => {
    const user = await insertSignedInUser(ctx.app)
    await setLimits(user, { week: 900 })
    const first = await orderDailyPass(user)
    expect(first.statusCode, first.body).toBe(201)
    const second = await orderDailyPass(user)
    expect(second.statusCode).toBe(403)
    expect(second.json()).toEqual({ error: SPENDING_LIMIT_TEXTS.overLimit('week'), code: 'SPENDING_LIMIT_REACHED' })
    expect(await ordersOf(user)).toHaveLength(1)
    expect(await limitOf(user, 'week')).toMatchObject({ amount: 900, spent: 499 })
  })

  it('the crypto form is checked too, and counts with the other gateways', async () => {
    const user = await insertSignedInUser(ctx.app)
    await setLimits(user, { day: 1000 })
    expect((await orderDailyPass(user)).statusCode).toBe(201)
    const plan = await planByName(db(), 'Daily Pass')
    const submit = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/billing/crypto-transactions',
        headers: user.headers,
        remoteAddress: nextIp(),
        payload: { planId: plan.id, network: 'TRC20', transactionId: randomBytes(32).toString('hex') },
      })
    const crypto = await submit()
    expect(crypto.statusCode, crypto.body).toBe(201)
    const over = await submit()
    expect(over.statusCode).toBe(403)
    expect(over.json().error).toBe(SPENDING_LIMIT_TEXTS.overLimit('day'))
    expect(await ordersOf(user)).toHaveLength(2)
  })

  it('failed, cancelled and refunded orders do not count; a limit removal waits, so it cannot be dodged', async () => {
    const user = await insertSignedInUser(ctx.app)
    await setLimits(user, { month: 600 })
    expect((await orderDailyPass(user)).statusCode).toBe(201)
    await db().updateTable('payment_orders').set({ status: 'failed' }).where('user_id', '=', user.id).execute()
    expect((await orderDailyPass(user)).statusCode).toBe(201)
    await setLimits(user, { month: null })
    expect((await orderDailyPass(user)).statusCode).toBe(403)
  })

  it('holds under 20 concurrent attempts: exactly as many orders as fit', async () => {
    const user = await insertSignedInUser(ctx.app)
    await setLimits(user, { day: 2000 }) // four Daily Passes (4 × 499 = 1996) fit, a fifth does not
    const ip = nextIp()
    const results = await Promise.all(Array.from({ length: 20 }, () => orderDailyPass(user, ip)))
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes.filter((c) => c === 201)).toHaveLength(4)
    expect(codes.filter((c) => c === 403)).toHaveLength(16)
    const orders = await ordersOf(user)
    expect(orders).toHaveLength(4)
    expect(orders.reduce((sum, o) => sum + o.amount, 0)).toBeLessThanOrEqual(2000)
  })

  it('invites an account that has bought and set no limit', async () => {
    const user = await insertSignedInUser(ctx.app)
    expect((await orderDailyPass(user)).statusCode).toBe(201)
    expect((await getLimits(user)).json().invite).toBe(false) // ordered, not bought yet
    await db().updateTable('payment_orders').set({ status: 'fulfilled' }).where('user_id', '=', user.id).execute()
    expect((await getLimits(user)).json().invite).toBe(true)
    await setLimits(user, { month: 10_000 })
    expect((await getLimits(user)).json().invite).toBe(false)
  })
})
