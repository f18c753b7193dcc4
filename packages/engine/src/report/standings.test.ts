import { describe, expect, it } from 'vitest'
import type { MatchRecord } from '../types.ts'
import { computeStandings } from './standings.ts'

let n = 0
const result = (date: string, home: string, away: string, hg: number, ag: number): MatchRecord => ({
  id: String(n++),
  competition: 'xx.1',
  season: '2025-26',
  kickoff: `${date}T15:00:00.000Z`,
  date,
  homeTeamId: home,
  awayTeamId: away,
  status: 'finished',
  homeGoals: hg,
  awayGoals: ag,
})

describe('computeStandings', () => {
  it('orders by points, then goal difference, then goals scored; form newest first', () => {
    const rows = computeStandings(
      [
        result('2026-01-01', 'a', 'b', 1, 0),
        result('2026-01-08', 'c', 'd', 3, 3),
        result('2026-01-15', 'b', 'c', 4, 0),
        result('2026-01-22', 'd', 'a', 2, 2),
      ],
      (id) => id,
    )
    expect(rows.map((r) => [r.teamId, r.points, r.goalsFor - r.goalsAgainst])).toEqual([
      ['a', 4, 1],
      ['b', 3, 3],
      ['d', 2, 0],
      ['c', 1, -4],
    ])
    expect(rows[0]).toMatchObject({ position: 1, played: 2, won: 1, drawn: 1, lost: 0, form: 'DW' })
  })

  it('ignores fixtures without a score', () => {
    const unplayed: MatchRecord = {
      ...result('2026-02-01', 'a', 'b', 0, 0),
      status: 'scheduled',
      homeGoals: null,
      awayGoals: null,
    }
    expect(computeStandings([unplayed], (id) => id)).toEqual([])
  })
})
