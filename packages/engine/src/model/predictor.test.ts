import { describe, expect, it } from 'vitest'
import { loadDataDirectory } from '../data/load-directory.ts'
import { DATA_DIR, describeWithData } from '../test-support/data-dir.ts'
import { matchRecord } from '../test-support/match-record.ts'
import type { MatchRecord } from '../types.ts'
import { fitPredictor, fitPredictorAsOf } from './predictor.ts'

function fixture(competition: string, season: string, date: string, home: string, away: string): MatchRecord {
  return matchRecord({ date, home, away, competition, season })
}

function expectValid(p: { home: number; draw: number; away: number }) {
  for (const v of [p.home, p.draw, p.away]) {
    expect(v).toBeGreaterThan(0)
    expect(v).toBeLessThan(1)
  }
  expect(p.home + p.draw + p.away).toBeCloseTo(1, 9)
}

describe('fitPredictor without data', () => {
  it('prices any fixture with valid probabilities, even with no matches at all', () => {
    const p = fitPredictor([])
    expect(p.lastResultDate).toBeNull()
    const pred = p.predict(fixture('zz.1', '2026', '2026-04-01', 'a', 'b'))
    expectValid(pred.markets)
    expect(pred.models.map((m) => m.model)).toEqual(['dixon-coles', 'elo', 'blend'])
    expect(pred.ratings.home.matchesSeen).toBe(0)
  })
})

describeWithData('fitPredictor on real Premier League data', { football: true }, () => {
  const ds = loadDataDirectory(DATA_DIR, { competitions: ['en.1'], seasons: ['2023-24', '2024-25', '2025-26'] })
  const asOf = '2026-03-01'
  const predictor = fitPredictorAsOf(ds.matches, asOf)

  it('favours a strong team over a weak one', () => {
    const strong = fixture('en.1', '2025-26', '2026-03-20', 'arsenal', 'burnley')
    const pred = predictor.predict(strong)
    expectValid(pred.markets)
    expect(pred.markets.home).toBeGreaterThan(0.6)
    expect(pred.markets.away).toBeLessThan(0.15)
    expect(pred.ratings.home.elo).toBeGreaterThan(pred.ratings.away.elo)
    expect(pred.ratings.home.attack).toBeGreaterThan(pred.ratings.away.attack)
    // The same pairing away from home is closer but still favours Arsenal.
    const reverse = predictor.predict(fixture('en.1', '2025-26', '2026-03-20', 'burnley', 'arsenal'))
    expect(reverse.markets.away).toBeGreaterThan(reverse.markets.home)
    expect(reverse.markets.away).toBeLessThan(pred.markets.home)
  })

  it('prices a team the fit has never seen (promoted-team prior) and uses only past matches', () => {
    const pred = predictor.predict(fixture('en.1', '2025-26', '2026-03-20', 'arsenal', 'some-new-club'))
    expectValid(pred.markets)
    expect(pred.ratings.away.matchesSeen).toBe(0)
    expect(predictor.lastResultDate && predictor.lastResultDate < asOf).toBe(true)
  })

  it('ignores results on or after asOf (poisoned future does not change a prediction)', () => {
    const target = fixture('en.1', '2025-26', '2026-03-20', 'liverpool', 'chelsea')
    const poisoned = ds.matches.map((m) =>
      m.date >= asOf ? { ...m, status: 'finished' as const, homeGoals: 9, awayGoals: 0 } : m,
    )
    const a = predictor.predict(target).markets
    const b = fitPredictorAsOf(poisoned, asOf).predict(target).markets
    expect(b).toEqual(a)
  })
})

describe('fitPredictor with a promoted club', () => {
  const played = (competition: string, date: string, home: string, away: string, hg: number, ag: number) => ({
    ...fixture(competition, '2024-25', date, home, away),
    status: 'finished' as const,
    homeGoals: hg,
    awayGoals: ag,
  })
  const day = (n: number) => new Date(Date.parse('2024-08-03T00:00:00Z') + n * 86_400_000).toISOString().slice(0, 10)
  // P wins the second division every week; A, B, C, D share the first division's points.
  const matches: MatchRecord[] = Array.from({ length: 30 }, (_, i) => [
    i % 2 === 0 ? played('xx.2', day(7 * i), 'P', 'Q', 3, 0) : played('xx.2', day(7 * i), 'Q', 'P', 0, 3),
    i % 2 === 0 ? played('xx.1', day(7 * i + 1), 'A', 'B', 1, 1) : played('xx.1', day(7 * i + 1), 'C', 'D', 1, 1),
  ]).flat()

  it('rates it by its second-division form: a better chance than an unknown newcomer', () => {
    const predictor = fitPredictor(matches)
    const promoted = predictor.predict(fixture('xx.1', '2025-26', '2025-08-16', 'P', 'A'))
    const newcomer = predictor.predict(fixture('xx.1', '2025-26', '2025-08-16', 'N', 'A'))
    expectValid(promoted.markets)
    expect(promoted.markets.home).toBeGreaterThan(newcomer.markets.home + 0.05)
  })
})
