/**
 * Imports with several server instances on one database (issue 12, scale-out; decision 255).
 * Instances starting together on an empty database used to race: the one that lost the import
 * lock fitted its model on an empty database and answered "no fixtures" until its next version
 * poll. And every instance ran the schedule on its own timer, from its own start, so two instances
 * imported twice per interval. Now the first import is waited for, and the schedule wakes every
 * instance at the same clock-aligned slots and imports once per slot between them.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { createFootballService, type FootballService } from '../src/features/football/football-service.ts'
import { msUntilNextSlot } from '../src/features/football/import-schedule.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { generatedSeason, LAST_RESULT_DATE } from './helpers/football.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { silent } from './helpers/silent-logger.ts'
import { openTestDatabase } from './helpers/test-app.ts'

const dir = writeOpenfootballDir({
  '2025-26/en.1': { name: 'English Premier League 2025/26', matches: generatedSeason() },
})
let database: DatabaseHandle
let dispose: () => Promise<void>
const instances: FootballService[] = []

/** One server instance's football service, with the real schedule (an hour apart) switched on. */
function instance(): FootballService {
  const service = createFootballService({
    database,
    logger: silent,
    sources: [directorySource(dir)],
    importIntervalMinutes: 60,
  })
  instances.push(service)
  return service
}

const importRuns = async () =>
  Number(
    (
      await database.db
        .selectFrom('data_imports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
})
afterAll(async () => {
  for (const service of instances) await service.stop()
  await dispose()
})

describe('football imports across instances', () => {
  it('instances starting together on an empty database import once, and every one fits on the imported data', async () => {
    const [a, b, c] = [instance(), instance(), instance()]
    await Promise.all([a.start(), b.start(), c.start()])
    for (const service of [a, b, c]) {
      expect(service.status()).toMatchObject({ ready: true, lastResultDate: LAST_RESULT_DATE })
      expect(service.status().matches).toBe(generatedSeason().length)
    }
    expect(await importRuns()).toBe(1)
  })

  it('the schedule imports once per slot between instances', async () => {
    const [a, b] = instances as [FootballService, FootballService]
    // The slot of the start-up import: it has had its import, so nobody imports again.
    expect(await Promise.all([a.scheduledImport(), b.scheduledImport()])).toEqual([undefined, undefined])
    expect(await importRuns()).toBe(1)

    // An hour later (the last import moved back by one interval): the next slot.
    await database.db.updateTable('data_imports').set({ started_at: sql`started_at - interval '1 hour'` }).execute()
    const results = await Promise.all([a.scheduledImport(), b.scheduledImport()])
    expect(results.filter((counts) => counts !== undefined)).toHaveLength(1)
    expect(await importRuns()).toBe(2)
    // The instance that woke a little later in the same slot finds its import done.
    expect(await b.scheduledImport()).toBeUndefined()
    expect(await importRuns()).toBe(2)
    // A manual import (`npm run data:import`, importNow) always runs.
    expect(await a.importNow()).toBeDefined()
    expect(await importRuns()).toBe(3)
  })

  it('instances started at different times wake at the same slot boundaries', () => {
    const interval = 6 * 60 * 60_000
    const startedAt = [Date.parse('2026-03-14T01:17:09Z'), Date.parse('2026-03-14T05:59:59.5Z')]
    const wakes = startedAt.map((at) => at + msUntilNextSlot(at, interval))
    expect(wakes.map((at) => new Date(at).toISOString())).toEqual([
      '2026-03-14T06:00:00.000Z',
      '2026-03-14T06:00:00.000Z',
    ])
  })
})
