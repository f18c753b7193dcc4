/**
 * Issue 32's measurement: the blend with shots in the Kalman model (`blendShots`) against the
 * blend the engine ships (`blend`) on the same backtest rows: pooled and per-league RPS, the
 * paired RPS change with its standard error, over 2.5 and BTTS log-loss, and calibration slopes.
 */
import type { BacktestRow } from './backtest.ts'
import { calibrationSlope } from './calibration-slope.ts'
import { logLossBinary, type P3, rps } from './metrics.ts'
import { pairedDifference } from './paired.ts'

export interface ShotsComparison {
  /** Rows with a shots column (every league match of a backtest run with `shots`). */
  n: number
  rps: { blend: number; blendShots: number }
  paired: { mean: number; se: number }
  over25: { blend: number; blendShots: number }
  btts: { blend: number; blendShots: number }
  slopes: Record<'1X2' | 'Over 2.5' | 'BTTS', { blend: [number, number]; blendShots: [number, number] }>
}

const goals = (r: BacktestRow) => (r.match.homeGoals as number) + (r.match.awayGoals as number)
const both = (r: BacktestRow) => (r.match.homeGoals as number) > 0 && (r.match.awayGoals as number) > 0
const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / Math.max(1, xs.length)

export function compareShots(rows: readonly BacktestRow[]): ShotsComparison {
  const withShots = rows.filter((r) => r.blendShots !== undefined)
  const p = (r: BacktestRow, k: 'blend' | 'blendShots') => (k === 'blend' ? r.blend : (r.blendShots as P3))
  const rpsOf = (k: 'blend' | 'blendShots') => withShots.map((r) => rps(p(r, k), r.outcome))
  const a = rpsOf('blendShots')
  const b = rpsOf('blend')
  const d = pairedDifference(a, b)
  const over = (k: 'blend' | 'blendShots') =>
    mean(withShots.map((r) => logLossBinary(r.over25[k] as number, goals(r) > 2.5)))
  const btts = (k: 'blend' | 'blendShots') => mean(withShots.map((r) => logLossBinary(r.btts[k] as number, both(r))))
  const slope = (pairs: { p: number; happened: boolean }[]): [number, number] => {
    const s = calibrationSlope(pairs)
    return [s.slope, s.slopeSe]
  }
  const slopes = (k: 'blend' | 'blendShots') => ({
    '1X2': slope(
      withShots.flatMap((r) => [
        { p: p(r, k).home, happened: r.outcome === 0 },
        { p: p(r, k).draw, happened: r.outcome === 1 },
        { p: p(r, k).away, happened: r.outcome === 2 },
      ]),
    ),
    'Over 2.5': slope(withShots.map((r) => ({ p: r.over25[k] as number, happened: goals(r) > 2.5 }))),
    BTTS: slope(withShots.map((r) => ({ p: r.btts[k] as number, happened: both(r) }))),
  })
  const sb = slopes('blend')
  const ss = slopes('blendShots')
  return {
    n: withShots.length,
    rps: { blend: mean(b), blendShots: mean(a) },
    paired: { mean: d.mean, se: d.se },
    over25: { blend: over('blend'), blendShots: over('blendShots') },
    btts: { blend: btts('blend'), blendShots: btts('blendShots') },
    slopes: {
      '1X2': { blend: sb['1X2'], blendShots: ss['1X2'] },
      'Over 2.5': { blend: sb['Over 2.5'], blendShots: ss['Over 2.5'] },
      BTTS: { blend: sb.BTTS, blendShots: ss.BTTS },
    },
  }
}
