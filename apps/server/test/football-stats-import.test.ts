/**
 * Issue 31: football-data.co.uk files (statistics and bookmaker prices) on the import, read from
 * a local server in the site's layout (BOM and CRLF included) and joined to the openfootball
 * matches by date and the team directory, with the site's own names ("Man United", "Nott'm
 * Forest"). A row that joins no match is counted and listed, never guessed; prices are stored as
 * integers (decimal odds × 1000); an unchanged file is not rewritten.
 */
import type { MatchRecord } from '@pitchwise/engine'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { readDataVersion } from '../src/features/football/data-version.ts'
import { footballDataHttpSource } from '../src/features/football/football-data-csv-source.ts'
import { streamWorldData } from '../src/features/football/load-world.ts'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { asServedBySite, FootballDataCsvLocalServer } from './helpers/football-data-csv-local-server.ts'
import { lastImportRun } from './helpers/import-rows.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { openTestDatabase } from './helpers/test-app.ts'

let database: DatabaseHandle
let dispose: () => Promise<void>
const site = new FootballDataCsvLocalServer()
beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
  await site.start()
})
afterAll(async () => {
  await site.stop()
  await dispose()
})

const openfootball = writeOpenfootballDir({
  '2021-22/en.1': {
    name: 'English Premier League 2021/22',
    matches: [
      { date: '2021-08-14', time: '12:30', team1: 'Manchester United FC', team2: 'Leeds United FC', ft: [5, 1] },
      { date: '2021-08-14', time: '15:00', team1: 'Nottingham Forest FC', team2: 'Arsenal FC', ft: [0, 2] },
      { date: '2022-03-12', time: '15:00', team1: 'Arsenal FC', team2: 'Manchester United FC' },
    ],
  },
})

const HEADER =
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,Referee,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,' +
  'B365H,B365D,B365A,PSH,PSD,PSA,AvgH,AvgD,AvgA,B365>2.5,B365<2.5,AHh,B365AHH,B365AHA,PSCH,PSCD,PSCA,AHCh,PCAHH,PCAHA'

const source = (seasons = ['2021-22']) =>
  footballDataHttpSource({ baseUrl: site.base, divisions: ['E0'], seasons, timeoutMs: 500 })

const statistics = () => database.db.selectFrom('match_statistics').selectAll().orderBy('match_id').execute()

const pricesOf = (matchId: string) =>
  database.db
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
    .where('match_id', '=', matchId)
    .orderBy('kind')
    .orderBy('market')
    .orderBy('bookmaker')
    .orderBy('line_x100')
    .execute()

describe('football-data.co.uk files over HTTP', () => {
  it('joins rows in the site’s names to the openfootball matches and stores statistics and integer prices', async () => {
    site.publish(
      '2122/E0.csv',
      asServedBySite([
        HEADER,
        'E0,14/08/2021,12:30,Man United,Leeds,5,1,H,1,0,H,P Tierney,16,10,8,3,11,9,5,4,1,2,0,0,' +
          '1.53,4.5,5.75,1.56,4.57,5.96,1.55,4.48,5.87,1.61,2.3,-1.0,1.95,1.98,1.67,4.2,5.4,-1.25,2.02,1.89',
        // The site's own spelling, and a quoted referee with a comma.
        `E0,14/08/21,15:00,Nott'm Forest,Arsenal,0,2,A,0,1,A,"Kavanagh, C",7,15,2,6,10,12,3,8,2,1,0,0,` +
          '5.0,3.8,1.7,5.2,3.9,1.72,,,,,,,,,,,,,,',
        // A club the directory does not know, and a match the data has on another day.
        'E0,15/08/2021,16:30,Sporting Lisbon,Arsenal,1,1,D,0,0,D,M Dean,5,5,1,1,9,9,2,2,0,0,0,0,,,,,,,,,,,,,,,,,,,,',
        'E0,21/08/2021,15:00,Man United,Leeds,1,1,D,0,0,D,M Dean,5,5,1,1,9,9,2,2,0,0,0,0,,,,,,,,,,,,,,,,,,,,',
      ]),
    )
    const run = await runFootballImport(database, [directorySource(openfootball), source()])
    expect(site.requests).toContain('/mmz4281/2122/E0.csv')
    expect(run.rows).toMatchObject({ matched: 2, unmatched: 2, outside: 0, filesWritten: 1 })

    const stored = await statistics()
    expect(stored).toHaveLength(2)
    const united = stored.find((s) => s.match_id.includes('manchester-united:leeds'))
    expect(united).toMatchObject({
      ht_home_goals: 1,
      ht_away_goals: 0,
      home_shots: 16,
      away_shots: 10,
      home_shots_on_target: 8,
      home_corners: 5,
      away_corners: 4,
      home_fouls: 11,
      home_yellow_cards: 1,
      away_yellow_cards: 2,
      home_red_cards: 0,
      referee: 'P Tierney',
    })
    expect(stored.find((s) => s.match_id.includes('nottingham-forest'))?.referee).toBe('Kavanagh, C')

    expect(await pricesOf(united?.match_id as string)).toEqual([
      {
        market: '1x2',
        line_x100: 0,
        bookmaker: 'pinnacle',
        kind: 'closing',
        home_milli: 1670,
        draw_milli: 4200,
        away_milli: 5400,
        over_milli: null,
        under_milli: null,
      },
      {
        market: 'handicap',
        line_x100: -125,
        bookmaker: 'pinnacle',
        kind: 'closing',
        home_milli: 2020,
        draw_milli: null,
        away_milli: 1890,
        over_milli: null,
        under_milli: null,
      },
      {
        market: '1x2',
        line_x100: 0,
        bookmaker: 'bet365',
        kind: 'opening',
        home_milli: 1530,
        draw_milli: 4500,
        away_milli: 5750,
        over_milli: null,
        under_milli: null,
      },
      {
        market: '1x2',
        line_x100: 0,
        bookmaker: 'market_average',
        kind: 'opening',
        home_milli: 1550,
        draw_milli: 4480,
        away_milli: 5870,
        over_milli: null,
        under_milli: null,
      },
      {
        market: '1x2',
        line_x100: 0,
        bookmaker: 'pinnacle',
        kind: 'opening',
        home_milli: 1560,
        draw_milli: 4570,
        away_milli: 5960,
        over_milli: null,
        under_milli: null,
      },
      {
        market: 'handicap',
        line_x100: -100,
        bookmaker: 'bet365',
        kind: 'opening',
        home_milli: 1950,
        draw_milli: null,
        away_milli: 1980,
        over_milli: null,
        under_milli: null,
      },
      {
        market: 'total',
        line_x100: 250,
        bookmaker: 'bet365',
        kind: 'opening',
        home_milli: null,
        draw_milli: null,
        away_milli: null,
        over_milli: 1610,
        under_milli: 2300,
      },
    ])

    // Never guessed: the unknown club and the other day are listed with the reason, and counted on the run.
    const unmatched = await database.db
      .selectFrom('match_rows_unmatched')
      .select(['origin', 'home_name', 'away_name', 'local_date', 'reason', 'data_dates'])
      .orderBy('origin')
      .execute()
    expect(unmatched).toEqual([
      {
        origin: '2122/E0.csv line 4',
        home_name: 'Sporting Lisbon',
        away_name: 'Arsenal',
        local_date: '2021-08-15',
        reason: 'unknown-home-team',
        data_dates: null,
      },
      {
        origin: '2122/E0.csv line 5',
        home_name: 'Man United',
        away_name: 'Leeds',
        local_date: '2021-08-21',
        reason: 'no-match-on-date',
        data_dates: '2021-08-14',
      },
    ])
    expect(await lastImportRun(database)).toMatchObject({
      rows_matched: 2,
      rows_unmatched: 2,
      rows_outside: 0,
      error: null,
    })
  })

  it('hands the engine each match with its statistics and prices', async () => {
    const matches: MatchRecord[] = []
    await streamWorldData(database.db, { head: () => {}, matches: (page) => void matches.push(...page) })
    const united = matches.find((m) => m.id.includes('manchester-united:leeds'))
    expect(united?.statistics).toMatchObject({ halfTimeHomeGoals: 1, homeCorners: 5, referee: 'P Tierney' })
    expect(united?.prices).toContainEqual({
      market: 'total',
      lineX100: 250,
      bookmaker: 'bet365',
      kind: 'opening',
      overMilli: 1610,
      underMilli: 2300,
    })
    expect(united?.prices).toHaveLength(7)
    // The fixture no file covers has neither.
    const fixture = matches.find((m) => m.date === '2022-03-12')
    expect(fixture?.statistics).toBeUndefined()
    expect(fixture?.prices).toBeUndefined()
  })

  it('skips a file that has not changed, and rewrites one that has', async () => {
    const version = await readDataVersion(database.db)
    const again = await runFootballImport(database, [directorySource(openfootball), source()])
    expect(again.rows).toMatchObject({ matched: 2, filesWritten: 0, filesUnchanged: 1 })
    expect(await readDataVersion(database.db)).toBe(version)

    site.publish(
      '2122/E0.csv',
      asServedBySite([
        HEADER,
        'E0,14/08/2021,12:30,Man United,Leeds,5,1,H,1,0,H,P Tierney,17,10,8,3,11,9,6,4,1,2,0,0,' +
          '1.53,4.5,5.75,,,,,,,,,,,,,,,,,,',
      ]),
    )
    const changed = await runFootballImport(database, [directorySource(openfootball), source()])
    expect(changed.rows).toMatchObject({ matched: 1, unmatched: 0, filesWritten: 1 })
    // Rows that change without a match changing still move the data version: the engine refits.
    expect(await readDataVersion(database.db)).toBeGreaterThan(version)
    const united = (await statistics()).find((s) => s.match_id.includes('manchester-united:leeds'))
    expect(united).toMatchObject({ home_shots: 17, home_corners: 6 })
    // The file's prices now: Pinnacle's and the average's are gone with the columns.
    expect((await pricesOf(united?.match_id as string)).map((p) => `${p.kind} ${p.market} ${p.bookmaker}`)).toEqual([
      'opening 1x2 bet365',
    ])
    // The list of unmatched rows is the last import's.
    expect(await database.db.selectFrom('match_rows_unmatched').selectAll().execute()).toEqual([])
  })

  it('reads fixtures.csv as current prices of coming matches; rows of seasons the data lacks are counted apart', async () => {
    site.publish(
      'fixtures.csv',
      asServedBySite([
        'Div,Date,Time,HomeTeam,AwayTeam,Referee,B365H,B365D,B365A,PSH,PSD,PSA',
        'E0,12/03/2022,15:00,Arsenal,Man United,,1.8,3.9,4.4,1.83,4.0,4.55',
      ]),
    )
    site.publish(
      '2021/E0.csv',
      asServedBySite([HEADER, 'E0,22/08/2020,15:00,Arsenal,Leeds,1,0,H,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,']),
    )
    const run = await runFootballImport(database, [directorySource(openfootball), source(['2020-21', '2021-22'])])
    expect(run.rows).toMatchObject({ matched: 2, unmatched: 0, outside: 1 })
    const fixture = await database.db
      .selectFrom('match_prices')
      .select(['bookmaker', 'kind', 'home_milli', 'draw_milli', 'away_milli'])
      .where('match_id', 'like', '%2022-03-12:arsenal:manchester-united')
      .orderBy('bookmaker')
      .execute()
    expect(fixture).toEqual([
      { bookmaker: 'bet365', kind: 'current', home_milli: 1800, draw_milli: 3900, away_milli: 4400 },
      { bookmaker: 'pinnacle', kind: 'current', home_milli: 1830, draw_milli: 4000, away_milli: 4550 },
    ])
  })

  it('fails the whole import when the site answers an error, keeping what was stored', async () => {
    site.fail('2122/E0.csv', 503)
    await expect(runFootballImport(database, [directorySource(openfootball), source()])).rejects.toThrow(
      /mmz4281\/2122\/E0\.csv answered 503/,
    )
    expect((await lastImportRun(database)).error).toMatch(/answered 503/)
    // Nothing was written: both matches keep their statistics (a match's row dropped from a file
    // leaves what it stored, as a result stays), and every price stays: United's one, Forest's
    // two from the first file, the fixture's two.
    expect(await statistics()).toHaveLength(2)
    expect(await database.db.selectFrom('match_prices').select('bookmaker').execute()).toHaveLength(5)
  })
})
