import { randomUUID } from 'node:crypto'
import { AnalyzeResponse } from '@pitchwise/contract'
import type { AnalysisRequest } from '@pitchwise/engine/analysis-types'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FootballService } from '../src/features/football/football-service.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { FIXTURES_ON_14_MARCH, LAST_RESULT_DATE, startTestFootball } from './helpers/football.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

/**
 * The real football service, wrapped to record what the route asks it. `fault` injects a
 * failure for the refund tests: the only place the engine's answer is not its own.
 */
function recording(real: FootballService) {
  const requests: AnalysisRequest[] = []
  let fault: Error | null = null
  const service: FootballService = {
    ...real,
    async analyze(request) {
      requests.push(request)
      if (fault) throw fault
      return real.analyze(request)
    },
  }
  return {
    service,
    requests,
    failWith(error: Error | null) {
      fault = error
    },
  }
}

const DATE = '2026-03-14T12:00:00.000+01:00'

let ctx: TestContext
let engine: ReturnType<typeof recording>
beforeAll(async () => {
  ctx = await createTestApp({ ANON_DAILY_LIMIT_PER_IP: '10000' })
  engine = recording(await startTestFootball(ctx.database, ctx.app.log))
  ctx.app.football = engine.service
})
afterAll(() => ctx.close())
beforeEach(() => {
  engine.failWith(null)
  engine.requests.length = 0
})

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

describe('POST /api/analyze', () => {
  it('answers a visitor with the report, the structured analysis, a share id and the searches left', async () => {
    const headers = visitor()
    const res = await analyze(headers, {
      query: '  three over 2.5 matches for today  ',
      result: '',
      classification: '',
      classificationNo: 0,
      translatedQuery: '',
      method: 'web',
      channel: 1,
      chatHistory: 'User: best BTTS picks\nAssistant: ## BTTS\nline two\nUser: thanks',
      timeZone: 'Europe/London',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    // Three real fixtures of the client's day, priced by the fitted model.
    expect(body.analysis.intent.kind).toBe('picks')
    expect(body.analysis.picks).toHaveLength(3)
    const fixtures = FIXTURES_ON_14_MARCH.map(
      ([home, away]) => `${home.replace(/ FC$/, '')}|${away.replace(/ FC$/, '')}`,
    )
    for (const pick of body.analysis.picks) {
      expect(pick.market).toBe('over_2.5')
      expect(pick.date).toBe('2026-03-14')
      expect(fixtures).toContain(`${pick.home}|${pick.away}`)
      expect(pick.probability).toBeGreaterThan(0)
      expect(pick.probability).toBeLessThan(1)
      expect(body.result).toContain(pick.home)
    }
    expect(body.analysis.dataFreshness.lastResultDate).toBe(LAST_RESULT_DATE)
    expect(body.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(body.searchId).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.charged).toBe(true)
    expect(body.remaining).toBe(4)
    expect(await remaining(headers)).toBe(4)

    expect(engine.requests[0]).toEqual({
      question: 'three over 2.5 matches for today',
      clientDate: DATE,
      timeZone: 'Europe/London',
      deep: true,
      chatHistory: [
        { role: 'user', content: 'best BTTS picks' },
        { role: 'assistant', content: '## BTTS\nline two' },
        { role: 'user', content: 'thanks' },
      ],
    })
  })

  it('answers every asker of a popular question the same contract-shaped report, and saves what it sent', async () => {
    const asked = { query: 'both teams to score picks for today', timeZone: 'Europe/London' }
    const first = await analyze(visitor(), asked)
    const second = await analyze(visitor(), asked)
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    const [a, b] = [first.json(), second.json()]
    expect([a.charged, b.charged]).toEqual([true, true])
    expect(b.shareId).not.toBe(a.shareId)
    expect(b.analysis).toEqual(a.analysis)
    // Nothing outside the contract is sent: the body is its own parse through the response schema.
    expect(b).toEqual(AnalyzeResponse.parse(b))
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    // The saved report is the analysis the asker was sent.
    const shared = await ctx.app.inject({ method: 'GET', url: `/api/analyses/${b.shareId}` })
    expect(shared.json().analysis).toEqual(b.analysis)
  })

  it('records the search by exact trimmed question, counting repeats', async () => {
    const query = `who wins Arsenal vs Chelsea ${randomUUID()}`
    const first = (await analyze(visitor(), { query })).json()
    const before = await ctx.database.db
      .selectFrom('searches')
      .selectAll()
      .where('query', '=', query)
      .executeTakeFirstOrThrow()
    const second = (await analyze(visitor(), { query: `  ${query}\n` })).json()
    expect(second.searchId).toBe(first.searchId)
    const after = await ctx.database.db
      .selectFrom('searches')
      .selectAll()
      .where('query', '=', query)
      .executeTakeFirstOrThrow()
    expect(after.searches).toBe(2)
    expect(after.last_searched_at?.getTime()).toBeGreaterThanOrEqual(before.last_searched_at?.getTime() ?? 0)
    expect(second.shareId).not.toBe(first.shareId)
  })

  it('records only the question when the query carries a chat-history section', async () => {
    const question = `what about BTTS for those ${randomUUID()}`
    const res = await analyze(visitor(), {
      query: `${question}\n\nChat history:\nUser: three over 2.5 today\nAssistant: ## Picks`,
    })
    expect(res.statusCode).toBe(200)
    expect(engine.requests[0]?.question).toBe(question)
    expect(engine.requests[0]?.chatHistory).toEqual([
      { role: 'user', content: 'three over 2.5 today' },
      { role: 'assistant', content: '## Picks' },
    ])
    const saved = await ctx.database.db
      .selectFrom('analyses')
      .select('query')
      .where('share_id', '=', res.json().shareId)
      .executeTakeFirstOrThrow()
    expect(saved.query).toBe(question)
    const recorded = await ctx.database.db
      .selectFrom('searches')
      .select('query')
      .where('id', '=', res.json().searchId)
      .executeTakeFirstOrThrow()
    expect(recorded.query).toBe(question)
  })

  it('refuses an empty question without spending a search', async () => {
    const headers = visitor()
    for (const query of ['', '   \n ', '\nChat history:\nUser: hi']) {
      const res = await analyze(headers, { query })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'Please type your question to get results', code: 'VALIDATION_ERROR' })
    }
    expect(await remaining(headers)).toBe(5)
    expect(engine.requests).toHaveLength(0)
  })

  it('refuses a question over the maximum length', async () => {
    const res = await analyze(visitor(), { query: 'a'.repeat(1001) })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toContain('too long')
    expect((await analyze(visitor(), { query: 'a'.repeat(1000) })).statusCode).toBe(200)
  })

  it('validates the payload shape', async () => {
    expect((await analyze(visitor(), { query: 'x', channel: 2 })).statusCode).toBe(400)
    expect((await analyze(visitor(), { query: 'x', date: 'yesterday' })).statusCode).toBe(400)
    expect((await analyze(visitor(), { query: 'x', requestId: 'bad id!' })).statusCode).toBe(400)
  })

  it('gives the search back and still answers when the question cannot be answered', async () => {
    const headers = visitor()
    const res = await analyze(headers, { query: 'who wins the NBA finals' })
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toMatch(/football/i)
    expect(res.json()).toMatchObject({
      shareId: null,
      searchId: null,
      charged: false,
      remaining: 5,
    })
    expect(await remaining(headers)).toBe(5)
    const recorded = await ctx.database.db
      .selectFrom('searches')
      .select('id')
      .where('query', '=', 'who wins the NBA finals')
      .execute()
    expect(recorded).toHaveLength(0)
  })

  it('answers ANALYSIS_ERROR and refunds when the engine fails', async () => {
    engine.failWith(new Error('boom'))
    const headers = visitor()
    const res = await analyze(headers, { query: 'three over 2.5 matches for today' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: 'Failed to analyze query', code: 'ANALYSIS_ERROR' })
    expect(await remaining(headers)).toBe(5)
  })

  it('answers SERVICE_UNAVAILABLE and refunds when no engine is ready', async () => {
    ctx.app.football = null
    try {
      const headers = visitor()
      const res = await analyze(headers, { query: 'three over 2.5 matches for today' })
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE')
      expect(await remaining(headers)).toBe(5)
    } finally {
      ctx.app.football = engine.service
    }
  })

  it('answers a replayed requestId with exactly the first answer, never a new question', async () => {
    const headers = visitor()
    const requestId = randomUUID()
    const first = await analyze(headers, { query: 'Arsenal vs Everton', requestId })
    const replay = await analyze(headers, { query: 'Liverpool vs Chelsea', requestId })
    expect(first.statusCode).toBe(200)
    expect(replay.statusCode).toBe(200)
    expect(first.json().charged).toBe(true)
    expect(replay.json()).toMatchObject({
      charged: false,
      shareId: first.json().shareId,
      searchId: first.json().searchId,
      result: first.json().result,
      analysis: first.json().analysis,
      requestId,
    })
    expect(replay.json().result).not.toContain('Liverpool')
    expect(await remaining(headers)).toBe(4)
  })

  it('never spends twice for one requestId', async () => {
    const headers = visitor()
    const requestId = randomUUID()
    const first = await analyze(headers, { query: `over 0.5 goals today ${requestId.slice(0, 8)}`, requestId })
    const second = await analyze(headers, { query: `over 0.5 goals today ${requestId.slice(0, 8)}`, requestId })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(first.json().requestId).toBe(requestId)
    expect(await remaining(headers)).toBe(4)
    // The retry answers the report saved the first time and says it charged nothing.
    expect(first.json().charged).toBe(true)
    expect(second.json()).toMatchObject({
      charged: false,
      shareId: first.json().shareId,
      searchId: first.json().searchId,
    })
    const saved = await ctx.database.db
      .selectFrom('analyses')
      .select('id')
      .where('share_id', '=', first.json().shareId)
      .execute()
    expect(saved).toHaveLength(1)
    const search = await ctx.database.db
      .selectFrom('searches')
      .select('searches')
      .where('id', '=', first.json().searchId)
      .executeTakeFirstOrThrow()
    expect(search.searches).toBe(1)
  })

  it('keeps one history row per user and question, moving it up, and ignores a client-sent userId', async () => {
    const user = await insertSignedInUser(ctx.app)
    const other = await insertSignedInUser(ctx.app)
    const query = `likely draws this weekend ${randomUUID()}`
    const first = await analyze(user.headers, { query, userId: other.id })
    expect(first.statusCode).toBe(200)
    const history = () =>
      ctx.database.db
        .selectFrom('user_search_history')
        .selectAll()
        .where('search_id', '=', first.json().searchId)
        .execute()
    const [before] = await history()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await analyze(user.headers, { query })
    const rows = await history()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.user_id).toBe(user.id)
    expect(rows[0]?.last_used_at.getTime()).toBeGreaterThan(before?.last_used_at.getTime() ?? Infinity)
    const saved = await ctx.database.db
      .selectFrom('analyses')
      .select(['user_id', 'visitor_id'])
      .where('share_id', '=', first.json().shareId)
      .executeTakeFirstOrThrow()
    expect(saved).toEqual({ user_id: user.id, visitor_id: null })
  })

  it('answers NO_CREDITS with the server message when the allowance is used up', async () => {
    const small = await createTestApp({ FREE_SEARCHES_ANON: '1' })
    try {
      small.app.football = await startTestFootball(small.database, small.app.log)
      const headers = visitor()
      const send = () =>
        small.app.inject({
          method: 'POST',
          url: '/api/analyze',
          headers,
          payload: { query: 'three over 2.5 matches for today', date: DATE },
        })
      expect((await send()).statusCode).toBe(200)
      const refused = await send()
      expect(refused.statusCode).toBe(402)
      expect(refused.json()).toEqual({
        error: 'You have used all your free searches. Sign up to get 10 more free searches!',
        code: 'NO_CREDITS',
      })
    } finally {
      await small.close()
    }
  })

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    expect(doc.paths['/api/analyze'].post.summary).toBe('Analyse a football question and save the report')
  })
})

describe('POST /api/analyze under concurrency', () => {
  it('runs exactly 3 of 20 parallel requests from a visitor with 3 searches left', async () => {
    const small = await createTestApp({ FREE_SEARCHES_ANON: '3' })
    try {
      small.app.football = await startTestFootball(small.database, small.app.log)
      const headers = visitor()
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          small.app.inject({
            method: 'POST',
            url: '/api/analyze',
            headers,
            payload: { query: `over 1.5 goals picks ${i}`, date: DATE },
          }),
        ),
      )
      const ok = responses.filter((res) => res.statusCode === 200)
      const refused = responses.filter((res) => res.statusCode === 402)
      expect(ok).toHaveLength(3)
      expect(refused).toHaveLength(17)
      for (const res of refused) expect(res.json().code).toBe('NO_CREDITS')
      const credits = await small.app.inject({ method: 'GET', url: '/api/credits', headers })
      expect(credits.json()).toMatchObject({ remaining: 0, limited: true })
      const saved = await small.database.db.selectFrom('analyses').select('id').execute()
      expect(saved).toHaveLength(3)
    } finally {
      await small.close()
    }
  })
})
