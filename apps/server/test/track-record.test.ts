import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { generatedSeason, startTestFootball } from './helpers/football.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

/** Issue 33: the public track record's figures, free and signed out, live-sealed apart from replay. */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ ANON_DAILY_LIMIT_PER_IP: '10000' })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
})
afterAll(() => ctx.close())

const trackRecord = () => ctx.app.inject({ method: 'GET', url: '/api/track-record' })

describe('GET /api/track-record', () => {
  it('answers anyone, signed out and uncharged, with the live counts, scores and chain head', async () => {
    const empty = await trackRecord()
    expect(empty.statusCode).toBe(200)
    expect(empty.json().live).toMatchObject({ sealed: 0, scored: 0, void: 0, pending: 0 })

    const headers = { 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `session-${randomUUID()}` }
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      headers,
      payload: { date: '2026-03-14T12:00:00.000+01:00', query: 'Liverpool vs Chelsea' },
    })
    expect(asked.json().charged).toBe(true)
    const before = (await trackRecord()).json()
    expect(before.live.sealed).toBeGreaterThan(0)
    expect(before.live.pending).toBe(before.live.sealed)
    expect(before.chain.head).toMatch(/^[0-9a-f]{64}$/)

    // Liverpool win 2-1: the preview is scored.
    const folder = writeOpenfootballDir({
      '2025-26/en.1': {
        name: 'English Premier League 2025/26',
        matches: generatedSeason().map((m) => (m.date === '2026-03-14' ? { ...m, ft: [2, 1] as [number, number] } : m)),
      },
    })
    await runFootballImport(ctx.database, [directorySource(folder)])
    const after = (await trackRecord()).json()
    expect(after.live.scored).toBeGreaterThan(0)
    expect(after.live.pending).toBe(after.live.sealed - after.live.scored - after.live.void)
    const preview = after.live.byKind.find((k: { kind: string }) => k.kind === 'preview')
    expect(preview.scored).toBe(1)
    expect(preview.rps).toBeGreaterThanOrEqual(0)
    expect(preview.brier).toBeGreaterThanOrEqual(0)
    expect(preview.logLoss).toBeGreaterThan(0)
    // No replay has been computed: it is reported apart, and empty, never mixed into the live figures.
    expect(after.replay).toBeNull()
  })

  it('scores the live predictions against the league base rate, with calibration bands and hit rates by band', async () => {
    const body = (await trackRecord()).json()
    const result = body.live.baselines.find((b: { kind: string }) => b.kind === 'preview')
    expect(result.scored).toBe(1)
    // The generated season's year of results gives the league's own home, draw and away shares.
    expect(result.baseRate.brier).toBeGreaterThan(0)
    expect(result.model.rps).toBeCloseTo(body.live.byKind.find((k: { kind: string }) => k.kind === 'preview').rps, 12)
    // No seal carries a bookmaker price yet: no market baseline and no profit, said as such.
    expect(result.priced).toBe(0)
    expect(result.marketPrice).toBeNull()
    expect(body.live.profit).toBeNull()
    const calibration = body.live.calibration.find((c: { kind: string }) => c.kind === 'preview')
    expect(calibration.pairs).toBe(3)
    for (const bin of calibration.bins) {
      expect(bin.low).toBeLessThanOrEqual(bin.observed)
      expect(bin.high).toBeGreaterThanOrEqual(bin.observed)
    }
    const banded = body.live.bands.reduce((sum: number, b: { scored: number }) => sum + b.scored, 0)
    expect(banded).toBe(body.live.scored)
    // Today's seals are the last day's digest, and the digest is the chain head.
    expect(body.chain.digests[0]).toMatchObject({ lastSeq: body.chain.rows, head: body.chain.head })
    expect(body.leagues).toEqual([{ id: 'en.1', name: expect.any(String) }])
  })

  it('filters by market, league, period and band, and refuses a malformed filter', async () => {
    const all = (await trackRecord()).json()
    const get = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/track-record?${query}` })).json()

    const previews = await get('market=1x2')
    expect(previews.filters).toMatchObject({ market: '1x2', league: null, period: 'all', band: null })
    // The match result family: the previews, and any result pick (home_win …) beside them.
    const kinds = previews.live.byKind.map((k: { kind: string }) => k.kind)
    expect(kinds).toContain('preview')
    expect(kinds.every((kind: string) => kind === 'preview' || kind === 'pick')).toBe(true)
    expect(previews.live.baselines.every((b: { market: string }) => b.market === '1x2')).toBe(true)
    // A family with nothing sealed shows nothing; an exact market key filters too.
    expect((await get('market=margin')).live.sealed).toBe(0)
    expect((await get('market=1x2')).live.sealed).toBeGreaterThanOrEqual((await get('market=home_win')).live.sealed)

    expect((await get('league=en.1')).live.sealed).toBe(all.live.sealed)
    expect((await get('league=de.1')).live.sealed).toBe(0)
    expect((await get('period=30d')).live.sealed).toBe(all.live.sealed)

    // A band keeps the predictions whose stated probability lies in it; every band together, all of them.
    let inBands = 0
    for (const band of ['0-10', '10-20', '20-30', '30-40', '40-50', '50-60', '60-70', '70-80', '80-90', '90-100']) {
      const banded = await get(`band=${band}`)
      expect(banded.filters.band).toBe(band)
      inBands += banded.live.sealed
    }
    expect(inBands).toBe(all.live.sealed)
    expect((await get('band=0.5-0.6')).filters.band).toBe('50-60')

    const refused = await ctx.app.inject({ method: 'GET', url: '/api/track-record?period=forever' })
    expect(refused.statusCode).toBe(400)
  })
})
