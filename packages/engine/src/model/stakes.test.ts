import { describe, expect, it } from 'vitest'
import { matchRecord } from '../test-support/match-record.ts'
import type { MatchRecord } from '../types.ts'
import { fitPredictor } from './predictor.ts'
import { StakesBook } from './stakes.ts'

const TEAMS = Array.from({ length: 20 }, (_, i) => `T${String(i).padStart(2, '0')}`)
const MATHEMATICAL = { tolerance: 1, concede: 0.15, attack: 0.9 }

const day = (n: number) => new Date(Date.parse('2024-08-10T00:00:00Z') + n * 86_400_000).toISOString().slice(0, 10)

/**
 * A 20-club double round robin (circle method), one round a week, where the better-ranked club
 * (lower number) always wins 1-0: rounds before `playedRounds` have results, the rest are fixtures.
 */
function season(playedRounds: number, competition = 'en.1'): MatchRecord[] {
  const out: MatchRecord[] = []
  const ring = TEAMS.slice(1)
  for (let round = 0; round < 38; round++) {
    const order = [TEAMS[0] as string, ...ring.map((_, i) => ring[(i + round) % ring.length] as string)]
    for (let i = 0; i < 10; i++) {
      const a = order[i] as string
      const b = order[19 - i] as string
      const [home, away] = round < 19 === (i % 2 === 0) ? [a, b] : [b, a]
      const score: [number, number] | undefined = round < playedRounds ? (home < away ? [1, 0] : [0, 1]) : undefined
      out.push(matchRecord({ date: day(7 * round), home, away, competition, ...(score ? { score } : {}) }))
    }
  }
  return out
}

const finished = (ms: MatchRecord[]) => ms.filter((m) => m.status === 'finished')
const roundOf = (ms: MatchRecord[], round: number) => ms.filter((m) => m.date === day(7 * round))

function decidedTeams(book: StakesBook, fixtures: MatchRecord[]): string[] {
  const out: string[] = []
  for (const m of fixtures) {
    const s = book.stakes(m)
    if (s.home) out.push(m.homeTeamId)
    if (s.away) out.push(m.awayTeamId)
  }
  return out.sort()
}

describe('what a match means to each side', () => {
  it('with four rounds left, the clubs that can no longer move across a line that matters have nothing to play for; the title, European and relegation races still do', () => {
    const all = season(34)
    const book = new StakesBook(all, finished(all), MATHEMATICAL)
    // Table after 34 rounds (12 points still open): T00 102, T01 96 … T05 72, T06 69 … T09 60,
    // T10 54, T11 45 … T14 24, T15 18, T16 15, T17 9, T18 6, T19 0. T10 cannot reach sixth (seven
    // clubs are above its 66) nor drop into the bottom three; T09 still can reach sixth; T15 can
    // still be caught by T16 and T17; T18 can still climb above T15; T19 is already relegated.
    const decided = decidedTeams(book, roundOf(all, 34))
    expect(decided).toEqual(['T10', 'T11', 'T12', 'T13', 'T14', 'T19'])
  })

  it("reads a second division by its own lines: Serie B's play-offs reach eighth and its play-out fifteenth", () => {
    const all = season(34, 'it.2')
    const book = new StakesBook(all, finished(all), MATHEMATICAL)
    // The same table: T04 (78) is sure of a play-off place and out of reach of the top two; T10
    // (54) can still reach eighth (only seven clubs are above its 66); T13 and T14 can still drop
    // into the play-out; T17 and below are relegated.
    expect(decidedTeams(book, roundOf(all, 34))).toEqual(['T04', 'T11', 'T12', 'T17', 'T18', 'T19'])
  })

  it('early in the season nobody is decided', () => {
    const all = season(5)
    const book = new StakesBook(all, finished(all), MATHEMATICAL)
    expect(decidedTeams(book, roundOf(all, 5))).toEqual([])
  })

  it('reads the table from earlier dates only: a result on the match day itself changes nothing', () => {
    const before = season(34)
    const sameDay = season(35)
    const a = new StakesBook(before, finished(before), MATHEMATICAL)
    const b = new StakesBook(sameDay, finished(sameDay), MATHEMATICAL)
    expect(roundOf(sameDay, 34).map((m) => b.stakes(m))).toEqual(roundOf(before, 34).map((m) => a.stakes(m)))
  })

  it('crediting a club with half the points still open decides more clubs, sooner', () => {
    const all = season(30)
    const strict = decidedTeams(new StakesBook(all, finished(all), MATHEMATICAL), roundOf(all, 30))
    const realistic = decidedTeams(
      new StakesBook(all, finished(all), { ...MATHEMATICAL, tolerance: 0.5 }),
      roundOf(all, 30),
    )
    expect(realistic.length).toBeGreaterThan(strict.length)
    expect(realistic).toEqual(expect.arrayContaining(strict))
  })

  it('a decided side is expected to concede more and score less; a league it was not measured on is left alone', () => {
    const all = season(34)
    const book = new StakesBook(all, finished(all), MATHEMATICAL)
    const m = roundOf(all, 34).find((x) => book.stakes(x).home && !book.stakes(x).away) as MatchRecord
    expect(m).toBeDefined()
    const adjusted = book.apply(book.stakes(m), { lambda: 1.5, mu: 1.2 })
    expect(adjusted.lambda).toBeCloseTo(1.5 * 0.9, 12)
    expect(adjusted.mu).toBeCloseTo(1.2 * 1.15, 12)

    const other = season(34, 'xx.1')
    const otherBook = new StakesBook(other, finished(other), MATHEMATICAL)
    for (const x of roundOf(other, 34)) {
      expect(otherBook.stakes(x)).toEqual({ home: false, away: false })
      expect(otherBook.apply(otherBook.stakes(x), { lambda: 1.5, mu: 1.2 })).toEqual({ lambda: 1.5, mu: 1.2 })
    }
  })

  it('the predictor prices a decided home side lower than the same match where it still had something to play for', () => {
    const league = season(34, 'en.1')
    const same = season(34, 'zz.1')
    const book = new StakesBook(league, finished(league))
    const target = roundOf(league, 34).find((x) => book.stakes(x).home && !book.stakes(x).away) as MatchRecord
    const twin = roundOf(same, 34).find(
      (x) => x.homeTeamId === target.homeTeamId && x.awayTeamId === target.awayTeamId,
    ) as MatchRecord
    const priced = fitPredictor(league).predict(target)
    expect(priced.stakes).toEqual({ home: true, away: false })
    expect(fitPredictor(same).predict(twin).stakes).toBeUndefined()
    const withStakes = priced.markets
    const without = fitPredictor(same).predict(twin).markets
    expect(withStakes.home).toBeLessThan(without.home - 0.02)
    expect(withStakes.over['2.5']).toBeGreaterThan(without.over['2.5'])
  })
})
