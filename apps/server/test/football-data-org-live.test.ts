/**
 * Issue 28: football-data.org v4 against a local server speaking its protocol (token header, the
 * per-minute request budget, the v4 match shape). Through runFootballImport into a test database:
 * a kick-off that moves updates the stored fixture instead of duplicating it, a postponed fixture
 * stops being offered at its old date, a result arriving later turns the fixture into a result
 * (one row), and a provider that keeps refusing fails the import clearly and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { readDataVersion } from '../src/features/football/data-version.ts'
import { footballDataOrgSource } from '../src/features/football/football-data-org.ts'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { FootballDataOrgLocalServer, type LocalMatch } from './helpers/football-data-org-local-server.ts'
import { countMatches as countRows, lastImportRun } from './helpers/import-rows.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { openTestDatabase } from './helpers/test-app.ts'

const TOKEN = 'local-token'
let database: DatabaseHandle
let dispose: () => Promise<void>
const api = new FootballDataOrgLocalServer(TOKEN)
/** Every wait the clients asked for, in ms; each one moves the provider's clock on. */
const slept: number[] = []
const sleep = async (ms: number) => {
  slept.push(ms)
  api.advance(ms / 1000)
}

const SEASON = { startDate: '2026-08-21', endDate: '2027-05-30' }
const plMatches = (): LocalMatch[] => [
  {
    id: 1,
    utcDate: '2026-11-21T15:00:00Z',
    status: 'FINISHED',
    matchday: 12,
    home: 'Arsenal FC',
    away: 'Chelsea FC',
    fullTime: [2, 1],
  },
  { id: 2, utcDate: '2026-12-05T15:00:00Z', status: 'TIMED', matchday: 14, home: 'Chelsea FC', away: 'Liverpool FC' },
  { id: 3, utcDate: '2026-12-06T16:30:00Z', status: 'TIMED', matchday: 14, home: 'Liverpool FC', away: 'Arsenal FC' },
  { id: 4, utcDate: '2026-12-05T17:30:00Z', status: 'TIMED', matchday: 14, home: 'Everton FC', away: 'Arsenal FC' },
  { id: 5, utcDate: '2026-12-13T15:00:00Z', status: 'SCHEDULED', matchday: 15, home: 'Arsenal FC', away: 'Everton FC' },
  {
    id: 6,
    utcDate: '2026-11-28T12:30:00Z',
    status: 'IN_PLAY',
    matchday: 13,
    home: 'Everton FC',
    away: 'Chelsea FC',
    fullTime: [0, 1],
  },
]

beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
  await api.start()
  api.setCompetition('PL', 'Premier League', SEASON, plMatches())
})
afterAll(async () => {
  await api.stop()
  await dispose()
})

const source = (token = TOKEN, competitions = ['PL']) =>
  footballDataOrgSource({ baseUrl: api.base, token, competitions, sleep })

/** The stored rows of one pairing in the Premier League. */
const pairing = (home: string, away: string) =>
  database.db
    .selectFrom('matches')
    .selectAll()
    .where('competition_code', '=', 'en.1')
    .where('home_team_id', '=', home)
    .where('away_team_id', '=', away)
    .execute()

const countMatches = () => countRows(database)
const lastRun = () => lastImportRun(database)

describe('football-data.org v4 into the database', () => {
  it('sends the token and imports results and fixtures of the current season', async () => {
    const run = await runFootballImport(database, [source()])
    expect(run).toMatchObject({ matchesAdded: 6, matchesUpdated: 0, matchesRemoved: 0, source: 'football-data.org' })
    expect(api.requests.at(-1)).toEqual({ path: '/v4/competitions/PL/matches', token: TOKEN, status: 200 })
    expect(await pairing('arsenal', 'chelsea')).toMatchObject([
      { status: 'finished', home_goals: 2, away_goals: 1, season: '2026-27', local_date: '2026-11-21' },
    ])
    // A match being played is still a fixture: its running score is not a result.
    expect(await pairing('everton', 'chelsea')).toMatchObject([{ status: 'scheduled', home_goals: null }])
  })

  it('refuses a bad token clearly, changing nothing', async () => {
    const before = await countMatches()
    const version = await readDataVersion(database.db)
    await expect(runFootballImport(database, [source('wrong-token')])).rejects.toThrow(
      /answered 403: The resource you are looking for is restricted.*\(check FOOTBALL_DATA_ORG_TOKEN\)/,
    )
    expect(await countMatches()).toBe(before)
    expect(await readDataVersion(database.db)).toBe(version)
    expect((await lastRun()).error).toContain('answered 403')
  })

  it('an unchanged provider changes nothing: no row, no data version', async () => {
    const version = await readDataVersion(database.db)
    expect(await runFootballImport(database, [source()])).toMatchObject({
      matchesAdded: 0,
      matchesUpdated: 0,
      matchesRemoved: 0,
    })
    expect(await readDataVersion(database.db)).toBe(version)
  })

  it('moves a fixture whose kick-off changes on the same day', async () => {
    api.update('PL', 3, { utcDate: '2026-12-06T14:00:00Z' })
    expect(await runFootballImport(database, [source()])).toMatchObject({ matchesAdded: 0, matchesUpdated: 1 })
    const rows = await pairing('liverpool', 'arsenal')
    expect(rows).toHaveLength(1)
    expect(new Date(rows[0]?.kickoff as Date).toISOString()).toBe('2026-12-06T14:00:00.000Z')
  })

  it('moves a fixture to another day: one row at the new date, none left at the old one', async () => {
    const version = await readDataVersion(database.db)
    api.update('PL', 3, { utcDate: '2026-12-09T20:00:00Z' })
    expect(await runFootballImport(database, [source()])).toMatchObject({
      matchesAdded: 1,
      matchesUpdated: 0,
      matchesRemoved: 1,
    })
    expect(await pairing('liverpool', 'arsenal')).toMatchObject([{ local_date: '2026-12-09', status: 'scheduled' }])
    expect(await readDataVersion(database.db)).toBe(version + 1)
    // data_imports counts the removal with the updates.
    expect(await lastRun()).toMatchObject({ matches_added: 1, matches_updated: 1, error: null })
  })

  it('stops offering a postponed fixture at its old date, and brings it back when it is rescheduled', async () => {
    api.update('PL', 4, { status: 'POSTPONED' })
    expect(await runFootballImport(database, [source()])).toMatchObject({ matchesAdded: 0, matchesRemoved: 1 })
    expect(await pairing('everton', 'arsenal')).toEqual([])

    api.update('PL', 4, { status: 'TIMED', utcDate: '2027-01-20T19:45:00Z' })
    expect(await runFootballImport(database, [source()])).toMatchObject({ matchesAdded: 1, matchesRemoved: 0 })
    expect(await pairing('everton', 'arsenal')).toMatchObject([{ local_date: '2027-01-20', status: 'scheduled' }])
  })

  it('turns the fixture into a result when the score arrives after the match (one row)', async () => {
    api.update('PL', 2, { status: 'FINISHED', fullTime: [1, 1] })
    api.update('PL', 6, { status: 'FINISHED', fullTime: [0, 2] })
    expect(await runFootballImport(database, [source()])).toMatchObject({ matchesAdded: 0, matchesUpdated: 2 })
    expect(await pairing('chelsea', 'liverpool')).toMatchObject([
      { status: 'finished', home_goals: 1, away_goals: 1, local_date: '2026-12-05' },
    ])
    expect(await pairing('everton', 'chelsea')).toMatchObject([{ status: 'finished', home_goals: 0, away_goals: 2 }])
  })

  it("keeps the live provider's date when openfootball's file still lists the old one, and openfootball's results", async () => {
    // openfootball's hand-kept file still has Liverpool v Arsenal on 6 December, and a result
    // football-data.org does not list (the provider sends the current season in full; this one
    // stands for a correction only openfootball has).
    const openfootball = writeOpenfootballDir({
      '2026-27/en.1': {
        name: 'English Premier League 2026/27',
        matches: [
          { date: '2026-12-06', time: '16:30', team1: 'Liverpool FC', team2: 'Arsenal FC' },
          { date: '2026-08-22', time: '15:00', team1: 'Liverpool FC', team2: 'Everton FC', ft: [3, 0] },
        ],
      },
    })
    const run = await runFootballImport(database, [source(), directorySource(openfootball)])
    expect(run).toMatchObject({ matchesAdded: 1, matchesRemoved: 0 })
    expect(await pairing('liverpool', 'arsenal')).toMatchObject([{ local_date: '2026-12-09' }])
    expect(await pairing('liverpool', 'everton')).toMatchObject([{ status: 'finished', home_goals: 3 }])
  })
})

describe('the request budget', () => {
  beforeAll(() => {
    api.setCompetition('ELC', 'Championship', SEASON, [
      {
        id: 101,
        utcDate: '2026-12-05T15:00:00Z',
        status: 'TIMED',
        matchday: 20,
        home: 'Leeds United FC',
        away: 'Burnley FC',
      },
    ])
    api.setCompetition('BL1', 'Bundesliga', SEASON, [
      {
        id: 201,
        utcDate: '2026-12-05T14:30:00Z',
        status: 'TIMED',
        matchday: 13,
        home: 'FC Bayern München',
        away: 'Borussia Dortmund',
      },
    ])
  })

  it('waits for the counter reset when the minute budget reaches 0, without spending a 429', async () => {
    api.advance(60)
    api.perMinute = 2
    slept.length = 0
    const first = api.requests.length
    const files = await source(TOKEN, ['PL', 'ELC', 'BL1']).load()
    expect(files.map((f) => f.competition)).toEqual(['en.1', 'en.2', 'de.1'])
    expect(api.requests.slice(first).map((r) => r.status)).toEqual([200, 200, 200])
    // After the second request X-Requests-Available-Minute said 0 and the reset was a minute away.
    expect(slept).toEqual([60_000])
  })

  it('on a 429 (the budget spent by someone else) waits X-RequestCounter-Reset seconds and retries', async () => {
    api.advance(60)
    api.perMinute = 1
    await source(TOKEN, ['PL']).load() // another client on the same token spends the minute
    api.advance(15)
    slept.length = 0
    const first = api.requests.length
    const files = await source(TOKEN, ['ELC']).load()
    expect(files).toHaveLength(1)
    expect(api.requests.slice(first).map((r) => r.status)).toEqual([429, 200])
    expect(slept).toEqual([45_000])
  })

  it('never waits longer than 65 s, whatever reset the provider announces', async () => {
    api.advance(60)
    api.perMinute = 1
    await source(TOKEN, ['PL']).load()
    api.announcedReset = 3600
    slept.length = 0
    try {
      await source(TOKEN, ['ELC']).load()
    } finally {
      api.announcedReset = null
    }
    expect(slept).toEqual([65_000])
  })

  it('gives up after the retries, failing the import clearly and changing nothing', async () => {
    api.perMinute = 0
    slept.length = 0
    const before = await countMatches()
    const version = await readDataVersion(database.db)
    const message = `GET ${api.base}/competitions/PL/matches answered 429 (rate limited) 3 times; gave up: You reached your request limit.`
    await expect(runFootballImport(database, [source()])).rejects.toThrow(message)
    expect(slept).toHaveLength(2)
    expect(await countMatches()).toBe(before)
    expect(await readDataVersion(database.db)).toBe(version)
    expect((await lastRun()).error).toContain(message)
    api.perMinute = 10
  })
})
