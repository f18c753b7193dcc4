/**
 * Walk-forward backtest report: `npm run eval [-- --data DIR --seasons 2022-23,2023-24,2024-25
 * --competitions en.1,de.1,es.1,it.1,fr.1 --refit-days 7]`. Prints per-league and pooled tables
 * for the base rate, Dixon–Coles, Elo and the blend, and the blend's calibration table.
 */
import { loadDataDirectory } from '../data/load-directory.ts'
import { calibrationTable, MODEL_NAMES, runBacktest, type Scores, score } from '../eval/backtest.ts'
import { dataDir, parseArgs } from './args.ts'

const args = parseArgs(process.argv.slice(2))
const competitions = (args.get('competitions') ?? 'en.1,de.1,es.1,it.1,fr.1').split(',')
const seasons = (args.get('seasons') ?? '2022-23,2023-24,2024-25').split(',')
const refitDays = Number(args.get('refit-days') ?? 7)

const t0 = performance.now()
const ds = loadDataDirectory(dataDir(args), { competitions })
const rows = runBacktest(ds.matches, { competitions, seasons, refitDays })
const seconds = (performance.now() - t0) / 1000

const fmt = (s: Scores) =>
  [s.rps, s.brier, s.logLoss, s.accuracy, s.over25LogLoss, s.bttsLogLoss].map((v) => v.toFixed(4)).join(' | ')
console.log(
  `Walk-forward backtest, seasons ${seasons.join(', ')}, refit every ${refitDays} days (${seconds.toFixed(1)} s)`,
)
console.log('(Elo has no goal model; its O2.5/BTTS columns are the Dixon–Coles matrix.)\n')
console.log('| league | model | n | RPS | Brier | 1X2 log-loss | accuracy | O2.5 log-loss | BTTS log-loss |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const c of [...competitions, 'pooled']) {
  const sub = c === 'pooled' ? rows : rows.filter((r) => r.match.competition === c)
  for (const m of MODEL_NAMES) console.log(`| ${c} | ${m} | ${sub.length} | ${fmt(score(sub, m))} |`)
}
console.log('\nCalibration of the blend (home, draw and away probabilities pooled):\n')
console.log('| bin | n | mean predicted | observed |')
console.log('|---|---|---|---|')
for (const b of calibrationTable(rows, 'blend')) {
  console.log(
    `| ${b.from.toFixed(1)}–${b.to.toFixed(1)} | ${b.n} | ${b.meanPredicted.toFixed(3)} | ${b.observed.toFixed(3)} |`,
  )
}
const pooled = Object.fromEntries(MODEL_NAMES.map((m) => [m, score(rows, m).rps]))
const ok = (pooled.blend as number) < Math.min(pooled.dc as number, pooled.elo as number, pooled.base as number)
console.log(`\nPooled RPS: ${MODEL_NAMES.map((m) => `${m} ${(pooled[m] as number).toFixed(4)}`).join(', ')}`)
console.log(
  ok ? 'Blend beats every single model and the base rate.' : 'WARNING: blend does not beat every single model.',
)
