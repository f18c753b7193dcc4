/**
 * `tune.ts --step shot-book` (issue 32, decision 417): the shot book beside the Kalman goal book
 * (model/shot-book.ts), scored on the tuning seasons 2014-15…2018-19 only. One walk-forward
 * backtest gives the other columns; each variant is two Kalman passes (about 4 s), its rates mixed
 * and re-blended exactly as the backtest blends (kalmanColumns). Prints the paired RPS change
 * against goals only, and over 2.5 log-loss, per variant.
 */

import type { Dataset } from '../data/build-dataset.ts'
import { attachStatistics } from '../data/external/attach-statistics.ts'
import { readFootballDataDirectory } from '../data/football-data-csv/read-directory.ts'
import { kalmanColumns, runBacktest } from '../eval/backtest.ts'
import { logLossBinary, rps } from '../eval/metrics.ts'
import { pairedDifference } from '../eval/paired.ts'
import { dcMatrix } from '../model/dixon-coles.ts'
import { KALMAN_DEFAULTS } from '../model/goal-kalman.ts'
import { DEFAULT_HYPER } from '../model/hyper.ts'
import { GoalAndShotBooks, SHOT_BOOK_TUNED, type ShotBookParams } from '../model/shot-book.ts'

const SEASONS = ['2014-15', '2015-16', '2016-17', '2017-18', '2018-19']

/** Shot-book variants: [shot off target, noise, mixes]. The shipped one is 0.15, 0.1, 0.4. */
const GRID: [number, number, number[]][] = [
  [0.004, 0.5, [0.3, 0.4, 0.5]],
  [0.05, 0.5, [0.3, 0.4, 0.5, 0.6]],
  [0.12, 0.3, [0.3, 0.4, 0.5, 0.6]],
  [0.15, 0.3, [0.3, 0.4, 0.5]],
  [0.2, 0.3, [0.3, 0.4, 0.5]],
  [0.15, 0.2, [0.3, 0.4, 0.5]],
  [0.1, 0.15, [0.3, 0.4, 0.5]],
  [0.25, 0.15, [0.3, 0.4, 0.5]],
  [0.15, 0.1, [0.3, 0.4, 0.5]],
  [0.15, 0.05, [0.3, 0.4, 0.5]],
]

export function tuneShotBook(ds: Dataset, statsDir: string, competitions: string[]): void {
  const attached = attachStatistics(ds.matches, readFootballDataDirectory(statsDir), ds.directory).matches
  const rows = runBacktest(attached, { competitions, seasons: SEASONS })
  const reference = rows.map((r) => rps(r.blend, r.outcome))
  const n = rows.length
  console.log(`shot book: tuning seasons ${SEASONS.join(', ')}, ${n} matches`)
  for (const [perShotOff, noise, mixes] of GRID)
    for (const mix of mixes) {
      const p: ShotBookParams = { mix, evidence: { ...SHOT_BOOK_TUNED.evidence, perShotOff, noise } }
      const rates = new GoalAndShotBooks(KALMAN_DEFAULTS, p).apply(attached)
      const each: number[] = []
      let over = 0
      for (const r of rows) {
        const matrix = dcMatrix(r.dcRates.lambda, r.dcRates.mu, r.dcRates.rho, DEFAULT_HYPER.blankFactor)
        const raw = rates.get(r.match.id)
        const c = raw ? kalmanColumns(raw, r.stakesFactor, matrix, r.dcStyle, r.elo, DEFAULT_HYPER) : undefined
        const goals = (r.match.homeGoals as number) + (r.match.awayGoals as number)
        each.push(rps(c?.blend ?? r.blend, r.outcome))
        over += logLossBinary(c?.blendOver25 ?? (r.over25.blend as number), goals > 2.5)
      }
      const d = pairedDifference(each, reference)
      console.log(
        `off target ${perShotOff}, noise ${noise}, mix ${mix}: change ${d.mean.toFixed(5)} ± ${d.se.toFixed(5)} o25=${(over / n).toFixed(5)}`,
      )
    }
}
