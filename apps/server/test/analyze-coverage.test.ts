import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSignedInUser } from './helpers/factories.ts'
import { startTestFootball } from './helpers/football.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

/**
 * Understand, answer, then charge: with the real engine over the generated season, a question
 * only partly answerable (an unpriceable market, a club the data does not know, an earlier
 * answer that does not exist) is answered free with the nearest thing, and a refused question
 * never spends, however often it is asked.
 */
const DATE = '2026-03-14T12:00:00.000+01:00'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ ANON_DAILY_LIMIT_PER_IP: '10000' })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
})
afterAll(() => ctx.close())

function visitor() {
  return { 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `session-${randomUUID()}` }
}

function analyze(headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/analyze', headers, payload: { date: DATE, ...payload } })
}

async function remaining(headers: Record<string, string>): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/credits', headers })
  return res.json().remaining
}

async function savedReports(question: string): Promise<number> {
  const rows = await ctx.database.db.selectFrom('searches').select('id').where('query', '=', question).execute()
  return rows.length
}

describe('POST /api/analyze charges only answers that cover the question', () => {
  it('answers a question with an unpriceable market with the nearest thing, free and unsaved', async () => {
    const headers = visitor()
    const query = 'possession stats Arsenal vs Everton'
    const res = await analyze(headers, { query })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.result).toContain("Pitchwise can't price possession")
    expect(body.result).toContain('The nearest I can answer, free of charge:')
    expect(body.result).toContain('Arsenal v Everton')
    expect(body).toMatchObject({ charged: false, shareId: null, searchId: null, remaining: 5 })
    expect(body.analysis.coverage).toBe('partial')
    expect(body.analysis.intent.notUnderstood).toEqual({ market: 'possession' })
    expect(await remaining(headers)).toBe(5)
    expect(await savedReports(query)).toBe(0)
  })

  it('names a league without corner counts and charges nothing (decision 167)', async () => {
    const headers = visitor()
    const query = 'corners Arsenal vs Everton'
    const body = (await analyze(headers, { query })).json()
    expect(body.result).toContain('Pitchwise has no corner counts for the Premier League')
    expect(body.result).toContain('This question was not charged.')
    expect(body).toMatchObject({ charged: false, shareId: null, searchId: null, remaining: 5 })
    expect(await remaining(headers)).toBe(5)
    expect(await savedReports(query)).toBe(0)
  })

  it('does not charge when a club in the question is unknown, and says which word', async () => {
    const headers = visitor()
    const res = await analyze(headers, { query: 'who wins Xyzville vs Arsenal' })
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toContain("I don't know “Xyzville”")
    expect(res.json()).toMatchObject({ charged: false, shareId: null })
    expect(res.json().analysis.coverage).toBe('partial')
    expect(await remaining(headers)).toBe(5)
  })

  it('does not charge "the second one" when there is no earlier answer to point into', async () => {
    const headers = visitor()
    const res = await analyze(headers, { query: 'and the second one?' })
    expect(res.json().result).toContain("I can't tell which match you mean")
    expect(res.json()).toMatchObject({ charged: false, shareId: null })
    expect(await remaining(headers)).toBe(5)
  })

  it('never spends on a refused question, even asked more often than the allowance', async () => {
    const headers = visitor()
    for (let i = 0; i < 7; i++) {
      const res = await analyze(headers, { query: "what's the capital of France?" })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ charged: false, shareId: null, searchId: null })
      expect(res.json().analysis.coverage).toBe('none')
    }
    expect(await remaining(headers)).toBe(5)
    expect(await savedReports("what's the capital of France?")).toBe(0)
    // The allowance is intact: a covered question afterwards is answered and charged once.
    const real = await analyze(headers, { query: 'Arsenal vs Everton' })
    expect(real.json()).toMatchObject({ charged: true })
    expect(real.json().analysis.coverage).toBe('full')
    expect(await remaining(headers)).toBe(4)
  })

  it('never spends a signed-in user’s credit on a refusal or a clarification', async () => {
    const user = await insertSignedInUser(ctx.app)
    const before = await remaining(user.headers)
    for (const query of ['tell me a joke', 'NBA picks tonight', 'booking points', 'who wins the league'])
      expect((await analyze(user.headers, { query })).json().charged).toBe(false)
    expect(await remaining(user.headers)).toBe(before)
  })

  it('charges a follow-up that points at a listed fixture, and answers that fixture', async () => {
    const headers = visitor()
    const first = await analyze(headers, { query: 'three over 1.5 matches for today' })
    expect(first.json().charged).toBe(true)
    const second = first.json().analysis.picks[1]
    const chatHistory = `User: three over 1.5 matches for today\nAssistant: ${first.json().result}`
    const res = await analyze(headers, { query: 'and the second one?', chatHistory })
    expect(res.json().charged).toBe(true)
    expect(res.json().analysis.intent.kind).toBe('match')
    expect(res.json().result).toContain(`## ${second.home} v ${second.away}`)
  })
})
