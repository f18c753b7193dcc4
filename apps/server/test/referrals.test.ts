import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
let ip = 1
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

function track(payload: Record<string, unknown>, remoteAddress = `10.1.0.${ip++}`) {
  return ctx.app.inject({ method: 'POST', url: '/api/referrals/track', payload, remoteAddress })
}

const visit = (code: string) => ({
  code,
  sessionId: 'ref-session-1234',
  path: `/r/${code}`,
  queryParams: '?utm_source=x',
  userAgent: 'Mozilla/5.0',
  referrer: 'https://t.co/abc',
})

describe('POST /api/referrals/track', () => {
  it('records a visit', async () => {
    const res = await track(visit('FRIEND_10'))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ tracked: true })
    const row = await ctx.database.db
      .selectFrom('referrals')
      .selectAll()
      .where('code', '=', 'FRIEND_10')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      session_id: 'ref-session-1234',
      path: '/r/FRIEND_10',
      query_params: 'utm_source=x',
      user_agent: 'Mozilla/5.0',
      referrer: 'https://t.co/abc',
    })
  })

  it('accepts a visit without the optional fields', async () => {
    const res = await track({ code: 'ab', sessionId: 's', path: '/r/ab' })
    expect(res.statusCode).toBe(201)
  })

  it('refuses bad codes with a clear message', async () => {
    for (const code of ['a', 'has space', 'x'.repeat(65), 'semi;colon']) {
      const res = await track({ ...visit('placeholder'), code, path: `/r/${encodeURIComponent(code)}` })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('code: Invalid referral code: use 2-64 letters, digits, underscores or hyphens')
    }
  })

  it('tracks only /r/{code} with exactly one segment', async () => {
    for (const path of ['/r/abc/extra', '/x/abc', '/r/', '/r/other', 'r/abc']) {
      const res = await track({ ...visit('abc'), path })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        error: 'Referral path must be /r/{code} with exactly one segment',
        code: 'BAD_REQUEST',
      })
    }
    const rows = await ctx.database.db.selectFrom('referrals').select('id').where('code', '=', 'abc').execute()
    expect(rows).toHaveLength(0)
  })

  it('rate-limits per IP at 30 a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await track(visit('burst'), '10.2.2.2')).statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(30)
    expect(statuses[30]).toBe(429)
  })
})
