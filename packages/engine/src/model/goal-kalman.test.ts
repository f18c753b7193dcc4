import { describe, expect, it } from 'vitest'
import type { MatchRecord } from '../types.ts'
import { kalmanPreMatch } from './goal-kalman.ts'

function played(date: string, home: string, away: string, hg: number, ag: number, season = '2024-25'): MatchRecord {
  return {
    id: `${date}:${home}:${away}`,
    competition: 'xx.1',
    season,
    kickoff: `${date}T15:00:00.000Z`,
    date,
    homeTeamId: home,
    awayTeamId: away,
    status: 'finished',
    homeGoals: hg,
    awayGoals: ag,
  }
}

describe('Kalman goal model', () => {
  const season = Array.from({ length: 10 }, (_, i) => {
    const day = `2024-09-${String(i * 2 + 1).padStart(2, '0')}`
    return i % 2 === 0 ? played(day, 'A', 'B', 3, 0) : played(day, 'B', 'A', 0, 3)
  })

  it('expects more goals from a side that keeps scoring, and fewer from its victim', () => {
    const pre = kalmanPreMatch([...season, played('2024-10-01', 'A', 'B', 1, 1)])
    const first = pre.get(season[0]?.id as string)
    const last = pre.get('2024-10-01:A:B')
    expect(first?.lambda).toBeCloseTo(1.5, 9)
    expect(last?.lambda).toBeGreaterThan(2)
    expect(last?.mu).toBeLessThan(1)
  })

  it('prices a match only from earlier dates: a result on the same day does not move it', () => {
    const sameDay = played('2024-10-01', 'A', 'C', 9, 0)
    const a = kalmanPreMatch([...season, played('2024-10-01', 'A', 'B', 1, 1)])
    const b = kalmanPreMatch([...season, sameDay, played('2024-10-01', 'A', 'B', 1, 1)])
    expect(b.get('2024-10-01:A:B')).toEqual(a.get('2024-10-01:A:B'))
  })
})
