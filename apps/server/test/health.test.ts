import { daysBetween } from '@pitchwise/engine/parser/calendar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directorySource, type FootballSource } from '../src/features/football/sources.ts'
import { LAST_RESULT_DATE, startTestFootball, testSeasonDir } from './helpers/football.ts'
import { createAppForTest, createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

describe('GET /api/health', () => {
  it('reports ok with the database driver and a round-trip time', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('ok')
    expect(body.database.ok).toBe(true)
    expect(body.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})

/**
 * The football block: how current the data is. The generated season ends where the shared
 * snapshot does (results to 7 March 2026, fixtures on 14 March), so on the real date it is stale.
 */
describe('GET /api/health: football data freshness', () => {
  it('is empty without a football service, with no sources and no schedule', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.json().football).toMatchObject({
      ready: false,
      freshness: 'empty',
      competitions: [],
      sources: [],
      lastImport: null,
      nextImportAt: null,
    })
  })

  it('is stale on the real date, with each competition aged from its newest result', async () => {
    const small = await createAppForTest()
    small.app.football = await startTestFootball(small.database, small.app.log)
    const { football } = (await small.app.inject({ method: 'GET', url: '/api/health' })).json()
    const today = new Date().toISOString().slice(0, 10)
    expect(football).toMatchObject({ ready: true, today, demoDate: null, freshness: 'stale', nextFixtureDate: null })
    expect(football.competitions).toEqual([
      {
        code: 'en.1',
        name: expect.stringContaining('Premier League'),
        lastResultDate: LAST_RESULT_DATE,
        lastFixtureDate: '2026-03-14',
        nextFixtureDate: null,
        ageDays: daysBetween(LAST_RESULT_DATE, today),
        freshness: 'stale',
      },
    ])
    expect(football.sources).toEqual([{ name: 'openfootball-dir', live: false }])
    expect(football.lastImport).toMatchObject({ source: 'openfootball-dir', added: 60, updated: 0, error: null })
    expect(football.nextImportAt).toBeNull()
  })

  it('is fresh under a DEMO_DATE inside the data, with the next fixture', async () => {
    const small = await createAppForTest()
    small.app.football = await startTestFootball(small.database, small.app.log, { demoDate: '2026-03-10' })
    const { football } = (await small.app.inject({ method: 'GET', url: '/api/health' })).json()
    expect(football).toMatchObject({
      today: '2026-03-10',
      demoDate: '2026-03-10',
      freshness: 'fresh',
      nextFixtureDate: '2026-03-14',
    })
    expect(football.competitions[0]).toMatchObject({ code: 'en.1', ageDays: 3, freshness: 'fresh' })
  })

  it('shows a failed import in lastImport.error while the data from before keeps serving', async () => {
    const small = await createAppForTest()
    const folder = directorySource(testSeasonDir())
    let loads = 0
    const flaky: FootballSource = {
      name: folder.name,
      async load() {
        loads += 1
        if (loads > 1) throw new Error('ENOENT: the data folder is gone')
        return folder.load()
      },
    }
    small.app.football = await startTestFootball(small.database, small.app.log, { sources: [flaky] })
    await expect(small.app.football.importNow()).rejects.toThrow('the data folder is gone')
    const { football } = (await small.app.inject({ method: 'GET', url: '/api/health' })).json()
    expect(football.lastImport).toMatchObject({ added: 0, updated: 0, error: 'ENOENT: the data folder is gone' })
    expect(football).toMatchObject({ ready: true, matches: 60 })
  })

  it("shows another instance's newer run from data_imports, and the next clock-aligned import", async () => {
    const small = await createAppForTest()
    const service = await startTestFootball(small.database, small.app.log, { importIntervalMinutes: 360 })
    small.app.football = service
    try {
      const later = new Date(Date.now() + 60_000)
      await small.database.db
        .insertInto('data_imports')
        .values({
          source: 'football-data.org+openfootball-http',
          started_at: later,
          finished_at: later,
          error: 'GET … answered 429',
        })
        .execute()
      const before = Date.now()
      const { football } = (await small.app.inject({ method: 'GET', url: '/api/health' })).json()
      expect(football.lastImport).toEqual({
        at: later.toISOString(),
        source: 'football-data.org+openfootball-http',
        added: 0,
        updated: 0,
        error: 'GET … answered 429',
      })
      const next = Date.parse(football.nextImportAt)
      expect(next % (360 * 60_000)).toBe(0)
      expect(next).toBeGreaterThan(before)
      expect(next - before).toBeLessThanOrEqual(360 * 60_000)
    } finally {
      await service.stop()
    }
  })
})

describe('errors', () => {
  it('refuses bodies over the size limit with PAYLOAD_TOO_LARGE and no stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'bug', message: 'x'.repeat(300 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' })
  })

  it('answers malformed JSON with BAD_REQUEST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": "bug", ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('BAD_REQUEST')
    expect(res.body).not.toContain('at ')
  })

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'No route for GET /api/no-such-thing', code: 'NOT_FOUND' })
  })
})

describe('OpenAPI', () => {
  it('describes the health route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().paths['/api/health'].get.summary).toBe('Service and database health')
  })

  it('serves the browsable docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('swagger')
  })
})
