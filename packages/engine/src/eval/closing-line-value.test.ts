import { describe, expect, it } from 'vitest'
import type { MatchPrice, PriceQuote } from '../data/external/external-row.ts'
import type { MatchRecord } from '../types.ts'
import type { BacktestRow } from './backtest.ts'
import { groupQuotes, summarise, valuePicks, wilson } from './closing-line-value.ts'

const played = (id: string, homeGoals: number, awayGoals: number): MatchRecord => ({
  id,
  competition: 'en.1',
  season: '2021-22',
  kickoff: '2022-03-12T15:00:00.000Z',
  date: '2022-03-12',
  homeTeamId: 'arsenal',
  awayTeamId: 'leicester',
  status: 'finished',
  homeGoals,
  awayGoals,
})

/** Only what valuePicks reads of a backtest row: the match, the blend's 1X2 and over 2.5. */
const row = (match: MatchRecord, [home, draw, away]: [number, number, number], over25: number) =>
  ({ match, blend: { home, draw, away }, over25: { blend: over25 } }) as unknown as BacktestRow

const book = (bookmaker: string, kind: MatchPrice['kind'], h: number, d: number, a: number): MatchPrice => ({
  market: '1x2',
  lineX100: 0,
  bookmaker,
  kind,
  homeMilli: h,
  drawMilli: d,
  awayMilli: a,
})

describe('closing-line value of the value picks', () => {
  it('groups stored quotes into one row per bookmaker, market, line and kind', () => {
    const quotes: PriceQuote[] = [
      { market: '1x2', lineX100: 0, outcome: 'home', bookmaker: 'bet365', kind: 'opening', priceMilli: 2100 },
      { market: '1x2', lineX100: 0, outcome: 'away', bookmaker: 'bet365', kind: 'opening', priceMilli: 3500 },
      { market: '1x2', lineX100: 0, outcome: 'home', bookmaker: 'bet365', kind: 'closing', priceMilli: 1900 },
    ]
    expect(groupQuotes(quotes)).toEqual([
      { market: '1x2', lineX100: 0, bookmaker: 'bet365', kind: 'opening', homeMilli: 2100, awayMilli: 3500 },
      { market: '1x2', lineX100: 0, bookmaker: 'bet365', kind: 'closing', homeMilli: 1900 },
    ])
  })

  it('takes the value pick at the best opening price and compares it with the reference closing price', () => {
    const shortened = played('m1', 2, 0)
    const drifted = played('m2', 0, 1)
    const noValue = played('m3', 1, 1)
    const prices = new Map<string, MatchPrice[]>([
      // Model 55 % home; bet365 opens at 2.10 (edge +15.5 %); Pinnacle closes at 1.80: beaten.
      ['m1', [book('bet365', 'opening', 2100, 3500, 3800), book('pinnacle', 'closing', 1800, 3900, 4600)]],
      // Same pick, but the price drifts to 2.30 at the close: not beaten; the pick lost.
      ['m2', [book('bet365', 'opening', 2100, 3500, 3800), book('pinnacle', 'closing', 2300, 3400, 3300)]],
      // Priced fairly by the model: nothing clears the rule.
      ['m3', [book('bet365', 'opening', 1750, 3600, 5000), book('pinnacle', 'closing', 1700, 3700, 5200)]],
    ])
    const rows = [
      row(shortened, [0.55, 0.25, 0.2], 0.45),
      row(drifted, [0.55, 0.25, 0.2], 0.45),
      row(noValue, [0.55, 0.25, 0.2], 0.45),
    ]
    const { picks, priced } = valuePicks(rows, prices)
    expect(priced).toBe(3)
    expect(picks.map((p) => [p.matchId, p.outcome, p.opening, p.closing, p.closingBook, p.won])).toEqual([
      ['m1', 'home_win', 2.1, 1.8, 'pinnacle', true],
      ['m2', 'home_win', 2.1, 2.3, 'pinnacle', false],
    ])
    const s = summarise(picks)
    expect([s.n, s.beat, s.rate]).toEqual([2, 1, 0.5])
    expect(s.roi).toBeCloseTo((1.1 - 1) / 2, 9)
  })

  it('gives a Wilson interval that holds the rate and stays inside [0, 1]', () => {
    const { low, high } = wilson(60, 100)
    expect(low).toBeGreaterThan(0.5)
    expect(high).toBeLessThan(0.7)
    expect(wilson(0, 10).low).toBeCloseTo(0, 9)
    expect(wilson(10, 10).high).toBeCloseTo(1, 9)
  })
})
