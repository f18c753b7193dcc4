import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MatchRecord } from '@pitchwise/engine'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { footballDataOrgSource, seasonLabel } from '../src/features/football/football-data-org.ts'
import { streamWorldData } from '../src/features/football/load-world.ts'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { directorySource, remoteOpenfootballSource } from '../src/features/football/sources.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { openTestDatabase } from './helpers/test-app.ts'

let database: DatabaseHandle
let dispose: () => Promise<void>
beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
})
afterAll(() => dispose())

const season = (matches: Parameters<typeof writeOpenfootballDir>[0][string]['matches']) => ({
  '2025-26/en.1': { name: 'English Premier League 2025/26', matches },
})

describe('openfootball import', () => {
  it('imports once, then adds only new fixtures and fills in results without duplicates', async () => {
    const first = writeOpenfootballDir(
      season([
        { date: '2026-03-07', time: '15:00', team1: 'Arsenal FC', team2: 'Chelsea FC', ft: [2, 1] },
        { date: '2026-03-14', time: '17:30', team1: 'Chelsea FC', team2: 'Manchester United FC' },
      ]),
    )
    const run1 = await runFootballImport(database, [directorySource(first)])
    expect(run1).toMatchObject({ matchesAdded: 2, matchesUpdated: 0, competitions: 1 })

    const again = await runFootballImport(database, [directorySource(first)])
    expect(again).toMatchObject({ matchesAdded: 0, matchesUpdated: 0 })

    const later = writeOpenfootballDir(
      season([
        { date: '2026-03-07', time: '15:00', team1: 'Arsenal FC', team2: 'Chelsea FC', ft: [2, 1] },
        { date: '2026-03-14', time: '17:30', team1: 'Chelsea FC', team2: 'Manchester United FC', ft: [0, 3] },
        { date: '2026-03-21', time: '12:30', team1: 'Manchester United FC', team2: 'Arsenal FC' },
      ]),
    )
    const run3 = await runFootballImport(database, [directorySource(later)])
    expect(run3).toMatchObject({ matchesAdded: 1, matchesUpdated: 1 })

    const rows = await database.db
      .selectFrom('matches')
      .selectAll()
      .where('competition_code', '=', 'en.1')
      .orderBy('kickoff')
      .execute()
    expect(rows).toHaveLength(3)
    expect(rows[1]).toMatchObject({ status: 'finished', home_goals: 0, away_goals: 3, local_date: '2026-03-14' })
    // 17:30 in London on 14 March (GMT) is 17:30 UTC.
    expect(new Date(rows[1]?.kickoff as Date).toISOString()).toBe('2026-03-14T17:30:00.000Z')
    expect(rows[2]).toMatchObject({ status: 'scheduled', home_goals: null })

    const runs = await database.db.selectFrom('data_imports').selectAll().execute()
    expect(runs.every((r) => r.finished_at && !r.error)).toBe(true)
  })

  it('keeps half-time scores for the half-time markets, and a later source without them does not erase them', async () => {
    const withHalfTime = writeOpenfootballDir({
      '2025-26/de.1': {
        name: 'Deutsche Bundesliga 2025/26',
        matches: [
          {
            date: '2026-02-07',
            time: '15:30',
            team1: 'FC Bayern München',
            team2: 'Borussia Dortmund',
            ft: [3, 1],
            ht: [1, 1],
          },
        ],
      },
    })
    await runFootballImport(database, [directorySource(withHalfTime)])
    const pages: MatchRecord[] = []
    const load = () =>
      streamWorldData(database.db, { head() {}, matches: (page) => void pages.push(...page) }).then(() =>
        pages.find((m) => m.competition === 'de.1' && m.date === '2026-02-07'),
      )
    expect((await load())?.statistics).toMatchObject({ halfTimeHomeGoals: 1, halfTimeAwayGoals: 1, homeShots: null })

    const withoutHalfTime = writeOpenfootballDir({
      '2025-26/de.1': {
        name: 'Deutsche Bundesliga 2025/26',
        matches: [
          { date: '2026-02-07', time: '15:30', team1: 'FC Bayern München', team2: 'Borussia Dortmund', ft: [3, 1] },
        ],
      },
    })
    const again = await runFootballImport(database, [directorySource(withoutHalfTime)])
    expect(again).toMatchObject({ matchesUpdated: 0 })
    pages.length = 0
    expect((await load())?.statistics).toMatchObject({ halfTimeHomeGoals: 1, halfTimeAwayGoals: 1 })
  })

  it('stores canonical teams with their aliases', async () => {
    const alias = await database.db
      .selectFrom('team_aliases')
      .innerJoin('teams', 'teams.id', 'team_aliases.team_id')
      .select(['teams.name'])
      .where('alias', '=', 'Manchester United FC')
      .executeTakeFirst()
    expect(alias?.name).toBe('Manchester United')
  })

  it('records a failed run and changes nothing', async () => {
    const before = await database.db
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const broken = { name: 'broken', load: async () => Promise.reject(new Error('disk on fire')) }
    await expect(runFootballImport(database, [broken])).rejects.toThrow('disk on fire')
    const after = await database.db
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
    const last = await database.db
      .selectFrom('data_imports')
      .selectAll()
      .orderBy('started_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(last.error).toBe('disk on fire')
  })
})

describe('remote sources (local HTTP servers speaking their protocols)', () => {
  let server: Server
  let base: string
  const seen: { url: string; token: string | undefined }[] = []
  beforeAll(async () => {
    const recorded = readFileSync(new URL('./fixtures/football-data-org/PL-matches.json', import.meta.url), 'utf8')
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', token: req.headers['x-auth-token'] as string | undefined })
      if (req.url === '/v4/competitions/PL/matches') {
        if (req.headers['x-auth-token'] !== 'secret-token') {
          res.writeHead(403).end('{"message":"The resource you are looking for is restricted."}')
          return
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(recorded)
        return
      }
      if (req.url === '/raw/2025-26/en.1.json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            name: 'English Premier League 2025/26',
            matches: [
              { round: 'Matchday 31', date: '2026-04-04', time: '15:00', team1: 'Arsenal FC', team2: 'Everton FC' },
            ],
          }),
        )
        return
      }
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('imports football-data.org results and fixtures, dropping cancelled ones', async () => {
    const source = footballDataOrgSource({ baseUrl: `${base}/v4`, token: 'secret-token', competitions: ['PL'] })
    const files = await source.load()
    expect(files).toHaveLength(1)
    expect(files[0]).toMatchObject({ competition: 'en.1', season: '2025-26' })
    await runFootballImport(database, [source])
    const derby = await database.db
      .selectFrom('matches')
      .selectAll()
      .where('local_date', '=', '2026-03-08')
      .where('competition_code', '=', 'en.1')
      .executeTakeFirstOrThrow()
    expect(derby).toMatchObject({
      home_team_id: 'manchester-united',
      away_team_id: 'manchester-city',
      home_goals: 1,
      away_goals: 1,
    })
    const cancelled = await database.db
      .selectFrom('matches')
      .select('id')
      .where('home_team_id', '=', 'manchester-city')
      .where('local_date', '=', '2026-03-21')
      .execute()
    expect(cancelled).toEqual([])
    expect(seen.at(-1)?.token).toBe('secret-token')
  })

  it('fails clearly when the provider refuses the token', async () => {
    const source = footballDataOrgSource({ baseUrl: `${base}/v4`, token: 'wrong', competitions: ['PL'] })
    await expect(source.load()).rejects.toThrow('answered 403')
  })

  it('downloads openfootball files and skips the ones the repository lacks', async () => {
    const source = remoteOpenfootballSource({ baseUrl: `${base}/raw`, seasons: ['2025-26'], codes: ['en.1', 'xx.9'] })
    const files = await source.load()
    expect(files.map((f) => `${f.season}/${f.competition}`)).toEqual(['2025-26/en.1'])
  })

  it('labels split and calendar seasons', () => {
    expect(seasonLabel('2025-08-15', '2026-05-24')).toBe('2025-26')
    expect(seasonLabel('2025-03-29', '2025-12-07')).toBe('2025')
  })
})
