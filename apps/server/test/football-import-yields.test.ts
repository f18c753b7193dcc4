/**
 * Writing a large import, and reading the world back, must leave the event loop free between
 * statements: on the embedded database a query resolves without ever giving Node a turn, so a
 * loop of awaited statements used to hold every request (health, sign-in) until the whole
 * import was written (~11 s for the real data on a busy machine). Counting how often a
 * setImmediate chain gets to run during the work tells this without a stopwatch.
 */
import type { MatchRecord } from '@pitchwise/engine'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { importDataset } from '../src/features/football/import-data.ts'
import { streamWorldData } from '../src/features/football/load-world.ts'
import { openTestDatabase } from './helpers/test-app.ts'

let database: DatabaseHandle
let dispose: () => Promise<void>
beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
})
afterAll(() => dispose())

const teams = Array.from({ length: 40 }, (_, i) => ({ id: `club-${i}`, name: `Club ${i}`, aliases: [] }))
const matches: MatchRecord[] = Array.from({ length: 3000 }, (_, i) => {
  const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000)
  return {
    id: `yield:2020:${i}`,
    competition: 'yield.1',
    season: '2020',
    kickoff: day.toISOString(),
    date: day.toISOString().slice(0, 10),
    homeTeamId: `club-${i % 40}`,
    awayTeamId: `club-${(i + 1) % 40}`,
    status: 'finished',
    homeGoals: i % 4,
    awayGoals: i % 3,
  }
})

/** Runs `work` while counting event-loop turns (a self-renewing setImmediate). */
async function countTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0
  let running = true
  const tick = () => {
    if (!running) return
    turns++
    setImmediate(tick)
  }
  setImmediate(tick)
  try {
    await work()
  } finally {
    running = false
  }
  return turns
}

describe('football import on the request path', () => {
  it('gives other requests a turn between the statements of a large import', async () => {
    const statements = Math.ceil(matches.length / 250)
    const turns = await countTurnsDuring(() =>
      importDataset(
        database.db,
        { competitions: [{ code: 'yield.1', name: 'Yield League', country: 'Test', timeZone: 'UTC' }], teams, matches },
        'test',
      ),
    )
    expect(turns).toBeGreaterThanOrEqual(statements)
    const stored = await database.db
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('competition_code', '=', 'yield.1')
      .executeTakeFirstOrThrow()
    expect(Number(stored.count)).toBe(matches.length)
  })

  it('gives other requests a turn between the pages of the world it reads back', async () => {
    const pages: number[] = []
    const turns = await countTurnsDuring(() =>
      streamWorldData(database.db, { head() {}, matches: (page) => void pages.push(page.length) }, 500),
    )
    expect(pages.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(matches.length)
    expect(turns).toBeGreaterThanOrEqual(pages.length)
  })
})
