/**
 * Engine answer latency: "three over 2.5 matches for today" on Saturday 14 March 2026 against
 * the real openfootball data and the fitted predictor, in process (no HTTP). Reports the cold
 * first answer separately from the warm p50/p99 over 200 runs.
 */
import { resolve } from 'node:path'
import { createAnalyzer } from '../packages/engine/src/analyze.ts'
import { loadDataDirectory } from '../packages/engine/src/data/load-directory.ts'
import { fitPredictor } from '../packages/engine/src/model/predictor.ts'

const DATA = resolve(process.env.FOOTBALL_DATA_DIR ?? resolve(import.meta.dirname, '../../shared/data/openfootball'))
const RUNS = 200

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

export async function benchEngineAnswer(): Promise<string[]> {
  const t0 = performance.now()
  const ds = loadDataDirectory(DATA, { seasons: ['2024-25', '2025-26'] })
  const predictor = fitPredictor(ds.matches)
  const analyzer = createAnalyzer({ ...ds, predictor })
  const setup = performance.now() - t0
  const request = {
    question: 'three over 2.5 matches for today',
    clientDate: '2026-03-14T10:00:00.000Z',
    chatHistory: [],
    deep: false,
  }
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
  const fixtures = ds.matches.filter((m) => m.date === '2026-03-14' && m.status === 'scheduled').length
  return [
    `engine answer: "three over 2.5 matches for today" @ 2026-03-14 (${fixtures} fixtures, ${ds.matches.length} matches loaded)`,
    `  setup (load + fit + index): ${setup.toFixed(0)} ms`,
    `  cold first answer (lazy league fits): ${cold.toFixed(1)} ms`,
    `  warm over ${RUNS} runs: p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms`,
    `  picks: ${first.picks.map((p) => `${p.home} v ${p.away} ${(p.probability * 100).toFixed(0)}%`).join('; ')}`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchEngineAnswer()) console.log(line)
}
