import { describe, expect, it } from 'vitest'
import { buildDataset } from '../build-dataset.ts'
import { readFootballDataCsv } from '../football-data-csv/read-file.ts'
import { attachStatistics } from './attach-statistics.ts'

const dataset = buildDataset([
  {
    competition: 'es.1',
    season: '2021-22',
    json: {
      name: 'La Liga 2021/22',
      matches: [
        { round: '1', date: '2021-08-14', team1: 'Atlético Madrid', team2: 'Real Madrid', score: { ft: [1, 0] } },
        { round: '1', date: '2021-08-15', team1: 'Real Madrid', team2: 'Atlético Madrid', score: { ft: [2, 2] } },
      ],
    },
  },
])

describe('statistics and prices on the matches, as the product loads them', () => {
  it('gives the joined match its shots and one price per bookmaker, market and kind; the others stay as they were', () => {
    const rows = readFootballDataCsv(
      [
        'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,HS,AS,HST,AST,PSH,PSD,PSA,PSCH,PSCD,PSCA',
        'SP1,14/08/2021,Ath Madrid,Real Madrid,1,0,11,9,5,2,2.10,3.40,3.60,2.05,3.50,3.70',
        'SP1,11/08/2019,Ath Madrid,Real Madrid,1,0,11,9,5,2,,,,,,',
      ].join('\n'),
      { origin: '2122/SP1.csv', season: '2021-22', openKind: 'opening' },
    ).rows
    const { matches, joined, unmatched } = attachStatistics(dataset.matches, rows, dataset.directory)
    expect([joined, unmatched]).toEqual([1, 1])
    const [first, second] = matches
    expect(first?.statistics).toMatchObject({ homeShots: 11, awayShots: 9, homeShotsOnTarget: 5, awayShotsOnTarget: 2 })
    expect(first?.prices).toEqual([
      {
        market: '1x2',
        lineX100: 0,
        bookmaker: 'pinnacle',
        kind: 'opening',
        homeMilli: 2100,
        drawMilli: 3400,
        awayMilli: 3600,
      },
      {
        market: '1x2',
        lineX100: 0,
        bookmaker: 'pinnacle',
        kind: 'closing',
        homeMilli: 2050,
        drawMilli: 3500,
        awayMilli: 3700,
      },
    ])
    expect(second).toBe(dataset.matches[1])
  })
})
