/**
 * Hyper-parameter search on the TUNING seasons (2018-19…2021-22 of the big five), coordinate-wise
 * over small grids. The test seasons used by `npm run eval` (2022-23…2024-25) are never looked at.
 *   npx tsx packages/engine/src/cli/tune.ts [--data DIR] [--step all|goal-markets]
 * Steps: Dixon–Coles decay/prior and promoted prior, Elo (scored by pooled 1X2 RPS), the blend
 * weights, then the goal-market steps: goal-style shrinkage and the blank factor, scored by over 2.5
 * + BTTS log-loss (the markets they move). `--step goal-markets` runs only those, from the current
 * DEFAULT_HYPER (about two minutes). `--step kalman` scores variants of the dynamic-strength goal
 * model (goal-kalman.ts) by the shipped blend's RPS, per season (about 16 s a variant).
 * `--step stale` scores the fading of stale ratings (decision 105) on the data as it is and with the
 * second divisions of Spain, Italy and France removed for three seasons before and into the tuning
 * seasons: the same gap the data has before and during the test seasons (about 3 minutes).
 * `--step stakes` scores what a match means to each side (decision 106: a side with nothing left to
 * play for concedes more) on the tuning seasons, with 2014-15…2017-18 as the check (about 6 minutes).
 * `--step blend` fits the three blend weights (Dixon–Coles, Kalman, Elo) on every season before
 * the test seasons, 2014-15…2021-22, and checks them walk-forward: each tuning season scored with
 * the weights that were best on the seasons before it.
 * `--step shots` scores how the Kalman model reads shots (issue 32, decision 107) on 2014-15…2018-19
 * with football-data.co.uk's statistics (`--stats DIR`; cli/tune-shots.ts). `--step shot-book` scores
 * the shot book beside the goal book that the engine ships (decisions 417, 421; cli/tune-shot-book.ts).
 * Every league is loaded (not only the five): the Kalman model carries promoted clubs' ratings from
 * their second division, as in the product.
 */
import { loadDataDirectory } from '../data/load-directory.ts'
import { type BacktestRow, type ModelName, mixRps, runBacktest, score } from '../eval/backtest.ts'
import { calibrationSlope } from '../eval/calibration-slope.ts'
import { rps } from '../eval/metrics.ts'
import { KALMAN_DEFAULTS, type KalmanParams } from '../model/goal-kalman.ts'
import { DEFAULT_HYPER, type HyperParams } from '../model/hyper.ts'
import { dataDir, parseArgs, statsDir } from './args.ts'
import { tuneShotBook } from './tune-shot-book.ts'
import { tuneShots } from './tune-shots.ts'

const COMPETITIONS = ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1']
const TUNE_SEASONS = ['2018-19', '2019-20', '2020-21', '2021-22']
/** Seasons before the tuning ones: with them, the blend weights are fitted on everything before the test seasons. */
const EARLIER_SEASONS = ['2014-15', '2015-16', '2016-17', '2017-18']

const args = parseArgs(process.argv.slice(2))
const step = args.get('step') ?? 'all'
const ds = loadDataDirectory(dataDir(args))
const hyper: HyperParams = { ...DEFAULT_HYPER }
const run = (h: HyperParams) => runBacktest(ds.matches, { competitions: COMPETITIONS, seasons: TUNE_SEASONS, hyper: h })

function search<K extends keyof HyperParams>(keys: K[], grid: HyperParams[K][][], model: 'dc' | 'elo'): void {
  let best = Number.POSITIVE_INFINITY
  let bestValues = keys.map((k) => hyper[k])
  for (const values of grid) {
    const h = { ...hyper }
    keys.forEach((k, i) => {
      h[k] = values[i] as HyperParams[K]
    })
    const s = score(run(h), model).rps
    console.log(`${model} ${keys.map((k, i) => `${k}=${values[i]}`).join(' ')} rps=${s.toFixed(5)}`)
    if (s < best) {
      best = s
      bestValues = values
    }
  }
  keys.forEach((k, i) => {
    hyper[k] = bestValues[i] as HyperParams[K]
  })
}

if (step === 'shots') {
  tuneShots(ds, statsDir(args), COMPETITIONS)
  process.exit(0)
}
if (step === 'shot-book') {
  tuneShotBook(ds, statsDir(args), COMPETITIONS)
  process.exit(0)
}

const cross = <A, B>(as: A[], bs: B[]) => as.flatMap((a) => bs.map((b) => [a, b] as [A, B]))
if (step === 'all') {
  search(['halfLifeDays', 'priorMatches'], cross([120, 180, 240, 365], [2, 4, 8]), 'dc')
  search(
    ['promotedAttack', 'promotedDefence'],
    [
      [0.8, 1.2],
      [0.85, 1.15],
      [0.9, 1.1],
      [1, 1],
    ],
    'dc',
  )
  search(['eloK', 'eloRegress'], cross([15, 20, 25, 30], [0.15, 0.3]), 'elo')
  search(['eloHome', 'eloNewTeamOffset'], cross([50, 65, 80], [40, 80, 120]), 'elo')
}

/** The simplex point (step 0.05) of lowest pooled RPS: weights on DC and Kalman, Elo the rest. */
function bestWeights(rows: BacktestRow[]): { wDc: number; wKalman: number; rps: number } {
  let best = { wDc: hyper.blendWeightDc, wKalman: hyper.blendWeightKalman, rps: Number.POSITIVE_INFINITY }
  for (let a = 0; a <= 20; a++) {
    for (let b = 0; a + b <= 20; b++) {
      const r = mixRps(rows, a / 20, b / 20)
      if (r < best.rps) best = { wDc: a / 20, wKalman: b / 20, rps: r }
    }
  }
  return best
}

if (step === 'all' || step === 'blend') {
  const rows = runBacktest(ds.matches, {
    competitions: COMPETITIONS,
    seasons: [...EARLIER_SEASONS, ...TUNE_SEASONS],
    hyper,
  })
  const fitted = bestWeights(rows)
  console.log(`blend weights on ${EARLIER_SEASONS[0]}…${TUNE_SEASONS.at(-1)}: ${JSON.stringify(fitted)}`)
  for (const season of TUNE_SEASONS) {
    const past = bestWeights(rows.filter((r) => r.match.season < season))
    const here = rows.filter((r) => r.match.season === season)
    console.log(
      `walk-forward ${season}: weights from earlier seasons DC ${past.wDc} Kalman ${past.wKalman} → RPS ${mixRps(here, past.wDc, past.wKalman).toFixed(5)}; shipped ${score(here, 'blend').rps.toFixed(5)}; previous 0.8 DC + 0.2 Elo ${score(here, 'dcElo').rps.toFixed(5)}`,
    )
  }
  hyper.blendWeightDc = fitted.wDc
  hyper.blendWeightKalman = fitted.wKalman
  if (step === 'blend') process.exit(0)
}

if (step === 'kalman') {
  const slopeOf = (rows: BacktestRow[], model: ModelName) =>
    calibrationSlope(
      rows.flatMap((r) => {
        const p = r[model] ?? r.blend
        return [
          { p: p.home, happened: r.outcome === 0 },
          { p: p.draw, happened: r.outcome === 1 },
          { p: p.away, happened: r.outcome === 2 },
        ]
      }),
    ).slope
  // One parameter at a time around the shipped values (the measurements in docs/model-card.md).
  const grid: Partial<KalmanParams>[] = [
    {},
    { divisionGap: 0 },
    { divisionGap: 0.25 },
    { divisionGap: 0.45 },
    { carryVariance: 0.005 },
    { carryVariance: 0.04 },
    { homeStep: 0 },
    { homeStep: 0.004 },
    { levelStep: 0.001 },
    { levelStep: 0.004 },
    { dailyVariance: 0.00002 },
    { seasonVariance: 0.0025 },
    { initialVariance: 0.04 },
    { promotedOffset: 0.25 },
  ]
  for (const g of grid) {
    const params = { ...KALMAN_DEFAULTS, ...g }
    const rows = runBacktest(ds.matches, { competitions: COMPETITIONS, seasons: TUNE_SEASONS, hyper, kalman: params })
    const line = (['dcElo', 'kalman', 'blend'] as ModelName[]).map((m) => {
      const s = score(rows, m)
      const seasons = TUNE_SEASONS.map((season) =>
        score(
          rows.filter((r) => r.match.season === season),
          m,
        ).rps.toFixed(5),
      )
      return `${m} rps=${s.rps.toFixed(5)} [${seasons.join(' ')}] o25=${s.over25LogLoss.toFixed(5)} btts=${s.bttsLogLoss.toFixed(5)} slope=${slopeOf(rows, m).toFixed(3)}`
    })
    console.log(`kalman ${JSON.stringify(g)}\n  ${line.join('\n  ')}`)
  }
  process.exit(0)
}

if (step === 'stale') {
  // The data has no es.2, it.2 or fr.2 for 2021-22…2023-24, so clubs promoted into those top flights
  // in the test seasons enter from a state one to three seasons old. The same gap, three seasons
  // earlier, shows what that costs on the tuning seasons and what fading stale ratings wins back.
  const GAP_COMPETITIONS = ['es.2', 'it.2', 'fr.2']
  const GAP_SEASONS = ['2017-18', '2018-19', '2019-20']
  const gapped = ds.matches.filter((m) => !(GAP_COMPETITIONS.includes(m.competition) && GAP_SEASONS.includes(m.season)))
  const grid: Partial<KalmanParams>[] = [
    { staleAfterDays: Number.POSITIVE_INFINITY },
    {},
    { staleHalfLifeDays: 45 },
    { staleHalfLifeDays: 180 },
    { staleAfterDays: 120 },
    { staleAfterDays: 250 },
  ]
  for (const [label, data] of [
    ['data as it is', ds.matches],
    ['second-division gap', gapped],
  ] as const) {
    let reference: number[] | undefined
    for (const g of grid) {
      const rows = runBacktest(data, {
        competitions: COMPETITIONS,
        seasons: TUNE_SEASONS,
        hyper,
        kalman: { ...KALMAN_DEFAULTS, ...g },
      })
      const each = rows.map((r) => rps(r.blend, r.outcome))
      reference ??= each
      const seasons = TUNE_SEASONS.map((season) =>
        score(
          rows.filter((r) => r.match.season === season),
          'blend',
        ).rps.toFixed(5),
      )
      console.log(
        `${label} ${g.staleAfterDays === Number.POSITIVE_INFINITY ? 'no fading' : JSON.stringify(g)}: blend rps=${score(rows, 'blend').rps.toFixed(5)} [${seasons.join(' ')}] vs no fading ${pairedGain(each, reference)}`,
      )
    }
  }
  process.exit(0)
}

if (step === 'stakes') {
  // What a match means to each side (decision 106): chosen on the tuning seasons by the blend's RPS,
  // with 2014-15…2017-18 as the check it was not chosen on. Paired per match against no adjustment.
  const seasons = [...EARLIER_SEASONS, ...TUNE_SEASONS]
  const off = runBacktest(ds.matches, { competitions: COMPETITIONS, seasons, hyper, stakes: false })
  const report = (label: string, rows: BacktestRow[]) => {
    const parts = [TUNE_SEASONS, EARLIER_SEASONS].map((set) => {
      const pick = (rs: BacktestRow[]) => rs.filter((r) => set.includes(r.match.season))
      const on = pick(rows)
      const s = score(on, 'blend')
      const gain = pairedGain(
        on.map((r) => rps(r.blend, r.outcome)),
        pick(off).map((r) => rps(r.blend, r.outcome)),
      )
      const perSeason = set.map((season) =>
        score(
          on.filter((r) => r.match.season === season),
          'blend',
        ).rps.toFixed(5),
      )
      return `rps=${s.rps.toFixed(5)} (${gain}) [${perSeason.join(' ')}] o25=${s.over25LogLoss.toFixed(5)} btts=${s.bttsLogLoss.toFixed(5)}`
    })
    console.log(`${label}: tuning ${parts[0]} | 2014-18 ${parts[1]}`)
  }
  report('no adjustment', off)
  for (const tolerance of [1, 0.67, 0.5, 0.33]) {
    for (const concede of [0.1, 0.15, 0.2]) {
      for (const attack of [1, 0.9]) {
        const params = { tolerance, concede, attack }
        report(
          JSON.stringify(params),
          runBacktest(ds.matches, { competitions: COMPETITIONS, seasons, hyper, stakes: params }),
        )
      }
    }
  }
  process.exit(0)
}

/** Mean paired difference a − b per match and its standard error, in units of 10⁻⁵. */
function pairedGain(a: number[], b: number[]): string {
  const diff = a.map((x, i) => x - (b[i] as number))
  const mean = diff.reduce((s, d) => s + d, 0) / diff.length
  const se = Math.sqrt(diff.reduce((s, d) => s + (d - mean) ** 2, 0) / (diff.length - 1) / diff.length)
  return `${(mean * 1e5).toFixed(1)} ± ${(se * 1e5).toFixed(1)} e-5`
}

// Goal style and the blank factor barely move 1X2 (strength is untouched; the matrix is rescaled
// to the blend), so they are scored on over 2.5 + BTTS of what the engine ships (the blend's matrix).
function searchGoals<K extends 'goalStyleKeep' | 'blankFactor'>(key: K, grid: number[]): void {
  let best = hyper[key]
  let bestLoss = Number.POSITIVE_INFINITY
  for (const v of grid) {
    const s = score(run({ ...hyper, [key]: v }), 'blend')
    const loss = s.over25LogLoss + s.bttsLogLoss
    console.log(
      `${key}=${v} rps=${s.rps.toFixed(5)} o25=${s.over25LogLoss.toFixed(5)} btts=${s.bttsLogLoss.toFixed(5)}`,
    )
    if (loss < bestLoss) {
      bestLoss = loss
      best = v
    }
  }
  hyper[key] = best
}
searchGoals('goalStyleKeep', [1, 0.75, 0.6, 0.5, 0.4, 0.25, 0])
searchGoals('blankFactor', [1, 0.97, 0.95, 0.93, 0.9])
console.log('chosen', JSON.stringify(hyper))
