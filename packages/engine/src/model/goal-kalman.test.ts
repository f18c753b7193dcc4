import { describe, expect, it } from 'vitest'
import { matchRecord } from '../test-support/match-record.ts'
import type { MatchRecord } from '../types.ts'
import { KalmanBook, kalmanPreMatch } from './goal-kalman.ts'

function played(
  date: string,
  home: string,
  away: string,
  hg: number,
  ag: number,
  season = '2024-25',
  competition = 'xx.1',
): MatchRecord {
  return matchRecord({ date, home, away, score: [hg, ag], season, competition })
}

const day = (start: string, n: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

function fixture(date: string, home: string, away: string, season = '2025-26', competition = 'xx.1') {
  return { competition, season, date, homeTeamId: home, awayTeamId: away }
}

describe('Kalman goal model', () => {
  const season = Array.from({ length: 10 }, (_, i) => {
    const d = `2024-09-${String(i * 2 + 1).padStart(2, '0')}`
    return i % 2 === 0 ? played(d, 'A', 'B', 3, 0) : played(d, 'B', 'A', 0, 3)
  })

  it('expects more goals from a side that keeps scoring, and fewer from its victim', () => {
    const pre = kalmanPreMatch([...season, played('2024-10-01', 'A', 'B', 1, 1)])
    const first = pre.get(season[0]?.id as string)
    const last = pre.get('xx.1:2024-10-01:A:B')
    expect(first?.lambda).toBeCloseTo(1.5, 9)
    expect(last?.lambda).toBeGreaterThan(2)
    expect(last?.mu).toBeLessThan(1)
  })

  it('prices a match only from earlier dates: a result on the same day does not move it', () => {
    const sameDay = played('2024-10-01', 'A', 'C', 9, 0)
    const a = kalmanPreMatch([...season, played('2024-10-01', 'A', 'B', 1, 1)])
    const b = kalmanPreMatch([...season, sameDay, played('2024-10-01', 'A', 'B', 1, 1)])
    expect(b.get('xx.1:2024-10-01:A:B')).toEqual(a.get('xx.1:2024-10-01:A:B'))
  })

  it('gives the same ratings whatever order the matches arrive in', () => {
    const matches = [...season, played('2024-10-01', 'A', 'B', 1, 1), played('2024-10-01', 'C', 'D', 2, 0)]
    const shuffled = [...matches].reverse()
    expect([...kalmanPreMatch(shuffled)].sort()).toEqual([...kalmanPreMatch(matches)].sort())
  })

  it('moves a team further on a result after a long break than after a week (uncertainty grows while idle)', () => {
    // A and B draw 1-1 every week, then A wins 4-0 after a week's or a 200-day break (same season).
    const draws = Array.from({ length: 12 }, (_, i) => played(day('2024-08-01', 7 * i), 'A', 'B', 1, 1))
    const shiftAfter = (gap: number) => {
      const last = day('2024-08-01', 7 * 11 + gap)
      const book = new KalmanBook()
      book.apply(draws)
      const before = book.rates(fixture(last, 'A', 'B', '2024-25')).lambda
      book.apply([played(last, 'A', 'B', 4, 0)])
      return Math.log(book.rates(fixture(day(last, 1), 'A', 'B', '2024-25')).lambda / before)
    }
    expect(shiftAfter(7)).toBeGreaterThan(0)
    expect(shiftAfter(200)).toBeGreaterThan(shiftAfter(7) * 1.2)
  })

  it('starts a promoted club from its second-division form, a division weaker', () => {
    // P and Q play in xx.2: P beats Q every week. A, B, C, D are xx.1 regulars.
    const second = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0
        ? played(day('2024-08-03', 7 * i), 'P', 'Q', 3, 0, '2024-25', 'xx.2')
        : played(day('2024-08-03', 7 * i), 'Q', 'P', 0, 3, '2024-25', 'xx.2'),
    )
    const first = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0 ? played(day('2024-08-04', 7 * i), 'A', 'B', 1, 1) : played(day('2024-08-04', 7 * i), 'C', 'D', 1, 1),
    )
    const book = new KalmanBook()
    book.apply([...second, ...first])
    const promoted = book.rates(fixture('2025-08-10', 'P', 'A'))
    const unknown = book.rates(fixture('2025-08-10', 'N', 'A'))
    const inSecond = book.rates(fixture('2025-08-10', 'P', 'Q', '2025-26', 'xx.2'))
    // Stronger than a club the data has never seen, but not as dominant as it was a division down.
    expect(promoted.lambda).toBeGreaterThan(unknown.lambda)
    expect(promoted.mu).toBeLessThan(unknown.mu)
    expect(promoted.lambda / promoted.mu).toBeLessThan(inSecond.lambda / inSecond.mu)
    // Without carrying (divisionGap 0) it enters like any promoted club.
    const plain = new KalmanBook({ ...book.params, divisionGap: 0 })
    plain.apply([...second, ...first])
    expect(plain.rates(fixture('2025-08-10', 'P', 'A'))).toEqual(plain.rates(fixture('2025-08-10', 'N', 'A')))
  })

  it('fades a rating the data has not seen for years toward a promoted club, but keeps it over a summer', () => {
    // R loses 0-3 every week of 2022-23 (to May 2023), then the data has nothing of it until 2025-26.
    const awful = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? played(day('2022-08-06', 7 * i), 'R', 'A', 0, 3, '2022-23')
        : played(day('2022-08-06', 7 * i), 'A', 'R', 3, 0, '2022-23'),
    )
    // A, B, C and D play on every week until May 2025.
    const seasonOf = (date: string) => (date < '2023-07-01' ? '2022-23' : date < '2024-07-01' ? '2023-24' : '2024-25')
    const regulars = Array.from({ length: 290 }, (_, i) => {
      const date = day('2022-08-07', 7 * Math.floor(i / 2))
      return i % 2 === 0 ? played(date, 'A', 'B', 1, 1, seasonOf(date)) : played(date, 'C', 'D', 1, 1, seasonOf(date))
    })
    const logRatio = (params: KalmanBook['params'], home: string, date: string, season: string) => {
      const book = new KalmanBook(params)
      book.apply([...awful, ...regulars])
      const r = book.rates(fixture(date, home, 'B', season))
      return Math.log(r.lambda / r.mu)
    }
    const never = { ...new KalmanBook().params, staleAfterDays: Number.POSITIVE_INFINITY }
    const shipped = new KalmanBook().params
    // Three summers later: most of the way to a promoted club's entry.
    const oldState = logRatio(never, 'R', '2025-08-10', '2025-26')
    const promoted = logRatio(shipped, 'N', '2025-08-10', '2025-26')
    const faded = logRatio(shipped, 'R', '2025-08-10', '2025-26')
    expect(oldState).toBeLessThan(promoted - 0.2)
    expect(Math.abs(faded - promoted)).toBeLessThan(0.1 * Math.abs(oldState - promoted))
    // After one summer (about 90 days without a match), the rating is exactly what it was.
    expect(logRatio(shipped, 'R', '2023-08-12', '2023-24')).toBe(logRatio(never, 'R', '2023-08-12', '2023-24'))
    // Priced long after the data ends (a hypothetical match asked today), nothing fades: idle time
    // counts only while the league went on without the club.
    expect(logRatio(shipped, 'A', '2026-11-28', '2026-27')).toBe(logRatio(never, 'A', '2026-11-28', '2026-27'))
    expect(logRatio(shipped, 'R', '2027-08-10', '2027-28')).toBe(faded)
  })
})
