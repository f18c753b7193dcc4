/**
 * Issue 12, defect 9: an instance that does not hold the import lock (or was not the one that
 * imported) used to keep answering from the data it started with. Every instance now reads the
 * data version in the database and refits when it changes, whoever imported the data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { createFootballService, type FootballService } from '../src/features/football/football-service.ts'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { FIXTURES_ON_14_MARCH, generatedSeason, LAST_RESULT_DATE } from './helpers/football.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { silent } from './helpers/silent-logger.ts'
import { openTestDatabase } from './helpers/test-app.ts'

const season = { name: 'English Premier League 2025/26', matches: generatedSeason() }
const withResults = {
  ...season,
  matches: season.matches.map((m) =>
    m.date === '2026-03-14' && FIXTURES_ON_14_MARCH.some(([home, away]) => m.team1 === home && m.team2 === away)
      ? { ...m, ft: [3, 1] as [number, number] }
      : m,
  ),
}
const question = {
  question: 'Arsenal vs Everton',
  clientDate: '2026-03-14T10:00:00.000Z',
  timeZone: 'Europe/London',
  chatHistory: [],
  deep: false,
}

let database: DatabaseHandle
let dispose: () => Promise<void>
const services: FootballService[] = []

beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
})
afterAll(async () => {
  for (const service of services) await service.stop()
  await dispose()
})

describe('refit when the data version changes', () => {
  it('an instance that did not import refits from data someone else imported', async () => {
    // Instance A imports the season and fits; instance B (no sources: it never imports) fits on
    // what is stored and polls the data version.
    const a = createFootballService({
      database,
      logger: silent,
      sources: [directorySource(writeOpenfootballDir({ '2025-26/en.1': season }))],
      importIntervalMinutes: 0,
    })
    services.push(a)
    await a.start()
    const b = createFootballService({ database, logger: silent, importIntervalMinutes: 0, versionPollMs: 50 })
    services.push(b)
    await b.start()
    expect(b.status()).toMatchObject({ ready: true, lastResultDate: LAST_RESULT_DATE })
    expect((await b.analyze(question)).markdown).not.toMatch(/3[–-]1/)

    // Someone else (here `npm run data:import`'s code path) brings the 14 March results.
    const run = await runFootballImport(database, [
      directorySource(writeOpenfootballDir({ '2025-26/en.1': withResults })),
    ])
    expect(run.matchesUpdated).toBe(FIXTURES_ON_14_MARCH.length)

    await expect.poll(() => b.status().lastResultDate, { timeout: 10_000 }).toBe('2026-03-14')
    // Asked the day after (asked that morning, the match is still upcoming: decision 154).
    expect((await b.analyze({ ...question, clientDate: '2026-03-15T10:00:00.000Z' })).markdown).toMatch(/3[–-]1/)
  })

  it('does not refit when an import changed nothing', async () => {
    const c = createFootballService({ database, logger: silent, importIntervalMinutes: 0 })
    services.push(c)
    await c.start()
    const fittedAt = c.status().fittedAt
    await runFootballImport(database, [directorySource(writeOpenfootballDir({ '2025-26/en.1': withResults }))])
    expect(await c.refitIfDataChanged()).toBe(false)
    expect(c.status().fittedAt).toBe(fittedAt)
  })
})
