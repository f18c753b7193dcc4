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
})
