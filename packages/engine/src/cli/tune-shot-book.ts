/**
 * `tune.ts --step shot-book` (issue 32, decisions 417 and 421): the shot book beside the Kalman goal
 * book (model/shot-book.ts), scored on the tuning seasons 2014-15…2018-19 only. One walk-forward
 * backtest gives the other columns. Each evidence variant is one pass of the two books (about
 * 4 s); its rates are then mixed many ways and re-blended exactly as the backtest blends
 * (kalmanColumns). Prints, per variant, the paired RPS change against goals only, over 2.5
 * log-loss, and the 1X2 calibration slope (all three outcomes, as `npm run eval` reads it), and the spread of each book's
 * supremacy, from which the supremacy scale is read.
 */

import type { Dataset } from '../data/build-dataset.ts'
import { attachStatistics } from '../data/external/attach-statistics.ts'
import { readFootballDataDirectory } from '../data/football-data-csv/read-directory.ts'
import { type BacktestRow, kalmanColumns, runBacktest } from '../eval/backtest.ts'
import { calibrationSlope } from '../eval/calibration-slope.ts'
import { logLossBinary, rps } from '../eval/metrics.ts'
import { pairedDifference } from '../eval/paired.ts'
import { dcMatrix } from '../model/dixon-coles.ts'
import { KALMAN_DEFAULTS, type KalmanRates } from '../model/goal-kalman.ts'
import { DEFAULT_HYPER } from '../model/hyper.ts'
import { GoalAndShotBooks, mixRates, SHOT_BOOK_TUNED, type ShotBookParams } from '../model/shot-book.ts'
import type { ShotParams } from '../model/shot-evidence.ts'

const SEASONS = ['2014-15', '2015-16', '2016-17', '2017-18', '2018-19']

/** Evidence variants: [goals per shot off target, noise]. The shipped one is 0.15, 0.1. */
const EVIDENCE: [number, number][] = process.env.TUNE_QUICK
  ? [[0.15, 0.1]]
  : [
      [0.15, 0.1],
      [0.1, 0.1],
      [0.2, 0.1],
      [0.15, 0.2],
      [0.15, 0.05],
    ]

/** Mixes: [total mix, supremacy mix, supremacy scale]. The shipped one is 0.3, 0.4, 1.4. */
const MIXES: [number, number, number][] = [
  [0.4, 0.4, 1], // decision 417's one mix, no scale
  [0.3, 0.4, 1.4],
  [0.3, 0.4, 1.2],
  [0.3, 0.4, 1.6],
  [0.3, 0.3, 1.4],
  [0.3, 0.5, 1.4],
  [0.2, 0.4, 1.4],
  [0.4, 0.4, 1.4],
]

const supremacy = (r: KalmanRates) => 0.5 * Math.log(r.lambda / r.mu)

function spread(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length)
}

export function tuneShotBook(ds: Dataset, statsDir: string, competitions: string[]): void {
  const attached = attachStatistics(ds.matches, readFootballDataDirectory(statsDir), ds.directory).matches
  const rows = runBacktest(attached, { competitions, seasons: SEASONS })
  const reference = rows.map((r) => rps(r.blend, r.outcome))
  console.log(`shot book: tuning seasons ${SEASONS.join(', ')}, ${rows.length} matches`)
  report('goals only', rows, reference, () => undefined)
  for (const [perShotOff, noise] of EVIDENCE) {
    const evidence: ShotParams = { ...SHOT_BOOK_TUNED.evidence, perShotOff, noise }
    const books = new GoalAndShotBooks(KALMAN_DEFAULTS, { ...SHOT_BOOK_TUNED, evidence }).applyBooks(attached)
    const both = rows.filter((r) => books.fresh.has(r.match.id) && books.shots?.has(r.match.id))
    const ratio =
      spread(both.map((r) => supremacy(books.goals.get(r.match.id) as KalmanRates))) /
      spread(both.map((r) => supremacy(books.shots?.get(r.match.id) as KalmanRates)))
    console.log(
      `off target ${perShotOff}, noise ${noise}: ${both.length} matches with fresh shots; goal/shot supremacy spread ${ratio.toFixed(3)}`,
    )
    for (const [mix, supremacyMix, supremacyScale] of MIXES) {
      const p: ShotBookParams = { ...SHOT_BOOK_TUNED, mix, supremacyMix, supremacyScale, evidence }
      const rates = (r: BacktestRow) => {
        const g = books.goals.get(r.match.id)
        const s = books.shots?.get(r.match.id)
        return g && s && books.fresh.has(r.match.id) ? mixRates(g, s, p) : g
      }
      report(`  mix ${mix}, supremacy mix ${supremacyMix}, scale ${supremacyScale}`, rows, reference, rates)
    }
  }
}

function report(
  label: string,
  rows: BacktestRow[],
  reference: number[],
  rates: (r: BacktestRow) => KalmanRates | undefined,
): void {
  const each: number[] = []
  const outcomes: { p: number; happened: boolean }[] = []
  let over = 0
  for (const r of rows) {
    const matrix = dcMatrix(r.dcRates.lambda, r.dcRates.mu, r.dcRates.rho, DEFAULT_HYPER.blankFactor)
    const raw = rates(r)
    const c = raw ? kalmanColumns(raw, r.stakesFactor, matrix, r.dcStyle, r.elo, DEFAULT_HYPER) : undefined
    const blend = c?.blend ?? r.blend
    const goals = (r.match.homeGoals as number) + (r.match.awayGoals as number)
    each.push(rps(blend, r.outcome))
    outcomes.push(
      { p: blend.home, happened: r.outcome === 0 },
      { p: blend.draw, happened: r.outcome === 1 },
      { p: blend.away, happened: r.outcome === 2 },
    )
    over += logLossBinary(c?.blendOver25 ?? (r.over25.blend as number), goals > 2.5)
  }
  const d = pairedDifference(each, reference)
  const slope = calibrationSlope(outcomes)
  console.log(
    `${label}: change ${d.mean.toFixed(5)} ± ${d.se.toFixed(5)}, over 2.5 ${(over / rows.length).toFixed(5)}, slope ${slope.slope.toFixed(3)} ± ${slope.slopeSe.toFixed(3)}`,
  )
}
