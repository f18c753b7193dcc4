/**
 * Walk-forward backtest report: `npm run eval [-- --data DIR --seasons 2022-23,2023-24,2024-25
 * --competitions en.1,de.1,es.1,it.1,fr.1 --refit-days 7]`. Prints per-league and pooled tables
 * for the base rate, plain Dixon–Coles, the engine's Dixon–Coles (goal style shrunk), Elo, the
 * Kalman goal model, the previous blend (0.8 DC + 0.2 Elo) and the blend (what the engine ships),
 * the blend's calibration table and slopes, the European cups, and (with football-data.co.uk's
 * files, `--stats DIR`) shots in the ratings and the closing line on 2019-20…2021-22
 * (`--stats-seasons`; `--stats-eval false` leaves that section out). Every league is loaded: the
 * Kalman model carries a promoted club's rating from its second division, as in the product.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildDataset } from '../data/build-dataset.ts'
import { readFootballTxtFiles } from '../data/football-txt/load-directory.ts'
import { loadDataDirectory, readSourceFiles } from '../data/load-directory.ts'
import { calibrationTable, MODEL_NAMES, type ModelName, runBacktest, type Scores, score } from '../eval/backtest.ts'
import { calibrationSvg } from '../eval/calibration-plot.ts'
import { calibrationSlope } from '../eval/calibration-slope.ts'
import { calibration } from '../eval/metrics.ts'
import { dataDir, europeDir, parseArgs, statsDir } from './args.ts'
import { printStatisticsSection } from './eval-statistics.ts'

const args = parseArgs(process.argv.slice(2))
const competitions = (args.get('competitions') ?? 'en.1,de.1,es.1,it.1,fr.1').split(',')
const seasons = (args.get('seasons') ?? '2022-23,2023-24,2024-25').split(',')
const refitDays = Number(args.get('refit-days') ?? 7)

const t0 = performance.now()
const ds = loadDataDirectory(dataDir(args))
const rows = runBacktest(ds.matches, { competitions, seasons, refitDays })
const seconds = (performance.now() - t0) / 1000

const fmt = (s: Scores) =>
  [s.rps, s.brier, s.logLoss, s.accuracy, s.over25LogLoss, s.bttsLogLoss].map((v) => v.toFixed(4)).join(' | ')
console.log(
  `Walk-forward backtest, seasons ${seasons.join(', ')}, refit every ${refitDays} days (${seconds.toFixed(1)} s)`,
)
console.log(
  '(dc = plain Dixon–Coles; dcStyle = the engine’s, goal style shrunk; Elo has no goal model: its O2.5/BTTS columns are dcStyle’s; kalman = the dynamic goal model alone, its own matrix; dcElo = the blend shipped before, 0.8 dcStyle + 0.2 Elo; blend = 0.15 dcStyle + 0.8 kalman + 0.05 Elo, goal markets from the dcStyle matrix rescaled to it; dcStyle and kalman expect more goals against a side with nothing left to play for, decision 106.)\n',
)
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
const blendRps = pooled.blend as number
// Which single models score below the blend on these seasons, to five places (the table rounds to four).
const ahead = MODEL_NAMES.filter((m) => m !== 'blend' && (pooled[m] as number) <= blendRps)
console.log(`\nPooled RPS: ${MODEL_NAMES.map((m) => `${m} ${(pooled[m] as number).toFixed(4)}`).join(', ')}`)
console.log(
  ahead.length === 0
    ? 'Blend beats every single model and the base rate.'
    : `WARNING: blend (${blendRps.toFixed(5)}) does not beat ${ahead.map((m) => `${m} (${(pooled[m] as number).toFixed(5)})`).join(', ')} on these seasons; its weights were fitted on the seasons before them (docs/model-card.md).`,
)
const plainDc = score(rows, 'dc')
const engine = score(rows, 'blend')
console.log(
  `Goal markets, engine vs plain Dixon–Coles: O2.5 log-loss ${engine.over25LogLoss.toFixed(4)} vs ${plainDc.over25LogLoss.toFixed(4)}, BTTS ${engine.bttsLogLoss.toFixed(4)} vs ${plainDc.bttsLogLoss.toFixed(4)}`,
)

// Calibration per market of what the engine ships (the blend): slope of a logistic
// recalibration and a reliability plot written as an SVG for the model card.
const markets = {
  '1X2 (H, D, A pooled)': rows.flatMap((r) => [
    { p: r.blend.home, happened: r.outcome === 0 },
    { p: r.blend.draw, happened: r.outcome === 1 },
    { p: r.blend.away, happened: r.outcome === 2 },
  ]),
  'Over 2.5': rows.map((r) => ({
    p: r.over25.blend,
    happened: (r.match.homeGoals as number) + (r.match.awayGoals as number) > 2.5,
  })),
  BTTS: rows.map((r) => ({
    p: r.btts.blend,
    happened: (r.match.homeGoals as number) > 0 && (r.match.awayGoals as number) > 0,
  })),
}
const panels = Object.entries(markets).map(([title, pairs]) => {
  const { slope, slopeSe } = calibrationSlope(pairs)
  return { title, bins: calibration(pairs, 10), slope, slopeSe }
})
console.log(
  `\nCalibration slopes (1 = calibrated, ± standard error): ${panels.map((p) => `${p.title} ${p.slope.toFixed(3)} ± ${p.slopeSe.toFixed(3)}`).join('; ')}`,
)
const svgPath = resolve(args.get('svg') ?? resolve(import.meta.dirname, '../../../../docs/model-card-calibration.svg'))
writeFileSync(
  svgPath,
  calibrationSvg(
    panels,
    `Walk-forward ${seasons.join(', ')} · ${competitions.join(', ')} · ${rows.length} matches · npm run eval`,
  ),
)
console.log(`Reliability plot written to ${svgPath}`)

// European cups: every league is loaded, because the global model needs the leagues' matches
// to put clubs from different leagues on one scale.
const europe = europeDir(args)
if (existsSync(europe) && args.get('europe-eval') !== 'false') {
  const te = performance.now()
  const cups = ['uefa.cl', 'uefa.el', 'uefa.conf']
  const all = buildDataset([...readSourceFiles(dataDir(args)), ...readFootballTxtFiles(europe)])
  const eu = runBacktest(all.matches, { competitions: cups, seasons, refitDays, global: true })
  const label: [ModelName, string][] = [
    ['base', 'base rate'],
    ['blend', 'domestic-only (per-competition DC+Elo)'],
    ['global', 'global DC (one scale)'],
    ['globalBlend', 'global DC + cup Elo (engine)'],
  ]
  console.log(
    `\nEuropean cups, walk-forward ${seasons.join(', ')} (${((performance.now() - te) / 1000).toFixed(1)} s)\n`,
  )
  console.log('| competition | model | n | RPS | Brier | 1X2 log-loss | accuracy | O2.5 log-loss | BTTS log-loss |')
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const c of [...cups, 'pooled']) {
    const sub = c === 'pooled' ? eu : eu.filter((r) => r.match.competition === c)
    for (const [m, name] of label) console.log(`| ${c} | ${name} | ${sub.length} | ${fmt(score(sub, m))} |`)
  }
}

// Shots in the ratings (issue 32) and the closing line (issue 31), on the seasons whose
// football-data.co.uk files carry closing prices.
const stats = statsDir(args)
if (existsSync(stats) && args.get('stats-eval') !== 'false') {
  const statsSeasons = (args.get('stats-seasons') ?? '2019-20,2020-21,2021-22').split(',')
  printStatisticsSection(ds, stats, competitions, statsSeasons, refitDays)
}
