/**
 * The part of `npm run eval` that needs football-data.co.uk's statistics and prices (issues 31
 * and 32), on the seasons that carry closing prices (2019-20…2021-22; `--stats-seasons`):
 * the blend with shots in the Kalman model against the shipped blend (paired RPS change, goal
 * markets, calibration slopes), and every model against Pinnacle's and the market average's
 * closing prices on the same matches. Statistics and prices reach the matches as in the product
 * (MatchRecord.statistics and .prices), through the engine's join.
 */

import type { Dataset } from '../data/build-dataset.ts'
import { attachStatistics } from '../data/external/attach-statistics.ts'
import { readFootballDataDirectory } from '../data/football-data-csv/read-directory.ts'
import { type ModelName, runBacktest } from '../eval/backtest.ts'
import { closingLineTable, MARGIN_METHOD } from '../eval/closing-line.ts'
import { compareShots } from '../eval/shots-report.ts'
import { SHOT_BOOK_TUNED } from '../model/shot-book.ts'

const CLOSING_MODELS: { model: ModelName; label: string }[] = [
  { model: 'dc', label: 'plain Dixon–Coles' },
  { model: 'kalman', label: 'Kalman goal model' },
  { model: 'blend', label: 'blend, goals only (before decision 417)' },
  { model: 'blendShots', label: 'blend with shots (shipped, decisions 417, 421)' },
]

const f4 = (v: number) => v.toFixed(4)
const f5 = (v: number) => v.toFixed(5)

export function printStatisticsSection(
  ds: Dataset,
  dir: string,
  competitions: string[],
  seasons: string[],
  refitDays: number,
): void {
  const t0 = performance.now()
  const attached = attachStatistics(ds.matches, readFootballDataDirectory(dir), ds.directory)
  const rows = runBacktest(attached.matches, { competitions, seasons, refitDays, shots: SHOT_BOOK_TUNED })
  const seconds = (performance.now() - t0) / 1000
  console.log(
    `\nShots in the ratings and the closing line: walk-forward ${seasons.join(', ')}, ${dir} (${attached.joined} matches joined, ${attached.unmatched} rows unmatched; ${seconds.toFixed(1)} s)`,
  )
  console.log(
    `(blendShots = the blend with the shot book beside the Kalman goal book, what the engine ships: shot-book.ts SHOT_BOOK_TUNED ${JSON.stringify(SHOT_BOOK_TUNED)}; decisions 417, 421. blend = goals only, as before.)\n`,
  )
  console.log(
    '| league | n | RPS blend | RPS blendShots | paired change ± s.e. | O2.5 blend / shots | BTTS blend / shots |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const c of [...competitions, 'pooled']) {
    const s = compareShots(c === 'pooled' ? rows : rows.filter((r) => r.match.competition === c))
    console.log(
      `| ${c} | ${s.n} | ${f5(s.rps.blend)} | ${f5(s.rps.blendShots)} | ${f5(s.paired.mean)} ± ${f5(s.paired.se)} | ${f4(s.over25.blend)} / ${f4(s.over25.blendShots)} | ${f4(s.btts.blend)} / ${f4(s.btts.blendShots)} |`,
    )
  }
  const pooled = compareShots(rows)
  console.log(
    `\nCalibration slopes (± s.e.), blend → blendShots: ${Object.entries(pooled.slopes)
      .map(
        ([market, s]) =>
          `${market} ${s.blend[0].toFixed(3)} ± ${s.blend[1].toFixed(3)} → ${s.blendShots[0].toFixed(3)} ± ${s.blendShots[1].toFixed(3)}`,
      )
      .join('; ')}`,
  )
  const perSeason = seasons
    .map((season) => {
      const s = compareShots(rows.filter((r) => r.match.season === season))
      return `${season} ${f5(s.rps.blend)} → ${f5(s.rps.blendShots)}`
    })
    .join(', ')
  console.log(`Per season: ${perSeason}`)

  console.log(`\nAgainst the closing line (margin removed: ${MARGIN_METHOD}; matches with both closing prices):\n`)
  console.log('| league | forecast | n | RPS | 1X2 log-loss | RPS − Pinnacle’s ± s.e. |')
  console.log('|---|---|---|---|---|---|')
  for (const c of [...competitions, 'pooled']) {
    for (const line of closingLineTable(
      c === 'pooled' ? rows : rows.filter((r) => r.match.competition === c),
      CLOSING_MODELS,
    )) {
      console.log(
        `| ${c} | ${line.label} | ${line.n} | ${f4(line.rps)} | ${f4(line.logLoss)} | ${line.label === 'Pinnacle closing' ? '—' : `${f5(line.vsPinnacle.mean)} ± ${f5(line.vsPinnacle.se)}`} |`,
      )
    }
  }
}
