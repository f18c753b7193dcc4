/**
 * Engine fit timings: one season window (all 2025-26 competitions), a full refit of every
 * competition in the data, and the pooled backtest RPS of one season (cheap enough to include).
 */

import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildDataset } from '../packages/engine/src/data/build-dataset.ts'
import { attachStatistics } from '../packages/engine/src/data/external/attach-statistics.ts'
import { readFootballDataDirectory } from '../packages/engine/src/data/football-data-csv/read-directory.ts'
import { readFootballTxtFiles } from '../packages/engine/src/data/football-txt/load-directory.ts'
import { readSourceFiles } from '../packages/engine/src/data/load-directory.ts'
import { runBacktest, score } from '../packages/engine/src/eval/backtest.ts'
import { fitAllCompetitions, fitPredictor } from '../packages/engine/src/model/predictor.ts'
import { SHOT_BOOK_TUNED } from '../packages/engine/src/model/shot-book.ts'

const dataDir = resolve(process.env.FOOTBALL_DATA_DIR ?? resolve(import.meta.dirname, '../../shared/data/openfootball'))
const statsDir = resolve(
  process.env.FOOTBALL_STATS_DIR ?? resolve(import.meta.dirname, '../../shared/data/football-data-csv'),
)
const europeDir = resolve(
  process.env.FOOTBALL_EUROPE_DIR ?? resolve(import.meta.dirname, '../../shared/data/openfootball-europe'),
)

export async function benchEngineFit(): Promise<string[]> {
  const lines: string[] = []
  let t = performance.now()
  // The leagues and, when present, the European cups (Football.TXT), as the server imports them.
  const ds = buildDataset([
    ...readSourceFiles(dataDir),
    ...(existsSync(europeDir) ? readFootballTxtFiles(europeDir) : []),
  ])
  lines.push(
    `engine: load ${ds.matches.length} matches, ${ds.teams.length} teams: ${(performance.now() - t).toFixed(0)} ms`,
  )

  const season = ds.matches.filter((m) => m.season === '2025-26')
  t = performance.now()
  const seasonFits = fitAllCompetitions(season)
  lines.push(
    `engine: fit 2025-26 window (${seasonFits.size} competitions, DC): ${(performance.now() - t).toFixed(0)} ms`,
  )

  t = performance.now()
  const all = fitAllCompetitions(ds.matches)
  const predictor = fitPredictor(ds.matches)
  const next = ds.matches.find((m) => m.status === 'scheduled' && m.competition === 'en.1')
  if (next) predictor.predict(next)
  // A European fixture makes the predictor fit the global one-scale model too.
  const european = ds.matches.find((m) => m.status === 'scheduled' && m.competition === 'uefa.cl')
  if (european) predictor.predict(european)
  lines.push(
    `engine: full refit of everything (${all.size} competitions DC + Elo + logit + Kalman${european ? ' + global one-scale DC' : ''}): ${(performance.now() - t).toFixed(0)} ms`,
  )

  if (existsSync(statsDir)) {
    // Issue 32: the same refit with football-data.co.uk's statistics on the matches (as the server
    // loads them) and the Kalman model reading their shots (off by default; the cost when on).
    const withStats = attachStatistics(ds.matches, readFootballDataDirectory(statsDir), ds.directory).matches
    t = performance.now()
    const shotPredictor = fitPredictor(withStats, { shots: SHOT_BOOK_TUNED })
    if (next) shotPredictor.predict(next)
    if (european) shotPredictor.predict(european)
    lines.push(
      `engine: the same refit with shot statistics on the matches and shots in the Kalman model: ${(performance.now() - t).toFixed(0)} ms`,
    )
  }

  t = performance.now()
  const big5 = ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1']
  const rows = runBacktest(ds.matches, { competitions: big5, seasons: ['2024-25'] })
  lines.push(
    `engine: backtest 2024-25 big five (${rows.length} matches) blend RPS ${score(rows, 'blend').rps.toFixed(4)}: ${(performance.now() - t).toFixed(0)} ms`,
  )
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchEngineFit()) console.log(line)
}
