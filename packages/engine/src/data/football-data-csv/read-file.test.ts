import { describe, expect, it } from 'vitest'
import { countOf, readFootballDataCsv } from './read-file.ts'

describe('a football-data.co.uk season file', () => {
  it('reads counts written with a decimal point, as the 2014-15 to 2016-17 files write them', () => {
    const { rows } = readFootballDataCsv(
      [
        'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,Referee,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR',
        'E0,16/08/14,Arsenal,Crystal Palace,2.0,1.0,H,1.0,1.0,D,J Moss,14.0,4.0,6.0,2.0,13.0,19.0,9.0,3.0,2.0,2.0,0.0,1.0',
      ].join('\n'),
      { origin: '1415/E0.csv', season: '2014-15', openKind: 'opening' },
    )
    expect(rows[0]?.statistics).toMatchObject({
      halfTimeHomeGoals: 1,
      homeShots: 14,
      awayShots: 4,
      homeShotsOnTarget: 6,
      awayShotsOnTarget: 2,
      homeCorners: 9,
      awayCorners: 3,
      awayRedCards: 1,
      referee: 'J Moss',
    })
  })

  it('takes only whole, unsigned numbers as counts', () => {
    expect([countOf('14'), countOf('14.0'), countOf('0.00')]).toEqual([14, 14, 0])
    expect([countOf('14.5'), countOf('-1'), countOf(''), countOf('1e3'), countOf('.0')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
