import { randomUUID } from 'node:crypto'
import { formatChatHistory } from '@pitchwise/contract'
import { DOMESTIC_CASES } from '@pitchwise/engine/parser/corpus/all-cases'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSignedInUser } from './helpers/factories.ts'
import { startTestFootball } from './helpers/football.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

/**
 * Every corpus question that is free whatever the data holds (a refusal, a topic or market
 * Pitchwise does not cover, a club it does not know, a name to ask back about) is free through
 * the real route too: a signed-in user's credits and history, and a visitor's daily allowance,
 * are exactly as before, and nothing is saved or shared. (Questions free only because the test
 * world lacks a fixture can be answered by this server's world, so they are not among them.)
 */
const FREE = DOMESTIC_CASES.filter(
  (c) =>
    !c.previous &&
    c.q.trim() !== '' &&
    (c.expect.kind === 'unsupported' || c.expect.kind === 'clarify' || c.expect.notUnderstood !== undefined),
)

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ ANON_DAILY_LIMIT_PER_IP: '100000' })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
})
afterAll(() => ctx.close())

async function remaining(headers: Record<string, string>): Promise<number> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/credits', headers })).json().remaining
}

async function askAll(headers: Record<string, string>): Promise<string[]> {
  const charged: string[] = []
  for (const c of FREE) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      headers,
      payload: {
        query: c.q,
        date: c.clientDate,
        ...(c.timeZone ? { timeZone: c.timeZone } : {}),
        ...(c.history ? { chatHistory: formatChatHistory(c.history) } : {}),
      },
    })
    const body = res.json()
    if (res.statusCode !== 200 || body.charged !== false || body.shareId !== null || body.searchId !== null)
      charged.push(`${c.q}: ${res.statusCode} charged=${body.charged}`)
  }
  return charged
}

describe('every free corpus question leaves the account untouched', () => {
  it(`asks all ${FREE.length} free questions as a signed-in user: no credit, no history, no saved search`, async () => {
    expect(FREE.length).toBeGreaterThanOrEqual(120)
    const user = await insertSignedInUser(ctx.app)
    const before = await remaining(user.headers)
    expect(await askAll(user.headers)).toEqual([])
    expect(await remaining(user.headers)).toBe(before)
    const history = await ctx.app.inject({ method: 'GET', url: '/api/history', headers: user.headers })
    expect(history.json().total).toBe(0)
    const db = ctx.database.db
    expect(await db.selectFrom('analyses').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    expect(await db.selectFrom('user_search_history').select('id').where('user_id', '=', user.id).execute()).toEqual([])
  }, 120_000)

  it('asks them all as a visitor: the daily allowance is untouched', async () => {
    const headers = { 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `session-${randomUUID()}` }
    const before = await remaining(headers)
    expect(await askAll(headers)).toEqual([])
    expect(await remaining(headers)).toBe(before)
  }, 120_000)
})
