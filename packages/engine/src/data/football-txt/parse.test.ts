import { describe, expect, it } from 'vitest'
import { parseFootballTxt } from './parse.ts'
import { parseFootballTxtFile } from './to-raw.ts'

const SAMPLE = `= UEFA Champions League 2025/26

# Date       Tue Sep/16 2025 - Sat May/30 2026 (256d)
# Matches    9

» League, Matchday 1
  Tue Sep/16 2025
    18.45  Athletic Club (ESP)     v Arsenal FC (ENG)         0-2 (0-0)
           PSV (NED)               v Royale Union Saint-Gilloise (BEL)  1-3 (0-2)
    21.00  Juventus FC (ITA)       v Borussia Dortmund (GER)  4-4
  Tue Dec/9
    21.00  Real Madrid CF (ESP)    v Manchester City FC (ENG)  3-2 a.e.t. (2-2, 1-0)
» Group B
  Wed Sep/17
    21.00  Liverpool FC (ENG)      v Club Atlético de Madrid (ESP)  4-3 pen. 1-1 a.e.t. (1-1, 0-1)
» Finals, Round of 16
  Tue Mar/10 2026
    18.45  Galatasaray SK (TUR)    v Liverpool FC (ENG)       1-0 (1-0)
           RB Leipzig (GER)        v Spartak Moskva (RUS)     [cancelled]
  Wed Mar/18
    21.00  Liverpool FC (ENG)      v Galatasaray SK (TUR)
» Finals, Final
  Sat May/30
           N.N.                    v N.N.
`

describe('parseFootballTxt', () => {
  const file = parseFootballTxt(SAMPLE, { season: '2025-26' })

  it('reads the title, header and every listed match line, placeholders counted but skipped', () => {
    expect(file.title).toBe('UEFA Champions League 2025/26')
    expect(file.header.matches).toBe('9')
    expect(file.listed).toBe(9)
    expect(file.matches).toHaveLength(8)
    expect(file.skipped).toEqual([{ line: 24, text: 'N.N.                    v N.N.', reason: 'placeholder' }])
  })

  it('repeats the previous time on lines without one and keeps clubs with their country', () => {
    expect(file.matches[1]).toMatchObject({
      date: '2025-09-16',
      time: '18:45',
      home: 'PSV (NED)',
      away: 'Royale Union Saint-Gilloise (BEL)',
      round: 'League, Matchday 1',
      score: { ft: [1, 3], ht: [0, 2] },
    })
    expect(file.matches[2]).toMatchObject({ time: '21:00', score: { ft: [4, 4] } })
  })

  it('implies the year of dates that omit it, also when a section steps back in time', () => {
    expect(file.matches.map((m) => m.date)).toEqual([
      '2025-09-16',
      '2025-09-16',
      '2025-09-16',
      '2025-12-09',
      '2025-09-17',
      '2026-03-10',
      '2026-03-10',
      '2026-03-18',
    ])
  })

  it('takes the 90-minute score from extra-time and shoot-out lines', () => {
    expect(file.matches[3]?.score).toEqual({ ft: [2, 2], ht: [1, 0], et: [3, 2] })
    expect(file.matches[4]?.score).toEqual({ ft: [1, 1], ht: [0, 1], et: [1, 1], p: [4, 3] })
    expect(
      parseFootballTxt('  Sat Aug/1 2020\n  Atlético (ESP) v PSV (NED)  8-7 pen. 0-0 a.e.t. (0-0)').matches[0]?.score,
    ).toEqual({
      ft: [0, 0],
      et: [0, 0],
      p: [8, 7],
    })
  })

  it('marks fixtures without a score as scheduled and cancelled ones as cancelled', () => {
    expect(file.matches[6]).toMatchObject({ status: 'cancelled', score: null, home: 'RB Leipzig (GER)' })
    expect(file.matches[7]).toMatchObject({ status: 'scheduled', score: null, time: '21:00', date: '2026-03-18' })
  })

  it('reports lines it does not understand instead of guessing', () => {
    const odd = parseFootballTxt('  Tue Sep/16 2025\n  this is not a match\n  A v B 1-0', { season: '2025-26' })
    expect(odd.skipped).toEqual([{ line: 2, text: 'this is not a match', reason: 'unrecognised' }])
    expect(odd.matches).toHaveLength(1)
    expect(parseFootballTxt('  A v B 1-0').skipped[0]?.reason).toBe('no-date')
  })
})

describe('parseFootballTxtFile', () => {
  it('turns lines into raw matches with UTC kick-offs, dropping cancelled fixtures', () => {
    const parsed = parseFootballTxtFile(SAMPLE, 'uefa.cl', '2025-26')
    expect(parsed.matches).toHaveLength(7)
    expect(parsed.matches[0]).toMatchObject({
      kickoff: '2025-09-16T16:45:00.000Z',
      status: 'finished',
      homeGoals: 0,
      awayGoals: 2,
      homeName: 'Athletic Club (ESP)',
    })
    const extraTime = parsed.matches[3]
    expect(extraTime).toMatchObject({ homeGoals: 2, awayGoals: 2 })
    expect(parsed.matches[6]).toMatchObject({
      status: 'scheduled',
      homeGoals: null,
      kickoff: '2026-03-18T20:00:00.000Z',
      round: 'Finals, Round of 16',
    })
  })
})
