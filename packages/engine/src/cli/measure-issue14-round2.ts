/**
 * Measurements of issue 14, round 2 (decision 104; figures in docs/model-card.md), on seasons
 * before the test seasons only:
 *   npx tsx packages/engine/src/cli/measure-issue14-round2.ts [--seasons 2018-19,…] [--part cross|goals]
 * - cross: European cup (Football.TXT) and domestic cup matches as evidence for the Kalman book's
 *   league ratings (`crossWeight`, learned league offsets): the shipped blend's 1X2 RPS with the
 *   Kalman 1X2 recomputed, paired against the shipped Kalman book, per season and league.
 * - goals: the goal-market matrix: the shipped Dixon–Coles matrix vs the blend's goal side as a
 *   matrix mixture (Dixon–Coles and a Kalman matrix with its goal style shrunk, in the blend's
 *   0.15 : 0.8 proportion), vs a bivariate-Poisson common shock; each rescaled to the blended 1X2.
 *   O2.5 and BTTS log-loss, paired gains, calibration slopes with standard errors.
 */
import { buildDataset } from '../data/build-dataset.ts'
import { readFootballTxtFiles } from '../data/football-txt/load-directory.ts'
import { readSourceFiles } from '../data/load-directory.ts'
import { type BacktestRow, runBacktest } from '../eval/backtest.ts'
import { calibrationSlope } from '../eval/calibration-slope.ts'
import { logLossBinary, type P3, rps } from '../eval/metrics.ts'
import { dcMatrix } from '../model/dixon-coles.ts'
import { KALMAN_DEFAULTS, type KalmanParams, kalmanPreMatch } from '../model/goal-kalman.ts'
import { DEFAULT_HYPER } from '../model/hyper.ts'
import { marketsFromMatrix, outcome1x2, rescaleTo1x2, type ScoreMatrix } from '../model/matrix.ts'
import { KALMAN_RHO, mix3 } from '../model/predictor.ts'
import { dataDir, europeDir, parseArgs } from './args.ts'

const args = parseArgs(process.argv.slice(2))
const COMPETITIONS = ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1']
const seasons = (args.get('seasons') ?? '2018-19,2019-20,2020-21,2021-22').split(',')
const part = args.get('part') ?? 'all'
const all = buildDataset([...readSourceFiles(dataDir(args)), ...readFootballTxtFiles(europeDir(args))]).matches
const rows = runBacktest(all, { competitions: COMPETITIONS, seasons })
const h = DEFAULT_HYPER

const mean = (a: number[]) => a.reduce((s, x) => s + x, 0) / Math.max(1, a.length)
/** Mean paired difference a − b and its standard error, in units of 1e-5. */
function paired(a: number[], b: number[]): string {
  const d = a.map((x, i) => x - (b[i] as number))
  const m = mean(d)
  const se = Math.sqrt(mean(d.map((x) => (x - m) ** 2)) / d.length)
  return `${(m * 1e5).toFixed(1)} ± ${(se * 1e5).toFixed(1)} e-5`
}
const bySeason = (fn: (idx: number[]) => string) =>
  seasons.map((s) => `${s} ${fn(rows.map((_, i) => i).filter((i) => rows[i]?.match.season === s))}`).join('; ')

if (part === 'all' || part === 'cross') {
  const blendRps = (pre: Map<string, { lambda: number; mu: number }>) =>
    rows.map((r) => {
      const k = pre.get(r.match.id) as { lambda: number; mu: number }
      const k1x2: P3 = outcome1x2(dcMatrix(k.lambda, k.mu, KALMAN_RHO, h.blankFactor))
      const goalW = h.blendWeightDc + h.blendWeightKalman
      return rps(mix3(mix3(r.dcStyle, k1x2, h.blendWeightKalman / goalW), r.elo, 1 - goalW), r.outcome)
    })
  const base = blendRps(kalmanPreMatch(all, KALMAN_DEFAULTS))
  console.log(`cross: shipped blend RPS ${mean(base).toFixed(5)} (${rows.length} matches)`)
  const noCups = all.filter((m) => !m.competition.endsWith('.cup'))
  const grid: [string, Partial<KalmanParams>, boolean][] = [
    ['weight 1', { crossWeight: 1 }, true],
    ['weight 0.5', { crossWeight: 0.5 }, true],
    ['weight 0.25', { crossWeight: 0.25 }, true],
    ['weight 0.5, European cups only', { crossWeight: 0.5 }, false],
    ['weight 1, European cups only', { crossWeight: 1 }, false],
    [
      'weight 0.5, offsets fixed (every top flight equal)',
      { crossWeight: 0.5, offsetVariance: 1e-6, offsetDailyVariance: 0 },
      true,
    ],
    ['weight 0.5, offset prior variance 0.01', { crossWeight: 0.5, offsetVariance: 0.01 }, true],
    ['weight 0.5, offset prior variance 0.2', { crossWeight: 0.5, offsetVariance: 0.2 }, true],
    ['weight 0.5, offset drift 0.0001 per day', { crossWeight: 0.5, offsetDailyVariance: 0.0001 }, true],
  ]
  for (const [name, g, cups] of grid) {
    const v = blendRps(kalmanPreMatch(cups ? all : noCups, { ...KALMAN_DEFAULTS, ...g }))
    const perLeague = COMPETITIONS.map((c) => {
      const idx = rows.map((_, i) => i).filter((i) => rows[i]?.match.competition === c)
      return `${c} ${((mean(idx.map((i) => v[i] as number)) - mean(idx.map((i) => base[i] as number))) * 1e5).toFixed(0)}`
    })
    console.log(
      `cross ${name}: RPS ${mean(v).toFixed(5)}, gain ${paired(v, base)} | ${bySeason(
        (idx) =>
          `${mean(idx.map((i) => v[i] as number)).toFixed(5)} (${paired(
            idx.map((i) => v[i] as number),
            idx.map((i) => base[i] as number),
          )})`,
      )} | per league e-5: ${perLeague.join(' ')}`,
    )
  }
}

if (part === 'all' || part === 'goals') {
  const pre = kalmanPreMatch(all, KALMAN_DEFAULTS)
  /** The Kalman rates with each side's goal style (its log(λμ) away from the pool's level) kept by `keep`. */
  const kalmanMatrix = (id: string, keep: number): ScoreMatrix => {
    const k = pre.get(id) as { lambda: number; mu: number; level: number }
    const ratio = Math.log(k.lambda / k.mu)
    const total = 2 * k.level + keep * (Math.log(k.lambda * k.mu) - 2 * k.level)
    return dcMatrix(Math.exp((total + ratio) / 2), Math.exp((total - ratio) / 2), KALMAN_RHO, h.blankFactor)
  }
  const mixMatrix = (a: ScoreMatrix, b: ScoreMatrix, wb: number): ScoreMatrix => ({
    n: a.n,
    p: a.p.map((x, i) => (1 - wb) * x + wb * (b.p[i] as number)),
  })
  const poisson = (l: number, n: number) => {
    const o = new Float64Array(n)
    let v = Math.exp(-l)
    for (let k = 0; k < n; k++) {
      o[k] = v
      v *= l / (k + 1)
    }
    return o
  }
  /** Bivariate Poisson (common shock c), Dixon–Coles τ at ρ, blanks scaled: same means λ, μ. */
  const bivariate = (lambda: number, mu: number, rho: number, c: number): ScoreMatrix => {
    const n = 11
    const cc = Math.min(c, 0.9 * Math.min(lambda, mu))
    const [px, py, pz] = [poisson(lambda - cc, n), poisson(mu - cc, n), poisson(cc, n)]
    const p = new Float64Array(n * n)
    let total = 0
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        let v = 0
        for (let k = 0; k <= Math.min(i, j); k++) v += (pz[k] as number) * (px[i - k] as number) * (py[j - k] as number)
        if (i === 0 && j === 0) v *= 1 - lambda * mu * rho
        else if (i === 0 && j === 1) v *= 1 + lambda * rho
        else if (i === 1 && j === 0) v *= 1 + mu * rho
        else if (i === 1 && j === 1) v *= 1 - rho
        if (i === 0 || j === 0) v *= h.blankFactor
        p[i * n + j] = v
        total += v
      }
    }
    return { n, p: p.map((x) => x / total) }
  }
  const wKalman = h.blendWeightKalman / (h.blendWeightDc + h.blendWeightKalman)
  const dcOf = (r: BacktestRow) => dcMatrix(r.dcRates.lambda, r.dcRates.mu, r.dcRates.rho, h.blankFactor)
  type Variant = [string, (r: BacktestRow) => ScoreMatrix]
  const variants: Variant[] = [
    ['shipped: Dixon–Coles matrix', dcOf],
    ...[1, 0.6, 0.5].map(
      (keep) => [`Kalman matrix alone, goal style kept ${keep}`, (r) => kalmanMatrix(r.match.id, keep)] as Variant,
    ),
    ...[0.7, 0.65, 0.6, 0.5, 0.4].map(
      (keep) =>
        [
          `0.16 DC + 0.84 Kalman matrix, Kalman style kept ${keep}`,
          (r: BacktestRow) => mixMatrix(dcOf(r), kalmanMatrix(r.match.id, keep), wKalman),
        ] as Variant,
    ),
    ...[0.05, 0.1].map(
      (c) =>
        [
          `DC rates, bivariate common shock ${c}`,
          (r: BacktestRow) => bivariate(r.dcRates.lambda, r.dcRates.mu, r.dcRates.rho, c),
        ] as Variant,
    ),
  ]
  const lossesOf = (matrix: (r: BacktestRow) => ScoreMatrix) =>
    rows.map((r) => {
      const m = marketsFromMatrix(rescaleTo1x2(matrix(r), r.blend), 1)
      const hg = r.match.homeGoals as number
      const ag = r.match.awayGoals as number
      return { over: m.over['2.5'], btts: m.bttsYes, o: hg + ag > 2.5, b: hg > 0 && ag > 0 }
    })
  const ref = lossesOf(dcOf)
  const refO = ref.map((x) => logLossBinary(x.over, x.o))
  const refB = ref.map((x) => logLossBinary(x.btts, x.b))
  for (const [name, matrix] of variants) {
    const l = lossesOf(matrix)
    const lo = l.map((x) => logLossBinary(x.over, x.o))
    const lb = l.map((x) => logLossBinary(x.btts, x.b))
    const so = calibrationSlope(l.map((x) => ({ p: x.over, happened: x.o })))
    const sb = calibrationSlope(l.map((x) => ({ p: x.btts, happened: x.b })))
    console.log(
      `goals ${name}: O2.5 ${mean(lo).toFixed(5)} (${paired(lo, refO)}) slope ${so.slope.toFixed(3)} ± ${so.slopeSe.toFixed(3)}; BTTS ${mean(lb).toFixed(5)} (${paired(lb, refB)}) slope ${sb.slope.toFixed(3)} ± ${sb.slopeSe.toFixed(3)} | ${bySeason(
        (idx) =>
          `O ${paired(
            idx.map((i) => lo[i] as number),
            idx.map((i) => refO[i] as number),
          )}, B ${paired(
            idx.map((i) => lb[i] as number),
            idx.map((i) => refB[i] as number),
          )}`,
      )}`,
    )
  }
}
