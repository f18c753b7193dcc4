import { describe, expect, it } from 'vitest'
import { matchRecord } from '../test-support/match-record.ts'
import type { BacktestRow } from './backtest.ts'
import { closingLineTable, marginFree1x2 } from './closing-line.ts'

const price = (bookmaker: string, h: number, d: number, a: number) => ({
  market: '1x2' as const,
  lineX100: 0,
  bookmaker,
  kind: 'closing' as const,
  homeMilli: h,
  drawMilli: d,
  awayMilli: a,
})

/** A row with the fields the closing-line table reads; the blend is a flat forecast. */
function row(date: string, outcome: 0 | 1 | 2, prices: ReturnType<typeof price>[]): BacktestRow {
  const flat = { home: 1 / 3, draw: 1 / 3, away: 1 / 3 }
  return {
    match: { ...matchRecord({ date, home: 'a', away: 'b', score: [1, 0] }), prices },
    outcome,
    blend: flat,
  } as BacktestRow
}

describe('the model against the closing line', () => {
  it('removes the margin multiplicatively: probabilities sum to one and keep the prices’ ratios', () => {
    const p = marginFree1x2(price('pinnacle', 2000, 3500, 4000))
    expect(p).not.toBeNull()
    const { home, draw, away } = p as { home: number; draw: number; away: number }
    expect(home + draw + away).toBeCloseTo(1, 12)
    expect(home / away).toBeCloseTo(4000 / 2000, 12)
    expect(marginFree1x2({ ...price('pinnacle', 2000, 3500, 4000), drawMilli: undefined } as never)).toBeNull()
  })

  it('scores every forecast on the same matches: those with both closing prices', () => {
    const rows = [
      row('2021-08-14', 0, [price('pinnacle', 1500, 4000, 7000), price('market_average', 1450, 3900, 6500)]),
      row('2021-08-15', 2, [price('pinnacle', 2500, 3300, 3000), price('market_average', 2400, 3200, 2900)]),
      // Only one closing price: left out of every line.
      row('2021-08-16', 1, [price('pinnacle', 2500, 3300, 3000)]),
    ]
    const table = closingLineTable(rows, [{ model: 'blend', label: 'blend' }])
    expect(table.map((l) => [l.label, l.n])).toEqual([
      ['blend', 2],
      ['Pinnacle closing', 2],
      ['market average closing', 2],
    ])
    const [blend, pinnacle] = table
    // The favourite won the first match at short odds: the closing line beats a flat forecast.
    expect(pinnacle?.rps).toBeLessThan(blend?.rps as number)
    expect(pinnacle?.vsPinnacle.mean).toBe(0)
    expect(blend?.vsPinnacle.mean).toBeCloseTo((blend?.rps as number) - (pinnacle?.rps as number), 12)
  })
})
