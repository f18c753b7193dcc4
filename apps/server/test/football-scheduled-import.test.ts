/**
 * Issue 28: the scheduled import through the football service, from a local openfootball server.
 * An import that finds nothing new writes no row, leaves the data version alone and does not
 * refit; a source that fails leaves the old data answering, with the error in
 * status().lastImport; the next good import brings the news and clears it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { readDataVersion } from '../src/features/football/data-version.ts'
import { createFootballService, type FootballService } from '../src/features/football/football-service.ts'
import { remoteOpenfootballSource } from '../src/features/football/sources.ts'
import { FIXTURES_ON_14_MARCH, generatedSeason } from './helpers/football.ts'
import { OpenfootballLocalServer } from './helpers/openfootball-local-server.ts'
import { silent } from './helpers/silent-logger.ts'
import { openTestDatabase } from './helpers/test-app.ts'

const question = {
  question: 'Arsenal vs Everton',
  clientDate: '2026-03-14T10:00:00.000Z',
  timeZone: 'Europe/London',
  chatHistory: [],
  deep: false,
}
const season = { name: 'English Premier League 2025/26', matches: generatedSeason() }

let database: DatabaseHandle
let dispose: () => Promise<void>
let service: FootballService
const repo = new OpenfootballLocalServer()

beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
  await repo.start()
  repo.publish('2025-26/en.1', season)
  service = createFootballService({
    database,
    logger: silent,
    sources: [
      remoteOpenfootballSource({
        baseUrl: repo.base,
        codes: ['en.1'],
        today: () => new Date('2026-03-10T09:00:00Z'),
        timeoutMs: 2000,
      }),
    ],
    // The schedule is driven by hand below; an interval of 0 makes every slot due.
    importIntervalMinutes: 0,
  })
  await service.start()
})
afterAll(async () => {
  await service.stop()
  await repo.stop()
  await dispose()
})

const snapshot = async () => ({
  version: await readDataVersion(database.db),
  rows: await database.db.selectFrom('matches').select(['id', 'updated_at', 'status']).orderBy('id').execute(),
  fittedAt: service.status().fittedAt,
})

describe('scheduled import', () => {
  it('finds nothing new: no row written, the data version kept, no refit', async () => {
    expect(service.status().ready).toBe(true)
    const before = await snapshot()
    expect(await service.scheduledImport()).toMatchObject({ matchesAdded: 0, matchesUpdated: 0, matchesRemoved: 0 })
    expect(await snapshot()).toEqual(before)
    expect(service.status().lastImport).toMatchObject({ source: 'openfootball-http', added: 0, updated: 0 })
    expect(service.status().lastImport?.error).toBeUndefined()
  })

  it('a failing source leaves the old data answering and says why in status().lastImport', async () => {
    const before = await snapshot()
    repo.fail('2025-26/en.1', 500)
    await expect(service.scheduledImport()).rejects.toThrow('answered 500')
    expect(await snapshot()).toEqual(before)
    expect(service.status()).toMatchObject({
      ready: true,
      lastImport: { added: 0, updated: 0, error: `GET ${repo.base}/2025-26/en.1.json answered 500` },
    })
    expect((await service.analyze(question)).markdown).toMatch(/Arsenal/)
  })

  it('the next good import brings the results, refits and clears the error', async () => {
    const before = await snapshot()
    repo.publish('2025-26/en.1', {
      ...season,
      matches: season.matches.map((m) =>
        m.date === '2026-03-14' && FIXTURES_ON_14_MARCH.some(([h, a]) => m.team1 === h && m.team2 === a)
          ? { ...m, ft: [3, 1] as [number, number] }
          : m,
      ),
    })
    expect(await service.scheduledImport()).toMatchObject({ matchesUpdated: FIXTURES_ON_14_MARCH.length })
    expect(await readDataVersion(database.db)).toBe(before.version + 1)
    expect(service.status().fittedAt).not.toBe(before.fittedAt)
    expect(service.status().lastResultDate).toBe('2026-03-14')
    expect(service.status().lastImport?.error).toBeUndefined()
  })
})
