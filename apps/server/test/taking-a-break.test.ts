/**
 * Time-outs and self-exclusions (issue 35, decision 312) over HTTP on a real database (PGlite, or
 * PostgreSQL with DATABASE_URL): while a break runs, the account can neither search nor buy
 * through any route; nothing shortens or lifts it (not the route, not a second request, not a
 * direct UPDATE or DELETE from the application's own database user); administrators see it and
 * cannot change it; every change of a break, a spending limit or a reality check is audited.
 */
import { randomBytes } from 'node:crypto'
import { START_PAYMENT_ENDPOINTS, TAKING_A_BREAK_TEXTS } from '@pitchwise/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrder } from '../src/features/billing/orders.ts'
import type { SignedInUser } from './auth-helpers.ts'
import { planByName, sandboxMethod } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { startTestFootball } from './helpers/football.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const TRC20 = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'
const DATE = '2026-03-14T12:00:00.000+01:00'
const DAY_MS = 86_400_000

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    CRYPTO_WALLET_TRC20: TRC20,
  })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
})
afterAll(() => ctx.close())

const db = () => ctx.database.db
let ipSeq = 0
const nextIp = () => `198.51.100.${++ipSeq}`

const takeBreak = (user: SignedInUser, duration: string, confirmed: unknown = true) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/break',
    headers: user.headers,
    remoteAddress: nextIp(),
    payload: { duration, confirmed },
  })
const me = async (user: SignedInUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: user.headers })).json()
const analyze = (user: SignedInUser) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/analyze',
    headers: user.headers,
    payload: { query: 'three over 2.5 matches for today', date: DATE },
  })
const auditOf = (user: SignedInUser) =>
  db()
    .selectFrom('admin_audit_log')
    .select(['actor_id', 'action', 'entity_id', 'before', 'after'])
    .where('entity_id', '=', user.id)
    .orderBy('created_at')
    .execute()
const ordersOf = (user: SignedInUser) =>
  db().selectFrom('payment_orders').select('id').where('user_id', '=', user.id).execute()

describe('taking a break', () => {
  it('a 7-day time-out starts now, ends in 7 days, shows in /api/me and is audited', async () => {
    const user = await insertSignedInUser(ctx.app)
    expect((await me(user)).activeBreak).toBeNull()
    const res = await takeBreak(user, '7d')
    expect(res.statusCode, res.body).toBe(201)
    const { active } = res.json()
    expect(active).toMatchObject({ kind: 'time-out', duration: '7d' })
    const length = new Date(active.endsAt).getTime() - new Date(active.startsAt).getTime()
    expect(length).toBe(7 * DAY_MS)
    expect((await me(user)).activeBreak).toEqual(active)
    const audit = await auditOf(user)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_id: user.id, action: 'self_exclusion.start', before: null })
    expect(audit[0]?.after).toEqual(active)
  })

  it('self-exclusions last 6 months, 1 year or 5 years', async () => {
    for (const [duration, months] of [
      ['6m', 6],
      ['1y', 12],
      ['5y', 60],
    ] as const) {
      const user = await insertSignedInUser(ctx.app)
      const { active } = (await takeBreak(user, duration)).json()
      expect(active.kind).toBe('self-exclusion')
      const start = new Date(active.startsAt)
      const expected = new Date(start)
      expected.setUTCMonth(expected.getUTCMonth() + months)
      // Calendar months: within a day of the same date (a 31st may land on the 1st).
      expect(Math.abs(new Date(active.endsAt).getTime() - expected.getTime())).toBeLessThanOrEqual(DAY_MS)
    }
  })

  it('needs the confirmation and a duration it offers', async () => {
    const user = await insertSignedInUser(ctx.app)
    for (const [duration, confirmed] of [
      ['7d', false],
      ['7d', 'true'],
      ['2h', true],
      ['forever', true],
    ] as const) {
      expect((await takeBreak(user, duration, confirmed)).statusCode).toBe(400)
    }
    expect((await me(user)).activeBreak).toBeNull()
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/account/break',
          payload: { duration: '7d', confirmed: true },
        })
      ).statusCode,
    ).toBe(401)
  })
})

describe('while a break runs', () => {
  it('the account cannot search: 403 with the calm text, nothing charged or recorded', async () => {
    const user = await insertSignedInUser(ctx.app)
    const before = await analyze(user)
    expect(before.statusCode, before.body).toBe(200)
    const credits = (await me(user)).credits.remaining
    await takeBreak(user, '24h')
    const res = await analyze(user)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: TAKING_A_BREAK_TEXTS.searchRefused, code: 'TAKING_A_BREAK' })
    expect((await me(user)).credits.remaining).toBe(credits)
    const history = await db().selectFrom('user_search_history').select('id').where('user_id', '=', user.id).execute()
    expect(history).toHaveLength(1)
  })

  it('every order start route of every gateway refuses and makes no order', async () => {
    const user = await insertSignedInUser(ctx.app)
    await takeBreak(user, '30d')
    const [plan, method] = await Promise.all([planByName(db(), 'Daily Pass'), sandboxMethod(db())])
    const routes = Object.values(START_PAYMENT_ENDPOINTS)
    expect(routes.length).toBeGreaterThanOrEqual(5)
    for (const route of routes) {
      const res = await ctx.app.inject({
        method: route.method,
        url: route.path,
        headers: user.headers,
        remoteAddress: nextIp(),
        payload: { planId: plan.id, methodId: method.id, amount: 1, currency: 'USD', email: user.email },
      })
      expect(res.statusCode, `${route.path}: ${res.body}`).toBe(403)
      expect(res.json()).toEqual({ error: TAKING_A_BREAK_TEXTS.purchaseRefused, code: 'TAKING_A_BREAK' })
    }
    const crypto = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/crypto-transactions',
      headers: user.headers,
      remoteAddress: nextIp(),
      payload: { planId: plan.id, network: 'TRC20', transactionId: randomBytes(32).toString('hex') },
    })
    expect(crypto.statusCode).toBe(403)
    expect(crypto.json().code).toBe('TAKING_A_BREAK')
    expect(await ordersOf(user)).toHaveLength(0)
  })

  it('order creation itself refuses in its transaction (a break taken after the route’s check)', async () => {
    const user = await insertSignedInUser(ctx.app)
    await takeBreak(user, '24h')
    const [plan, method] = await Promise.all([planByName(db(), 'Daily Pass'), sandboxMethod(db())])
    await expect(
      createOrder(
        { db: db(), registry: ctx.app.billing.registry, cryptoWallets: 1 },
        { id: user.id, email: user.email },
        'US',
        { planId: plan.id, methodId: method.id },
      ),
    ).rejects.toMatchObject({ code: 'TAKING_A_BREAK' })
    expect(await ordersOf(user)).toHaveLength(0)
  })

  it('an account without a break still buys and searches (the same requests succeed)', async () => {
    const user = await insertSignedInUser(ctx.app)
    const [plan, method] = await Promise.all([planByName(db(), 'Daily Pass'), sandboxMethod(db())])
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/orders',
      headers: user.headers,
      remoteAddress: nextIp(),
      payload: { planId: plan.id, methodId: method.id },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect((await analyze(user)).statusCode).toBe(200)
  })
})

describe('a break cannot be shortened or lifted', () => {
  it('a second request may only make it longer', async () => {
    const user = await insertSignedInUser(ctx.app)
    const first = (await takeBreak(user, '7d')).json().active
    const shorter = await takeBreak(user, '24h')
    expect(shorter.statusCode).toBe(409)
    expect(shorter.json()).toEqual({ error: TAKING_A_BREAK_TEXTS.onlyLonger, code: 'CONFLICT' })
    expect((await me(user)).activeBreak).toEqual(first)

    const longer = await takeBreak(user, '6m')
    expect(longer.statusCode).toBe(201)
    expect(longer.json().active.endsAt > first.endsAt).toBe(true)
    expect((await auditOf(user)).map((a) => a.action)).toEqual(['self_exclusion.start', 'self_exclusion.extend'])
  })

  it('no route ends or changes one: the only break routes are GET and POST, the admin ones GET', () => {
    const breakRoutes = ctx.app.registeredRoutes.filter(
      (r) =>
        r.method !== 'HEAD' &&
        (r.url.startsWith('/api/account/break') || r.url.startsWith('/api/admin/safer-gambling')),
    )
    const methods = breakRoutes.map((r) => `${r.method} ${r.url}`).sort()
    expect(methods).toEqual([
      'GET /api/account/break',
      'GET /api/admin/safer-gambling/users',
      'GET /api/admin/safer-gambling/users/:id',
      'POST /api/account/break',
    ])
  })

  it('the database refuses an UPDATE, a DELETE or a TRUNCATE from the application’s own user', async () => {
    const user = await insertSignedInUser(ctx.app)
    const { active } = (await takeBreak(user, '30d')).json()
    const refused = /cannot be lifted or shortened/
    await expect(
      db().updateTable('self_exclusions').set({ ends_at: sql`now()` }).where('user_id', '=', user.id).execute(),
    ).rejects.toThrow(refused)
    await expect(
      db()
        .updateTable('self_exclusions')
        .set({ ends_at: sql`ends_at + interval '1 day'` })
        .where('user_id', '=', user.id)
        .execute(),
    ).rejects.toThrow(refused)
    await expect(db().deleteFrom('self_exclusions').where('user_id', '=', user.id).execute()).rejects.toThrow(refused)
    await expect(sql`truncate self_exclusions`.execute(db())).rejects.toThrow(refused)
    // Deleting the account would take its break with it: refused the same way.
    await expect(db().deleteFrom('user').where('id', '=', user.id).execute()).rejects.toThrow(refused)
    expect((await me(user)).activeBreak).toEqual(active)
  })
})

describe('administrators', () => {
  it('see limits and breaks, filtered, and one account’s history; a user cannot', async () => {
    const admin = await insertSignedInUser(ctx.app, { role: 'admin' })
    const resting = await insertSignedInUser(ctx.app)
    const limited = await insertSignedInUser(ctx.app)
    const neither = await insertSignedInUser(ctx.app)
    await takeBreak(resting, '7d')
    await takeBreak(resting, '1y')
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/billing/spending-limits',
      headers: limited.headers,
      payload: { day: 1000, week: null, month: null },
    })
    const list = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/safer-gambling/users?${query}`,
        headers: admin.headers,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().users.map((u: { email: string }) => u.email)
    }
    const breaks = await list('filter=breaks')
    expect(breaks).toContain(resting.email)
    expect(breaks).not.toContain(limited.email)
    const limits = await list('filter=limits')
    expect(limits).toContain(limited.email)
    expect(limits).not.toContain(resting.email)
    const any = await list('filter=any')
    expect(any).toEqual(expect.arrayContaining([resting.email, limited.email]))
    expect(any).not.toContain(neither.email)
    expect(await list(`filter=any&email=${encodeURIComponent(limited.email.toUpperCase())}`)).toEqual([limited.email])

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/safer-gambling/users/${resting.id}`,
      headers: admin.headers,
    })
    expect(detail.statusCode).toBe(200)
    const body = detail.json()
    expect(body.user.activeBreak).toMatchObject({ kind: 'self-exclusion', duration: '1y' })
    expect(body.breaks.map((b: { duration: string }) => b.duration).sort()).toEqual(['1y', '7d'])
    const limitedDetail = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/safer-gambling/users/${limited.id}`,
        headers: admin.headers,
      })
    ).json()
    expect(limitedDetail.user.limits).toEqual([
      { period: 'day', currency: 'USD', currencyExponent: 2, amount: 1000, pending: null },
    ])

    const asUser = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/safer-gambling/users',
      headers: limited.headers,
    })
    expect(asUser.statusCode).toBe(403)
  })
})

describe('audit of the other tools', () => {
  it('every change of a spending limit is audited with before and after; an unchanged save is not', async () => {
    const user = await insertSignedInUser(ctx.app)
    const put = (day: number | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/billing/spending-limits',
        headers: user.headers,
        payload: { day, week: null, month: null },
      })
    await put(2000)
    await put(2000)
    await put(5000)
    const audit = await auditOf(user)
    expect(audit.map((a) => a.action)).toEqual(['spending_limits.update', 'spending_limits.update'])
    expect(audit[0]).toMatchObject({ actor_id: user.id, before: [] })
    expect(audit[0]?.after).toMatchObject([{ period: 'day', amount: 2000, pendingAmount: null }])
    expect(audit[1]?.after).toMatchObject([{ period: 'day', amount: 2000, pendingAmount: 5000 }])
  })

  it('the reality check is kept per account, offers 30 or 60 minutes, and is audited', async () => {
    const user = await insertSignedInUser(ctx.app)
    const put = (minutes: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/account/reality-check', headers: user.headers, payload: { minutes } })
    expect((await me(user)).realityCheckMinutes).toBeNull()
    expect((await put(30)).json()).toEqual({ minutes: 30 })
    expect((await me(user)).realityCheckMinutes).toBe(30)
    for (const wrong of [45, 0, '60']) expect((await put(wrong)).statusCode).toBe(400)
    expect((await put(60)).statusCode).toBe(200)
    expect((await put(null)).statusCode).toBe(200)
    expect((await me(user)).realityCheckMinutes).toBeNull()
    const audit = await auditOf(user)
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ minutes: null }, { minutes: 30 }],
      [{ minutes: 30 }, { minutes: 60 }],
      [{ minutes: 60 }, { minutes: null }],
    ])
  })
})
