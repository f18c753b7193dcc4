/**
 * Issue 31: current prices from The Odds API (v4), on only with ODDS_API_KEY, against a local
 * server that speaks its protocol: the key in the `apiKey` query, the regions and the
 * h2h/totals/spreads markets asked for, one request per league per interval, no request the
 * quota (`x-requests-remaining`) cannot pay, and nothing more after a 429 until the interval
 * has passed. Its events join the openfootball fixtures on the local date and the team directory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import type { DatabaseHandle } from '../src/db/database.ts'
import { oddsApiSource } from '../src/features/football/odds-api-source.ts'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { footballSourcesFromConfig } from '../src/features/football/source-config.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { OddsApiLocalServer } from './helpers/odds-api-local-server.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { openTestDatabase } from './helpers/test-app.ts'

const KEY = 'local-odds-key'
let database: DatabaseHandle
let dispose: () => Promise<void>
const api = new OddsApiLocalServer(KEY, 20)
beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
  await api.start()
})
afterAll(async () => {
  await api.stop()
  await dispose()
})

const openfootball = writeOpenfootballDir({
  '2025-26/en.1': {
    name: 'English Premier League 2025/26',
    matches: [{ date: '2026-03-14', time: '20:00', team1: 'Manchester United FC', team2: 'Brighton & Hove Albion FC' }],
  },
})

api.events.set('soccer_epl', [
  {
    id: 'e1',
    sport_key: 'soccer_epl',
    // 20:00 in London on 14 March (GMT).
    commence_time: '2026-03-14T20:00:00Z',
    home_team: 'Manchester United',
    away_team: 'Brighton and Hove Albion',
    bookmakers: [
      {
        key: 'pinnacle',
        title: 'Pinnacle',
        markets: [
          {
            key: 'h2h',
            outcomes: [
              { name: 'Manchester United', price: 1.95 },
              { name: 'Brighton and Hove Albion', price: 3.9 },
              { name: 'Draw', price: 3.75 },
            ],
          },
          {
            key: 'totals',
            outcomes: [
              { name: 'Over', price: 1.8, point: 2.75 },
              { name: 'Under', price: 2.05, point: 2.75 },
            ],
          },
          {
            key: 'spreads',
            outcomes: [
              { name: 'Manchester United', price: 1.92, point: -0.5 },
              { name: 'Brighton and Hove Albion', price: 1.98, point: 0.5 },
            ],
          },
        ],
      },
    ],
  },
])

describe('The Odds API', () => {
  it('is off without ODDS_API_KEY and on with it', () => {
    const names = (env: Record<string, string>) =>
      footballSourcesFromConfig(loadConfig({ FOOTBALL_DATA_DIR: openfootball, ...env })).map((s) => s.name)
    expect(names({})).not.toContain('the-odds-api')
    expect(names({ ODDS_API_KEY: KEY })).toContain('the-odds-api')
  })

  it('asks with the key, regions and markets, and stores the prices on the fixture at the home side’s line', async () => {
    let clock = Date.parse('2026-03-12T09:00:00Z')
    const source = oddsApiSource({
      baseUrl: api.base,
      apiKey: KEY,
      regions: 'uk,eu',
      intervalMs: 60 * 60_000,
      now: () => clock,
      sports: ['soccer_epl', 'soccer_germany_bundesliga'],
    })
    const run = await runFootballImport(database, [directorySource(openfootball), source])
    expect(api.requests.map((r) => r.sport)).toEqual(['soccer_epl', 'soccer_germany_bundesliga'])
    const query = api.requests[0]?.query
    expect(query?.get('apiKey')).toBe(KEY)
    expect(query?.get('regions')).toBe('uk,eu')
    expect(query?.get('markets')).toBe('h2h,totals,spreads')
    expect(query?.get('oddsFormat')).toBe('decimal')
    // Two leagues × three markets × two regions.
    expect(api.remaining).toBe(20 - 12)
    expect(run.rows).toMatchObject({ matched: 1, unmatched: 0 })
    const prices = await database.db
      .selectFrom('match_prices')
      .select([
        'market',
        'line_x100',
        'bookmaker',
        'kind',
        'home_milli',
        'draw_milli',
        'away_milli',
        'over_milli',
        'under_milli',
      ])
      .orderBy('market')
      .execute()
    expect(prices).toEqual([
      {
        market: '1x2',
        line_x100: 0,
        bookmaker: 'pinnacle',
        kind: 'current',
        home_milli: 1950,
        draw_milli: 3750,
        away_milli: 3900,
        over_milli: null,
        under_milli: null,
      },
      {
        market: 'handicap',
        line_x100: -50,
        bookmaker: 'pinnacle',
        kind: 'current',
        home_milli: 1920,
        draw_milli: null,
        away_milli: 1980,
        over_milli: null,
        under_milli: null,
      },
      {
        market: 'total',
        line_x100: 275,
        bookmaker: 'pinnacle',
        kind: 'current',
        home_milli: null,
        draw_milli: null,
        away_milli: null,
        over_milli: 1800,
        under_milli: 2050,
      },
    ])

    // Within the interval: no request, the last answer kept.
    clock += 30 * 60_000
    api.requests.length = 0
    const soon = await runFootballImport(database, [directorySource(openfootball), source])
    expect(api.requests).toEqual([])
    expect(soon.rows).toMatchObject({ matched: 1, filesWritten: 0, filesUnchanged: 2 })

    // After it: one request per league, and none the quota cannot pay (8 left, 6 a request).
    clock += 31 * 60_000
    await runFootballImport(database, [directorySource(openfootball), source])
    expect(api.requests.map((r) => r.sport)).toEqual(['soccer_epl'])
    expect(api.remaining).toBe(2)
    expect(source.lastProblem()).toMatch(/quota is spent \(2 credits left, a request costs 6\)/)
  })

  it('after a 429 asks nothing more until the interval has passed, and keeps the prices it had', async () => {
    let clock = Date.parse('2026-03-12T09:00:00Z')
    const fresh = new OddsApiLocalServer(KEY, 100)
    await fresh.start()
    fresh.events.set('soccer_epl', api.events.get('soccer_epl') ?? [])
    const source = oddsApiSource({
      baseUrl: fresh.base,
      apiKey: KEY,
      regions: 'eu',
      intervalMs: 60 * 60_000,
      now: () => clock,
      sports: ['soccer_epl', 'soccer_germany_bundesliga'],
    })
    fresh.throttleNext = true
    const run = await runFootballImport(database, [directorySource(openfootball), source])
    // A 429 is no failure of the import: the fixtures and the prices already stored stand.
    expect(fresh.requests.map((r) => r.sport)).toEqual(['soccer_epl'])
    expect(source.lastProblem()).toMatch(/429/)
    expect(run.rows).toMatchObject({ matched: 0, unmatched: 0 })
    expect(await database.db.selectFrom('match_prices').select('bookmaker').execute()).toHaveLength(3)

    clock += 61 * 60_000
    fresh.requests.length = 0
    await runFootballImport(database, [directorySource(openfootball), source])
    expect(fresh.requests.map((r) => r.sport)).toEqual(['soccer_epl', 'soccer_germany_bundesliga'])
    await fresh.stop()
  })
})
