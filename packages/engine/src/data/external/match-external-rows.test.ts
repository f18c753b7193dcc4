import { describe, expect, it } from 'vitest'
import { buildDataset } from '../build-dataset.ts'
import { readFootballDataCsv } from '../football-data-csv/read-file.ts'
import { matchExternalRows } from './match-external-rows.ts'

const dataset = buildDataset([
  {
    competition: 'es.1',
    season: '2021-22',
    json: {
      name: 'La Liga 2021/22',
      matches: [
        {
          round: '1',
          date: '2021-08-14',
          time: '21:00',
          team1: 'Atlético Madrid',
          team2: 'Deportivo La Coruña',
          score: { ft: [1, 0] },
        },
        {
          round: '1',
          date: '2021-08-15',
          time: '19:00',
          team1: 'Real Madrid',
          team2: 'Atlético Madrid',
          score: { ft: [2, 2] },
        },
      ],
    },
  },
])

const file = (lines: string[]) =>
  readFootballDataCsv(`\uFEFF${lines.join('\r\n')}\r\n`, {
    origin: '2122/SP1.csv',
    season: '2021-22',
    openKind: 'opening',
  }).rows

describe('joining football-data.co.uk rows to the matches', () => {
  it('joins by date and the directory, with the site’s own names as aliases', () => {
    const report = matchExternalRows(
      file(['Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,HC,AC', 'SP1,14/08/2021,Ath Madrid,La Coruna,1,0,7,2']),
      dataset.directory,
      dataset.matches,
    )
    expect(report.unmatched).toEqual([])
    expect(report.matched.map((m) => m.matchId)).toEqual([
      'es.1:2021-22:2021-08-14:atletico-madrid:deportivo-la-coruna',
    ])
    expect(report.matched[0]?.row.statistics).toMatchObject({ homeCorners: 7, awayCorners: 2, referee: null })
  })

  it('never guesses: a near spelling, a club of another country or another day is unmatched', () => {
    const report = matchExternalRows(
      file([
        'Div,Date,HomeTeam,AwayTeam',
        'SP1,14/08/2021,Atl Madrd,La Coruna',
        'SP1,14/08/2021,Ath Madrid,Man United',
        'SP1,16/08/2021,Real Madrid,Ath Madrid',
        'E0,16/08/2021,Arsenal,Chelsea',
      ]),
      dataset.directory,
      dataset.matches,
    )
    expect(report.matched).toEqual([])
    expect(report.unmatched.map((u) => [u.origin, u.reason, u.dataDates])).toEqual([
      ['2122/SP1.csv line 2', 'unknown-home-team', undefined],
      ['2122/SP1.csv line 3', 'unknown-away-team', undefined],
      ['2122/SP1.csv line 4', 'no-match-on-date', ['2021-08-15']],
    ])
    // The Premier League season is not in this match data at all: counted apart, not listed.
    expect(report.outsideData).toBe(1)
  })
})
