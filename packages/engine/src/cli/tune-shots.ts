/**
 * `tune.ts --step shots` (issue 32, decision 107): how the Kalman model reads shots, scored on the
 * tuning seasons 2014-15…2018-19 (seasons up to 2018-19; the test seasons 2019-20…2021-22 are
 * never looked at here). One walk-forward backtest gives the Dixon–Coles and Elo columns; each
 * variant is one Kalman pass over every match with statistics attached (about 2 s), re-blended
 * exactly as the backtest blends (kalmanColumns). Prints the blend's RPS, the paired change
 * against goals only, and the goal markets' log-loss per variant.
 */

import type { Dataset } from '../data/build-dataset.ts'
import { attachStatistics } from '../data/external/attach-statistics.ts'
import { readFootballDataDirectory } from '../data/football-data-csv/read-directory.ts'
import { kalmanColumns, runBacktest } from '../eval/backtest.ts'
import { logLossBinary, rps } from '../eval/metrics.ts'
import { pairedDifference } from '../eval/paired.ts'
import { dcMatrix } from '../model/dixon-coles.ts'
import { KALMAN_DEFAULTS, kalmanPreMatch } from '../model/goal-kalman.ts'
import { DEFAULT_HYPER } from '../model/hyper.ts'
import { SHOTS_TUNED, type ShotParams, shotEvidence } from '../model/shot-evidence.ts'

const SEASONS = ['2014-15', '2015-16', '2016-17', '2017-18', '2018-19']

const GRID: Partial<ShotParams>[] = [
  { weight: 0 },
  { weight: 0.25, noise: 1 },
  { weight: 0.5, noise: 1 },
  { weight: 0.75, noise: 1 },
  { weight: 1, noise: 1 },
  { weight: 1, noise: 0.5 },
  { weight: 0.15, noise: 0.8 },
  { weight: 0.2, noise: 0.8 },
  { weight: 0.25, noise: 0.8 },
  { weight: 0.25, noise: 0.6 },
  { weight: 0.2, noise: 0.5 },
  { weight: 0.25, noise: 0.5 },
  { weight: 0.3, noise: 0.5 },
  { weight: 0.3, noise: 0.4 },
  { weight: 0.3, noise: 0.7 },
  { weight: 0.35, noise: 1, perShotOnTarget: 0.24, perShotOff: 0.03 },
  { weight: 0.35, noise: 1, perShotOnTarget: 0.187, perShotOff: 0.06 },
]

export function tuneShots(ds: Dataset, statsDir: string, competitions: string[]): void {
  const attached = attachStatistics(ds.matches, readFootballDataDirectory(statsDir), ds.directory).matches
  const rows = runBacktest(attached, { competitions, seasons: SEASONS })
  const reference = rows.map((r) => rps(r.blend, r.outcome))
  console.log(`shots: tuning seasons ${SEASONS.join(', ')}, ${rows.length} matches`)
  for (const g of GRID) {
    const p: ShotParams = { ...SHOTS_TUNED, ...g }
    const kalman = kalmanPreMatch(attached, KALMAN_DEFAULTS, (m) => shotEvidence(m, p))
    const each: number[] = []
    let over = 0
    let btts = 0
    for (const r of rows) {
      const matrix = dcMatrix(r.dcRates.lambda, r.dcRates.mu, r.dcRates.rho, DEFAULT_HYPER.blankFactor)
      const raw = kalman.get(r.match.id)
      const c = raw ? kalmanColumns(raw, r.stakesFactor, matrix, r.dcStyle, r.elo, DEFAULT_HYPER) : undefined
      const hg = r.match.homeGoals as number
      const ag = r.match.awayGoals as number
      each.push(rps(c?.blend ?? r.blend, r.outcome))
      over += logLossBinary(c?.blendOver25 ?? (r.over25.blend as number), hg + ag > 2.5)
      btts += logLossBinary(c?.blendBtts ?? (r.btts.blend as number), hg > 0 && ag > 0)
    }
    const d = pairedDifference(each, reference)
    const n = rows.length
    console.log(
      `${JSON.stringify(p)} blend rps=${(each.reduce((s, v) => s + v, 0) / n).toFixed(5)} change ${d.mean.toFixed(5)} ± ${d.se.toFixed(5)} o25=${(over / n).toFixed(5)} btts=${(btts / n).toFixed(5)}`,
    )
  }
}
