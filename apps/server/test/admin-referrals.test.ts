/**
 * /api/admin/referrals: visits and sign-ups per code for a period, conversion to one decimal,
 * most visits first, 10 per page, computed in SQL.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminTestContext, createAdminTestApp } from './helpers/admin.ts'
import { insertSignedInUser } from './helpers/factories.ts'

let ctx: AdminTestContext
let ip = 1
beforeAll(async () => {
  ctx = await createAdminTestApp()
})
afterAll(() => ctx.close())

async function visit(code: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/referrals/track',
      remoteAddress: `10.9.0.${ip++}`,
      payload: { code, sessionId: `sess-${code}-${i}-abcdef`, path: `/r/${code}`, userAgent: 'test' },
    })
    expect(res.statusCode).toBe(201)
  }
}

async function figures(period: string, page = 1) {
  const res = await ctx.asAdmin('GET', `/api/admin/referrals?period=${period}&page=${page}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('admin referral analytics', () => {
  it('counts visits and sign-ups per code with conversion to one decimal, most visits first', async () => {
    await visit('alpha', 3)
    await visit('beta', 7)
    await insertSignedInUser(ctx.app, { referralCode: 'alpha' })
    await insertSignedInUser(ctx.app, { referralCode: 'beta' })
    const data = await figures('lifetime')
    expect(data.items.slice(0, 2)).toEqual([
      { code: 'beta', visits: 7, signups: 1, conversionRate: 14.3 },
      { code: 'alpha', visits: 3, signups: 1, conversionRate: 33.3 },
    ])
    expect(data.totals).toEqual({ visits: 10, signups: 2, conversionRate: 20 })
    expect(data).toMatchObject({ period: 'lifetime', page: 1, pageSize: 10, total: 2 })
  })

  it('limits each period by date: today, 7 days, 30 days, lifetime', async () => {
    const db = ctx.database.db
    const old = (days: number) => sql<Date>`now() - make_interval(days => ${days})`
    await db
      .insertInto('referrals')
      .values([
        { code: 'gamma', path: '/r/gamma', created_at: old(3) },
        { code: 'gamma', path: '/r/gamma', created_at: old(20) },
        { code: 'gamma', path: '/r/gamma', created_at: old(100) },
      ])
      .execute()
    const codeOf = async (period: string) =>
      (await figures(period)).items.find((row: { code: string }) => row.code === 'gamma')?.visits ?? 0
    expect(await codeOf('today')).toBe(0)
    expect(await codeOf('7days')).toBe(1)
    expect(await codeOf('30days')).toBe(2)
    expect(await codeOf('lifetime')).toBe(3)
  })

  it('lists a code with sign-ups but no visits in the period at 0 %', async () => {
    await ctx.database.db
      .insertInto('user_referrals')
      .values({ user_id: ctx.user.id, referral_code: 'delta' })
      .execute()
    const delta = (await figures('today')).items.find((row: { code: string }) => row.code === 'delta')
    expect(delta).toEqual({ code: 'delta', visits: 0, signups: 1, conversionRate: 0 })
  })

  it('pages 10 codes at a time and rejects an unknown period', async () => {
    for (let i = 0; i < 11; i++) {
      await ctx.database.db
        .insertInto('referrals')
        .values({ code: `page${String(i).padStart(2, '0')}`, path: '/r/x' })
        .execute()
    }
    const first = await figures('lifetime')
    expect(first.items).toHaveLength(10)
    const total = first.total
    const last = await figures('lifetime', first.totalPages)
    expect(last.items.length).toBe(total - 10 * (first.totalPages - 1))
    const beyond = await figures('lifetime', 99)
    expect(beyond).toMatchObject({ items: [], total })
    expect(beyond.totals.visits).toBe(first.totals.visits)
    expect((await ctx.asAdmin('GET', '/api/admin/referrals?period=year')).statusCode).toBe(400)
  })
})
