import { describe, expect, it } from 'vitest'
import { loadDataDirectory } from '../data/load-directory.ts'
import { DATA_DIR, describeWithData } from '../test-support/data-dir.ts'
import { runBacktest, score } from './backtest.ts'
import { brier3, calibration, rps } from './metrics.ts'

describe('metrics', () => {
  it('scores perfect and uniform forecasts', () => {
    expect(rps({ home: 1, draw: 0, away: 0 }, 0)).toBe(0)
    expect(rps({ home: 0, draw: 0, away: 1 }, 0)).toBe(1)
    expect(brier3({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 }, 1)).toBeCloseTo(2 / 3, 12)
    const cal = calibration([
      { p: 0.05, happened: false },
      { p: 0.95, happened: true },
    ])
    expect(cal.map((b) => b.n)).toEqual([1, 1])
  })
})

describeWithData('walk-forward backtest', { football: true }, () => {
  const ds = loadDataDirectory(DATA_DIR, { competitions: ['en.1'], seasons: ['2022-23', '2023-24', '2024-25'] })
  const opts = { competitions: ['en.1'], seasons: ['2024-25'] }
  const rows = runBacktest(ds.matches, opts)

  it('predicts every finished match of the target season and beats the base rate', () => {
    expect(rows).toHaveLength(380)
    expect(score(rows, 'blend').rps).toBeLessThan(score(rows, 'base').rps)
  })

  it('never uses future matches: poisoning results from a date on leaves earlier predictions unchanged', () => {
    const cut = '2025-01-01'
    const poisoned = ds.matches.map((m) => (m.date >= cut ? { ...m, homeGoals: 0, awayGoals: 7 } : m))
    const rowsPoisoned = runBacktest(poisoned, opts)
    const before = rows.filter((r) => r.match.date < cut)
    const beforePoisoned = rowsPoisoned.filter((r) => r.match.date < cut)
    expect(before.length).toBeGreaterThan(100)
    expect(beforePoisoned.map((r) => [r.dc, r.elo, r.kalman, r.blend])).toEqual(
      before.map((r) => [r.dc, r.elo, r.kalman, r.blend]),
    )
    // …and later ones do change, so the test can detect leakage at all.
    const after = rowsPoisoned.filter((r) => r.match.date > '2025-02-01')
    expect(after.map((r) => r.blend)).not.toEqual(rows.filter((r) => r.match.date > '2025-02-01').map((r) => r.blend))
    // A whole season's walk-forward backtest runs inside the test: seconds, more on a busy machine.
  }, 30_000)
})
