import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFootballService, type FootballService } from '../src/features/football/football-service.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { generatedSeason } from './helpers/football.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

/**
 * A fixture the source lists without a kick-off time is stored as such and answered as
 * "time TBC": no invented 15:00, in the text or in the structured picks and previews.
 */
let ctx: TestContext
let service: FootballService
beforeAll(async () => {
  ctx = await createTestApp()
  const season = generatedSeason()
  season.push({ date: '2026-03-15', team1: 'Chelsea FC', team2: 'Arsenal FC' })
  const dir = writeOpenfootballDir({ '2025-26/en.1': { name: 'English Premier League 2025/26', matches: season } })
  service = createFootballService({
    database: ctx.database,
    logger: ctx.app.log,
    sources: [directorySource(dir)],
    importIntervalMinutes: 0,
  })
  await service.start()
})
afterAll(async () => {
  service.stop()
  await ctx.close()
})

describe('kick-off times the data does not give', () => {
  it('stores the fixture as time TBC and keeps known times as they are', async () => {
    const rows = await ctx.database.db
      .selectFrom('matches')
      .select(['local_date', 'kickoff_time_tbc'])
      .where('local_date', 'in', ['2026-03-14', '2026-03-15'])
      .execute()
    expect(rows.filter((r) => r.local_date === '2026-03-15').map((r) => r.kickoff_time_tbc)).toEqual([true])
    expect(rows.filter((r) => r.local_date === '2026-03-14').every((r) => r.kickoff_time_tbc === false)).toBe(true)
  })

  it('answers "time TBC" for it, never a clock time', async () => {
    const r = await service.analyze({
      question: 'Chelsea vs Arsenal',
      clientDate: '2026-03-14T10:00:00.000Z',
      chatHistory: [],
      deep: false,
    })
    expect(r.markdown).toContain('Sunday 15 March 2026, time TBC')
    expect(r.markdown).not.toMatch(/15 March 2026, \d\d:\d\d/)
    expect(r.matches[0]?.timeTbc).toBe(true)
    expect(r.picks[0]?.timeTbc).toBe(true)
  })
})
