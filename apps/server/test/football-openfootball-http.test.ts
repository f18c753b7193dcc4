/**
 * Issue 28: the openfootball download against a local server laid out like the repository's raw
 * files. The seasons come from the clock (a season published mid-year is picked up by the same
 * running source), a missing file is skipped, and one failing or silent file fails the whole
 * import: nothing is written and the run is recorded with its error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { seasonsToFetch } from '../src/features/football/remote-seasons.ts'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { remoteOpenfootballSource } from '../src/features/football/sources.ts'
import { countMatches as countRows, lastImportRun } from './helpers/import-rows.ts'
import { OpenfootballLocalServer } from './helpers/openfootball-local-server.ts'
import { openTestDatabase } from './helpers/test-app.ts'

let database: DatabaseHandle
let dispose: () => Promise<void>
const repo = new OpenfootballLocalServer()
beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
  await repo.start()
})
afterAll(async () => {
  await repo.stop()
  await dispose()
})

const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

const countMatches = () => countRows(database)
const lastRun = () => lastImportRun(database)

describe('seasons derived from the date', () => {
  it('fetches the running split season and three before it, and the next one from May', () => {
    expect(seasonsToFetch('en.1', day('2026-03-01'))).toEqual(['2022-23', '2023-24', '2024-25', '2025-26'])
    expect(seasonsToFetch('en.1', day('2026-06-15'))).toEqual(['2022-23', '2023-24', '2024-25', '2025-26', '2026-27'])
    expect(seasonsToFetch('en.1', day('2026-07-01'))).toEqual(['2023-24', '2024-25', '2025-26', '2026-27'])
    expect(seasonsToFetch('en.1', day('2099-12-31'))).toEqual(['2096-97', '2097-98', '2098-99', '2099-00'])
  })

  it('fetches calendar-year seasons for the leagues labelled by year, the next one from November', () => {
    expect(seasonsToFetch('br.1', day('2026-06-15'))).toEqual(['2023', '2024', '2025', '2026'])
    expect(seasonsToFetch('mls', day('2026-11-28'))).toEqual(['2023', '2024', '2025', '2026', '2027'])
    expect(seasonsToFetch('en.1', day('2026-03-01'), { past: 1 })).toEqual(['2024-25', '2025-26'])
  })
})

describe('openfootball over HTTP', () => {
  let clock = day('2026-05-20')
  const source = () =>
    remoteOpenfootballSource({ baseUrl: repo.base, codes: ['en.1', 'br.1'], today: () => clock, timeoutMs: 300 })

  it('asks for <base>/<season>/<code>.json and skips the files the repository lacks', async () => {
    expect(await source().load()).toEqual([])
    repo.publish('2025-26/en.1', {
      name: 'English Premier League 2025/26',
      matches: [
        { date: '2026-05-16', time: '15:00', team1: 'Arsenal FC', team2: 'Chelsea FC', ft: [1, 0] },
        { date: '2026-05-24', time: '16:00', team1: 'Chelsea FC', team2: 'Arsenal FC' },
      ],
    })
    repo.publish('2026/br.1', {
      name: 'Brasileiro Série A 2026',
      matches: [{ date: '2026-05-17', time: '16:00', team1: 'Flamengo RJ', team2: 'Palmeiras', ft: [2, 2] }],
    })
    repo.requests.length = 0
    const files = await source().load()
    expect(repo.requests).toEqual([
      '/2022-23/en.1.json',
      '/2023/br.1.json',
      '/2023-24/en.1.json',
      '/2024/br.1.json',
      '/2024-25/en.1.json',
      '/2025/br.1.json',
      '/2025-26/en.1.json',
      '/2026/br.1.json',
      '/2026-27/en.1.json',
    ])
    expect(files.map((f) => `${f.season}/${f.competition}`)).toEqual(['2025-26/en.1', '2026/br.1'])

    const run = await runFootballImport(database, [source()])
    expect(run).toMatchObject({ matchesAdded: 3, matchesUpdated: 0, source: 'openfootball-http' })
  })

  it('picks up a season published mid-year without a code change', async () => {
    const running = source()
    expect(await runFootballImport(database, [running])).toMatchObject({ matchesAdded: 0, matchesUpdated: 0 })
    // June: the 2026-27 fixture list comes out; the same running source finds it at the next import.
    repo.publish('2026-27/en.1', {
      name: 'English Premier League 2026/27',
      matches: [{ date: '2026-08-22', time: '15:00', team1: 'Arsenal FC', team2: 'Everton FC' }],
    })
    clock = day('2026-06-18')
    expect(await runFootballImport(database, [running])).toMatchObject({ matchesAdded: 1 })
    const stored = await database.db
      .selectFrom('matches')
      .select(['season', 'status'])
      .where('season', '=', '2026-27')
      .execute()
    expect(stored).toEqual([{ season: '2026-27', status: 'scheduled' }])
    // In July 2026-27 is the running season, so it keeps being fetched; 2022-23 leaves the window.
    clock = day('2026-07-02')
    repo.requests.length = 0
    await running.load()
    expect(repo.requests.filter((p) => p.endsWith('en.1.json'))).toEqual([
      '/2023-24/en.1.json',
      '/2024-25/en.1.json',
      '/2025-26/en.1.json',
      '/2026-27/en.1.json',
    ])
  })

  it('moves a fixture the repository moved to another day, leaving no row at the old date', async () => {
    clock = day('2026-07-02')
    repo.publish('2026-27/en.1', {
      name: 'English Premier League 2026/27',
      matches: [{ date: '2026-08-23', time: '14:00', team1: 'Arsenal FC', team2: 'Everton FC' }],
    })
    expect(await runFootballImport(database, [source()])).toMatchObject({ matchesAdded: 1, matchesRemoved: 1 })
    const stored = await database.db
      .selectFrom('matches')
      .select('local_date')
      .where('season', '=', '2026-27')
      .execute()
    expect(stored).toEqual([{ local_date: '2026-08-23' }])
  })

  it('fails the whole import when one file answers 500: nothing written, the error recorded', async () => {
    clock = day('2026-06-18')
    const before = await countMatches()
    // A result comes in for one file while another fails: the result must not be half-applied.
    repo.publish('2025-26/en.1', {
      name: 'English Premier League 2025/26',
      matches: [
        { date: '2026-05-16', time: '15:00', team1: 'Arsenal FC', team2: 'Chelsea FC', ft: [1, 0] },
        { date: '2026-05-24', time: '16:00', team1: 'Chelsea FC', team2: 'Arsenal FC', ft: [0, 0] },
      ],
    })
    repo.fail('2026/br.1', 500)
    await expect(runFootballImport(database, [source()])).rejects.toThrow(
      `GET ${repo.base}/2026/br.1.json answered 500`,
    )
    expect(await countMatches()).toBe(before)
    const final = await database.db
      .selectFrom('matches')
      .select('status')
      .where('local_date', '=', '2026-05-24')
      .executeTakeFirstOrThrow()
    expect(final.status).toBe('scheduled')
    expect(await lastRun()).toMatchObject({
      error: `GET ${repo.base}/2026/br.1.json answered 500`,
      matches_added: 0,
      matches_updated: 0,
    })
    expect((await lastRun()).finished_at).not.toBeNull()
  })

  it('fails the whole import when one file does not answer in time', async () => {
    const before = await countMatches()
    repo.fail('2026/br.1', 'hang')
    await expect(runFootballImport(database, [source()])).rejects.toThrow(
      `GET ${repo.base}/2026/br.1.json failed: timed out after 300 ms`,
    )
    expect(await countMatches()).toBe(before)
    expect((await lastRun()).error).toBe(`GET ${repo.base}/2026/br.1.json failed: timed out after 300 ms`)

    // Once the repository answers again, the next import applies the waiting result.
    repo.heal('2026/br.1')
    expect(await runFootballImport(database, [source()])).toMatchObject({ matchesAdded: 0, matchesUpdated: 1 })
  })
})
