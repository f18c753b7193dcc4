/**
 * Engine answer latency beyond goals (issue 31): "corners Arsenal v Chelsea" and "over 9.5
 * corners this weekend" on Saturday 12 March 2022, the 2020-21 and 2021-22 seasons loaded with
 * their football-data.co.uk statistics attached, in process. Cold first answer apart from the
 * warm p50/p99 over 200 runs, plus the count index's build time.
 */
import { resolve } from 'node:path'
import { createAnalyzer } from '../packages/engine/src/analyze.ts'
import { worldAsOf } from '../packages/engine/src/data/as-of.ts'
import { attachStatistics } from '../packages/engine/src/data/external/attach-statistics.ts'
import { readFootballDataDirectory } from '../packages/engine/src/data/football-data-csv/read-directory.ts'
import { loadDataDirectory } from '../packages/engine/src/data/load-directory.ts'
import { createCountIndex } from '../packages/engine/src/model/count-index.ts'
import { fitPredictor } from '../packages/engine/src/model/predictor.ts'

const DATA = resolve(process.env.FOOTBALL_DATA_DIR ?? resolve(import.meta.dirname, '../../shared/data/openfootball'))
const STATS = resolve(
  process.env.FOOTBALL_STATS_DIR ?? resolve(import.meta.dirname, '../../shared/data/football-data-csv'),
)
const RUNS = 200
const DAY = '2022-03-12'

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

export async function benchEngineCounts(): Promise<string[]> {
  const ds = loadDataDirectory(DATA, { seasons: ['2020-21', '2021-22'] })
  const joined = attachStatistics(ds.matches, readFootballDataDirectory(STATS), ds.directory)
  // As a demo day sees it: results and statistics from that day on are unknown.
  const matches = worldAsOf(joined.matches, DAY)
  const i0 = performance.now()
  createCountIndex(matches)
  const indexMs = performance.now() - i0
  const predictor = fitPredictor(matches.filter((m) => m.status !== 'finished' || m.date < DAY))
  const analyzer = createAnalyzer({ ...ds, matches, predictor })
  const lines = [
    `engine counts answers @ ${DAY} (${matches.length} matches, ${joined.joined} with statistics; count index built in ${indexMs.toFixed(0)} ms)`,
  ]
  for (const question of [
    'corners Arsenal v Chelsea',
    'over 9.5 corners this weekend',
    'half time result Arsenal v Chelsea',
  ]) {
    const request = { question, clientDate: `${DAY}T10:00:00.000Z`, chatHistory: [], deep: false }
    const c0 = performance.now()
    const first = analyzer.analyze(request)
    const cold = performance.now() - c0
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now()
      analyzer.analyze(request)
      times.push(performance.now() - s)
    }
    times.sort((a, b) => a - b)
    lines.push(
      `  "${question}" (${first.coverage}): cold ${cold.toFixed(1)} ms, warm over ${RUNS} runs p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms`,
    )
  }
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchEngineCounts()) console.log(line)
}
