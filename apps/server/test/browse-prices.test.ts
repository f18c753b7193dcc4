/**
 * Issue 34, decision 413: a match page carries the market's prices where the data holds them.
 * A real football service imports the generated season and current prices from a local server
 * that speaks The Odds API's protocol (two bookmakers for Arsenal v Everton, none for the other
 * fixtures), fits, and answers GET /api/browse/matches/{id} with the best stored price per 1X2
 * and 2.5-goals outcome, the bookmaker named and the kind of price; a match without stored
 * prices gets none.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { MatchPageResponse } from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFootballService, type FootballService } from '../src/features/football/football-service.ts'
import { oddsApiSource } from '../src/features/football/odds-api-source.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { generatedSeason } from './helpers/football.ts'
import { OddsApiLocalServer } from './helpers/odds-api-local-server.ts'
import { toOpenfootballJson } from './helpers/openfootball-dir.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const KEY = 'local-odds-key'
const ARSENAL_EVERTON = 'en.1:2025-26:2026-03-14:arsenal:everton'
const LIVERPOOL_CHELSEA = 'en.1:2025-26:2026-03-14:liverpool:chelsea'

const h2h = (home: number, draw: number, away: number) => ({
  key: 'h2h',
  outcomes: [
    { name: 'Arsenal', price: home },
    { name: 'Everton', price: away },
    { name: 'Draw', price: draw },
  ],
})
const totals = (point: number, over: number, under: number) => ({
  key: 'totals',
  outcomes: [
    { name: 'Over', price: over, point },
    { name: 'Under', price: under, point },
  ],
})

const api = new OddsApiLocalServer(KEY, 100)
api.events.set('soccer_epl', [
  {
    id: 'arsenal-everton',
    sport_key: 'soccer_epl',
    // 15:00 in London on 14 March (GMT), as the generated season has it.
    commence_time: '2026-03-14T15:00:00Z',
    home_team: 'Arsenal',
    away_team: 'Everton',
    bookmakers: [
      { key: 'pinnacle', title: 'Pinnacle', markets: [h2h(1.62, 4.1, 5.6), totals(2.5, 1.91, 1.99)] },
      { key: 'williamhill', title: 'William Hill', markets: [h2h(1.57, 4.2, 5.5), totals(2.5, 1.95, 1.9)] },
    ],
  },
])

let ctx: TestContext
let service: FootballService

beforeAll(async () => {
  await api.start()
  ctx = await createTestApp()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchwise-browse-prices-'))
  mkdirSync(path.join(dataDir, '2025-26'), { recursive: true })
  writeFileSync(
    path.join(dataDir, '2025-26', 'en.1.json'),
    JSON.stringify(toOpenfootballJson({ name: 'English Premier League 2025/26', matches: generatedSeason() })),
  )
  service = createFootballService({
    database: ctx.database,
    logger: ctx.app.log,
    sources: [
      directorySource(dataDir),
      oddsApiSource({
        baseUrl: api.base,
        apiKey: KEY,
        regions: 'eu',
        intervalMs: 60 * 60_000,
        now: () => Date.parse('2026-03-14T09:00:00Z'),
        sports: ['soccer_epl'],
      }),
    ],
    importIntervalMinutes: 0,
    demoDate: '2026-03-14',
  })
  await service.start()
  ctx.app.football = service
})
afterAll(async () => {
  await service.stop()
  await ctx.close()
  await api.stop()
})

async function matchPage(id: string): Promise<MatchPageResponse> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/browse/matches/${encodeURIComponent(id)}` })
  expect(response.statusCode).toBe(200)
  return response.json() as MatchPageResponse
}

describe('the market on a match page', () => {
  it('gives the best current price of each 1X2 and 2.5-goals outcome, with its bookmaker', async () => {
    const page = await matchPage(ARSENAL_EVERTON)
    expect(page.bestPrices).toEqual([
      { outcome: 'home_win', priceMilli: 1620, bookmaker: 'pinnacle', bookmakerName: 'Pinnacle', kind: 'current' },
      { outcome: 'draw', priceMilli: 4200, bookmaker: 'williamhill', bookmakerName: 'William Hill', kind: 'current' },
      { outcome: 'away_win', priceMilli: 5600, bookmaker: 'pinnacle', bookmakerName: 'Pinnacle', kind: 'current' },
      {
        outcome: 'over_2.5',
        priceMilli: 1950,
        bookmaker: 'williamhill',
        bookmakerName: 'William Hill',
        kind: 'current',
      },
      { outcome: 'under_2.5', priceMilli: 1990, bookmaker: 'pinnacle', bookmakerName: 'Pinnacle', kind: 'current' },
    ])
    // Beside the model's own numbers, which the page still carries.
    expect(page.fixture.probabilities).toBeTruthy()
  })

  it('gives none for a match the data holds no price for', async () => {
    expect((await matchPage(LIVERPOOL_CHELSEA)).bestPrices).toEqual([])
  })
})
