import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSignedInUser } from './helpers/factories.ts'
import { FIXTURES_ON_14_MARCH, startTestFootball } from './helpers/football.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

/**
 * Issue 28: a question whose window lies beyond the data is answered free, saying when the data
 * ends; the question's date is its "now"; DEMO_DATE pins that date for everyone. The generated
 * season's results end on Saturday 7 March 2026, with four fixtures on 14 March.
 */
const LATE = '2026-11-28T12:00:00.000Z'
/** The home page's suggestions a new visitor clicks first (db/seed.ts). */
const SUGGESTIONS = [
  'three over 2.5 matches for today',
  'best over 1.5 goals picks this weekend',
  'Arsenal vs Chelsea',
  'both teams to score picks for today',
  'most likely score Liverpool next game',
]

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ ANON_DAILY_LIMIT_PER_IP: '10000' })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
})
afterAll(() => ctx.close())

const visitor = () => ({ 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `session-${randomUUID()}` })
const analyze = (headers: Record<string, string>, query: string, date: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/analyze', headers, payload: { query, date, timeZone: 'Europe/London' } })
const remaining = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/credits', headers })).json().remaining as number

describe('questions beyond the data', () => {
  it("costs a new visitor nothing for the home page's first five suggestions, each saying when the data ends", async () => {
    const headers = visitor()
    const before = await remaining(headers)
    for (const query of SUGGESTIONS) {
      const res = await analyze(headers, query, LATE)
      expect(res.statusCode, query).toBe(200)
      const body = res.json()
      expect(body, query).toMatchObject({ charged: false, shareId: null, searchId: null })
      // The scope's own end: the data's newest result, or the named teams' newest match.
      expect(body.result, query).toMatch(/ends on \w+day \d+ (February|March) 2026/)
      expect(body.result, query).toContain('This question was not charged.')
      expect(body.analysis.coverage, query).toBe('none')
    }
    expect(await remaining(headers)).toBe(before)
  })

  it("leaves a signed-in user's credits and history untouched, and keeps the questions out of the popular list", async () => {
    const searches = () =>
      ctx.database.db.selectFrom('searches').select(['id', 'searches', 'last_searched_at']).orderBy('id').execute()
    const before = await searches()
    const user = await insertSignedInUser(ctx.app, { credits: 3 })
    for (const query of SUGGESTIONS) expect((await analyze(user.headers, query, LATE)).json().charged).toBe(false)
    expect(await remaining(user.headers)).toBe(3)
    const history = await ctx.app.inject({ method: 'GET', url: '/api/history', headers: user.headers })
    expect(history.statusCode).toBe(200)
    expect(history.json().items).toEqual([])
    // No search row added or counted: free answers never reach Popular Searches.
    expect(await searches()).toEqual(before)
  })

  it('charges the same question asked on a day the data covers, naming real fixtures', async () => {
    const headers = visitor()
    const before = await remaining(headers)
    const res = await analyze(headers, 'three over 2.5 matches for today', '2026-03-14T09:00:00.000Z')
    expect(res.json().charged).toBe(true)
    const [home] = FIXTURES_ON_14_MARCH[0] ?? []
    expect(res.json().result).toContain((home ?? '').replace(' FC', ''))
    expect(await remaining(headers)).toBe(before - 1)
  })
})

describe('DEMO_DATE', () => {
  let demo: TestContext
  beforeAll(async () => {
    demo = await createTestApp({ ANON_DAILY_LIMIT_PER_IP: '10000', DEMO_DATE: '2026-03-14' })
    demo.app.football = await startTestFootball(demo.database, demo.app.log, { demoDate: '2026-03-14' })
  })
  afterAll(() => demo.close())

  it("answers every visitor as on the morning of the demo day, whatever the browser's date and clock", async () => {
    // 23:30 on the real day: the demo day's 15:00 kick-offs must still be upcoming.
    const res = await demo.app.inject({
      method: 'POST',
      url: '/api/analyze',
      headers: visitor(),
      payload: {
        query: 'three over 2.5 matches for today',
        date: '2026-11-28T23:30:00.000Z',
        timeZone: 'Europe/London',
      },
    })
    const body = res.json()
    expect(body.charged).toBe(true)
    expect(body.result).toContain('Saturday 14 March 2026')
    expect(body.analysis.picks.length).toBeGreaterThan(0)
  })

  it('reports the demo day in health', async () => {
    const health = (await demo.app.inject({ method: 'GET', url: '/api/health' })).json()
    expect(health.football).toMatchObject({ today: '2026-03-14', demoDate: '2026-03-14', freshness: 'fresh' })
    expect(health.football.nextFixtureDate).toBe('2026-03-14')
  })
})
