/**
 * Issue 14, round 3: ideas for the Kalman goal model measured on seasons before the test seasons
 * (tuning 2018-19…2021-22, checked on 2014-15…2017-18). Kept in one commit for reproducibility and
 * removed afterwards (docs/model-card.md, "Round 3"; decision 105):
 *   npx tsx packages/engine/src/cli/measure-issue14-round3.ts
 * Dixon–Coles and Elo are priced once by the walk-forward backtest; each variant replaces only the
 * Kalman part of the shipped 1X2 blend (0.15 DC + 0.8 Kalman + 0.05 Elo). A variant with no option
 * set must reproduce the shipped Kalman rates exactly (checked before anything is printed).
 */
import { buildDataset } from '../data/build-dataset.ts'
import { readFootballTxtFiles } from '../data/football-txt/load-directory.ts'
import { readSourceFiles } from '../data/load-directory.ts'
import { fixSeasonDate } from '../data/openfootball.ts'
import { type BacktestRow, runBacktest } from '../eval/backtest.ts'
import { calibrationSlope } from '../eval/calibration-slope.ts'
import { type P3, rps } from '../eval/metrics.ts'
import { dcMatrix } from '../model/dixon-coles.ts'
import { KALMAN_DEFAULTS, type KalmanParams, type KalmanRates, kalmanPreMatch } from '../model/goal-kalman.ts'
import { DEFAULT_HYPER } from '../model/hyper.ts'
import { outcome1x2 } from '../model/matrix.ts'
import { KALMAN_RHO } from '../model/predictor.ts'
import type { MatchRecord } from '../types.ts'
import { dataDir, europeDir, parseArgs } from './args.ts'

interface Variant {
  /** Negative-binomial goal counts with this shape (Poisson = ∞): smaller steps on high rates. */
  nbShape?: number
  /** Goal counts above this are counted as this (a 6-0 updates as a 4-0 with cap 4). */
  cap?: number
  /** Newton steps to the posterior mode instead of one linearised step. */
  iterations?: number
  /** Weight of first-half goals in the count (their share of goals, 0.44, gives the full-time count). */
  halfTimeWeight?: number
  /** A second, fast-fading "form" part of each rating: its stationary variance and half-life in days. */
  formVariance?: number
  formHalfLifeDays?: number
  /** A home advantage per team (+ on its home goals, − on its visitors'): prior variance, daily growth. */
  teamHomeVariance?: number
  teamHomeDaily?: number
}

interface Rating {
  slow: number
  form: number
  pss: number
  psf: number
  pff: number
}
interface Team {
  a: Rating
  d: Rating
  home: number
  vHome: number
  season: string
  lastDate: string
}
interface Pool {
  teams: Map<string, Team>
  level: number
  home: number
  seasons: Set<string>
  lastDate: string
}

const START_LEVEL = Math.log(Math.sqrt(1.5 * 1.15))
const START_HOME = Math.log(1.5 / 1.15) / 2
const FIRST_HALF_SHARE = 0.44
const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000
const value = (r: Rating) => r.slow + r.form
const copy = (t: Team): Team => ({ ...t, a: { ...t.a }, d: { ...t.d } })
function division(c: string) {
  const m = /^([a-z]+)\.(\d)$/.exec(c)
  return m ? { country: m[1] as string, tier: Number(m[2]) } : null
}

/** The shipped KalmanBook (goal-kalman.ts) rewritten with the variants' options. */
class VariantBook {
  private readonly pools = new Map<string, Pool>()
  private readonly lastPool = new Map<string, string>()
  constructor(
    private readonly p: KalmanParams,
    private readonly v: Variant,
    private readonly halfTime: Map<string, [number, number]>,
  ) {}

  private pool(c: string): Pool {
    let pool = this.pools.get(c)
    if (!pool) {
      pool = { teams: new Map(), level: START_LEVEL, home: START_HOME, seasons: new Set(), lastDate: '' }
      this.pools.set(c, pool)
    }
    return pool
  }

  private latest(pool: Pool, comp: string, id: string, season: string, date: string): Team {
    const { p } = this
    const own = pool.teams.get(id)
    const from = this.lastPool.get(id)
    const here = division(comp)
    const there = from && from !== comp ? division(from) : null
    const src = from ? this.pools.get(from)?.teams.get(id) : undefined
    if (
      p.divisionGap > 0 &&
      here &&
      there &&
      src &&
      there.country === here.country &&
      (!own || own.lastDate < src.lastDate)
    ) {
      const shift = p.divisionGap * (here.tier - there.tier)
      const t = copy(src)
      t.a.slow += shift
      t.d.slow -= shift
      t.a.pss += p.carryVariance
      t.d.pss += p.carryVariance
      return t
    }
    if (own) return copy(own)
    const off = pool.seasons.size > 0 && !pool.seasons.has(season) ? p.promotedOffset : 0
    const fresh = (mean: number): Rating => ({
      slow: mean,
      form: 0,
      pss: p.initialVariance,
      psf: 0,
      pff: this.v.formVariance ?? 0,
    })
    return { a: fresh(-off), d: fresh(off), home: 0, vHome: this.v.teamHomeVariance ?? 0, season, lastDate: date }
  }

  private entering(pool: Pool, comp: string, id: string, season: string, date: string): Team {
    const t = this.latest(pool, comp, id, season, date)
    const { staleAfterDays, staleHalfLifeDays, promotedOffset } = this.p
    const until = pool.lastDate !== '' && pool.lastDate < date ? pool.lastDate : date
    const idle = days(t.lastDate, until)
    if (idle > staleAfterDays) {
      const keep = 0.5 ** ((idle - staleAfterDays) / staleHalfLifeDays)
      t.a.slow = keep * t.a.slow - (1 - keep) * promotedOffset
      t.d.slow = keep * t.d.slow + (1 - keep) * promotedOffset
    }
    return t
  }

  private advance(t: Team, season: string, date: string): void {
    const dt = Math.max(0, days(t.lastDate, date))
    const grow = this.p.dailyVariance * dt + (t.season !== season ? this.p.seasonVariance : 0)
    const phi = this.v.formHalfLifeDays ? 0.5 ** (dt / this.v.formHalfLifeDays) : 0
    const formVariance = this.v.formVariance ?? 0
    for (const r of [t.a, t.d]) {
      r.pss += grow
      r.form *= phi
      r.psf *= phi
      r.pff = phi * phi * r.pff + formVariance * (1 - phi * phi)
    }
    t.vHome += (this.v.teamHomeDaily ?? 0) * dt
    t.season = season
    t.lastDate = date
  }

  /** One goal count: x's and y's ratings share the log rate. Returns nothing; updates in place. */
  private observe(x: Rating, y: Rating, goals: number, rate: number): void {
    const { v } = this
    const g = v.cap === undefined ? goals : Math.min(goals, v.cap)
    const k = v.nbShape ?? Number.POSITIVE_INFINITY
    const info = (l: number) => (k === Number.POSITIVE_INFINITY ? l : (l * k) / (k + l))
    const score = (l: number) => (k === Number.POSITIVE_INFINITY ? g - l : ((g - l) * k) / (k + l))
    const gx = [x.pss + x.psf, x.psf + x.pff] as const
    const gy = [y.pss + y.psf, y.psf + y.pff] as const
    const total = gx[0] + gx[1] + gy[0] + gy[1]
    let shift = 0
    let at = rate
    if (v.iterations) {
      for (let i = 0; i < v.iterations; i++) {
        const l = rate * Math.exp(shift)
        shift -= (shift - total * score(l)) / (1 + total * info(l))
      }
      at = rate * Math.exp(shift)
    } else shift = (total * score(rate)) / (1 + total * info(rate))
    const scale = info(at) / (1 + total * info(at))
    x.slow += (gx[0] / total) * shift
    x.form += (gx[1] / total) * shift
    y.slow += (gy[0] / total) * shift
    y.form += (gy[1] / total) * shift
    for (const [r, g0, g1] of [
      [x, gx[0], gx[1]],
      [y, gy[0], gy[1]],
    ] as const) {
      r.pss -= g0 * g0 * scale
      r.psf -= g0 * g1 * scale
      r.pff -= g1 * g1 * scale
    }
  }

  /** Goals as the variant counts them: full time, or first and second half weighted. */
  private counted(m: MatchRecord): [number, number] {
    const ft: [number, number] = [m.homeGoals as number, m.awayGoals as number]
    const ht = this.halfTime.get(m.id)
    const w = this.v.halfTimeWeight
    if (w === undefined || !ht) return ft
    const f = FIRST_HALF_SHARE
    return [0, 1].map(
      (i) => (w * (ht[i] as number)) / f + ((1 - w) * ((ft[i] as number) - (ht[i] as number))) / (1 - f),
    ) as [number, number]
  }

  apply(matches: MatchRecord[]): Map<string, KalmanRates> {
    const out = new Map<string, KalmanRates>()
    const done = matches
      .filter((m) => m.status === 'finished' && m.homeGoals !== null && m.awayGoals !== null)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    let i = 0
    while (i < done.length) {
      const date = (done[i] as MatchRecord).date
      let j = i
      while (j < done.length && (done[j] as MatchRecord).date === date) j++
      const updates: (() => void)[] = []
      for (const m of done.slice(i, j)) {
        const pool = this.pool(m.competition)
        const h = this.entering(pool, m.competition, m.homeTeamId, m.season, m.date)
        const a = this.entering(pool, m.competition, m.awayTeamId, m.season, m.date)
        this.advance(h, m.season, m.date)
        this.advance(a, m.season, m.date)
        const lambda = Math.exp(pool.level + pool.home + h.home + value(h.a) + value(a.d))
        const mu = Math.exp(pool.level - pool.home - h.home + value(a.a) + value(h.d))
        out.set(m.id, { lambda, mu })
        updates.push(() => {
          pool.teams.set(m.homeTeamId, h)
          pool.teams.set(m.awayTeamId, a)
          if (division(m.competition)) {
            this.lastPool.set(m.homeTeamId, m.competition)
            this.lastPool.set(m.awayTeamId, m.competition)
          }
          const [hg, ag] = this.counted(m)
          if (h.vHome > 0) {
            const info = lambda + mu
            h.home += (h.vHome / (1 + h.vHome * info)) * (hg - lambda - (ag - mu))
            h.vHome -= (h.vHome * h.vHome * info) / (1 + h.vHome * info)
          }
          this.observe(h.a, a.d, hg, lambda)
          this.observe(a.a, h.d, ag, mu)
          pool.level += (this.p.levelStep * (hg - lambda + ag - mu)) / 2
          pool.home += (this.p.homeStep * (hg - lambda - (ag - mu))) / 2
        })
      }
      for (const m of done.slice(i, j)) {
        const pool = this.pool(m.competition)
        pool.seasons.add(m.season)
        pool.lastDate = m.date
      }
      for (const u of updates) u()
      i = j
    }
    return out
  }
}

const args = parseArgs(process.argv.slice(2))
const files = readSourceFiles(dataDir(args))
const ds = buildDataset([...files, ...readFootballTxtFiles(europeDir(args))])
// Half-time scores: the parser keeps only full time, so they are read here from the same files.
const halfTime = new Map<string, [number, number]>()
for (const f of files) {
  const rows = (f.json as { matches?: unknown[] }).matches ?? []
  for (const row of rows as { team1?: string; team2?: string; date?: string; score?: { ht?: unknown } }[]) {
    const ht = row.score?.ht
    if (!Array.isArray(ht) || ht.length !== 2 || !row.team1 || !row.team2 || !row.date) continue
    const home = ds.directory.idForSource(row.team1.trim(), f.competition)
    const away = ds.directory.idForSource(row.team2.trim(), f.competition)
    const date = fixSeasonDate(row.date.trim(), f.season)
    if (home && away) halfTime.set(`${f.competition}:${f.season}:${date}:${home}:${away}`, [ht[0], ht[1]])
  }
}

const TUNING = ['2018-19', '2019-20', '2020-21', '2021-22']
const EARLIER = ['2014-15', '2015-16', '2016-17', '2017-18']
const t0 = performance.now()
const rows = runBacktest(ds.matches, {
  competitions: ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1'],
  seasons: [...EARLIER, ...TUNING],
})
console.log(`backtest of ${rows.length} matches in ${((performance.now() - t0) / 1000).toFixed(1)} s`)

const shipped = kalmanPreMatch(ds.matches)
const plain = new VariantBook(KALMAN_DEFAULTS, {}, halfTime).apply(ds.matches)
for (const r of rows) {
  const a = shipped.get(r.match.id)
  const b = plain.get(r.match.id)
  if (!a || !b || Math.abs(a.lambda - b.lambda) > 1e-12 || Math.abs(a.mu - b.mu) > 1e-12) {
    throw new Error(`the variant book without options differs from the shipped one at ${r.match.id}`)
  }
}

const mix = (dc: P3, k: P3, elo: P3, wDc: number, wK: number): P3 => {
  const wElo = 1 - wDc - wK
  return {
    home: wDc * dc.home + wK * k.home + wElo * elo.home,
    draw: wDc * dc.draw + wK * k.draw + wElo * elo.draw,
    away: wDc * dc.away + wK * k.away + wElo * elo.away,
  }
}
const kalman1x2 = (r: KalmanRates) => outcome1x2(dcMatrix(r.lambda, r.mu, KALMAN_RHO, DEFAULT_HYPER.blankFactor))
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)
function paired(a: number[], b: number[]): string {
  const d = a.map((x, i) => x - (b[i] as number))
  const m = mean(d)
  const se = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / (d.length - 1) / d.length)
  return `${(m * 1e5).toFixed(1)} ± ${(se * 1e5).toFixed(1)}`
}
const shippedRps = rows.map((r) => rps(r.blend, r.outcome))
const inSet = (set: string[]) => rows.map((r, i) => (set.includes(r.match.season) ? i : -1)).filter((i) => i >= 0)
const tuning = inSet(TUNING)
const earlier = inSet(EARLIER)
const pick = (xs: number[], idx: number[]) => idx.map((i) => xs[i] as number)

function measure(name: string, v: Variant): void {
  const pre = new VariantBook(KALMAN_DEFAULTS, v, halfTime).apply(ds.matches)
  const blended = rows.map((r) =>
    mix(
      r.dcStyle,
      kalman1x2(pre.get(r.match.id) as KalmanRates),
      r.elo,
      DEFAULT_HYPER.blendWeightDc,
      DEFAULT_HYPER.blendWeightKalman,
    ),
  )
  const each = rows.map((r, i) => rps(blended[i] as P3, r.outcome))
  const perSeason = TUNING.map((s) => {
    const idx = inSet([s])
    return (mean(pick(each, idx)) - mean(pick(shippedRps, idx))) * 1e5
  })
  const slope = calibrationSlope(
    tuning.flatMap((i) => {
      const p = blended[i] as P3
      const o = (rows[i] as BacktestRow).outcome
      return [
        { p: p.home, happened: o === 0 },
        { p: p.draw, happened: o === 1 },
        { p: p.away, happened: o === 2 },
      ]
    }),
  ).slope
  console.log(
    `| ${name} | ${mean(pick(each, tuning)).toFixed(5)} | ${paired(pick(each, tuning), pick(shippedRps, tuning))} | ${perSeason.map((x) => x.toFixed(0)).join(' / ')} | ${paired(pick(each, earlier), pick(shippedRps, earlier))} | ${slope.toFixed(3)} |`,
  )
}

// Fading itself (decision 105) against none, on both season sets.
{
  const none = kalmanPreMatch(ds.matches, { ...KALMAN_DEFAULTS, staleAfterDays: Number.POSITIVE_INFINITY })
  const each = rows.map((r) =>
    rps(
      mix(
        r.dcStyle,
        kalman1x2(none.get(r.match.id) as KalmanRates),
        r.elo,
        DEFAULT_HYPER.blendWeightDc,
        DEFAULT_HYPER.blendWeightKalman,
      ),
      r.outcome,
    ),
  )
  console.log(
    `fading vs none: tuning ${paired(pick(shippedRps, tuning), pick(each, tuning))} e-5, 2014-15…2017-18 ${paired(pick(shippedRps, earlier), pick(each, earlier))} e-5`,
  )
}
console.log(
  `\nshipped blend: tuning RPS ${mean(pick(shippedRps, tuning)).toFixed(5)}, earlier ${mean(pick(shippedRps, earlier)).toFixed(5)}`,
)
console.log(
  '\n| variant | tuning RPS | gain, tuning (e-5) | per tuning season (e-5) | gain, 2014-15…2017-18 (e-5) | 1X2 slope, tuning |',
)
console.log('|---|---|---|---|---|---|')
const variants: [string, Variant][] = [
  ['negative-binomial goals, shape 5', { nbShape: 5 }],
  ['negative-binomial goals, shape 10', { nbShape: 10 }],
  ['negative-binomial goals, shape 20', { nbShape: 20 }],
  ['goals capped at 4', { cap: 4 }],
  ['goals capped at 5', { cap: 5 }],
  ['posterior mode (3 Newton steps)', { iterations: 3 }],
  ['first half weighted 0.5', { halfTimeWeight: 0.5 }],
  ['first half weighted 0.6', { halfTimeWeight: 0.6 }],
  ['first half weighted 0.3', { halfTimeWeight: 0.3 }],
  ['form part, variance 0.005, half-life 30 days', { formVariance: 0.005, formHalfLifeDays: 30 }],
  ['form part, variance 0.01, half-life 15 days', { formVariance: 0.01, formHalfLifeDays: 15 }],
  ['form part, variance 0.01, half-life 30 days', { formVariance: 0.01, formHalfLifeDays: 30 }],
  ['form part, variance 0.01, half-life 60 days', { formVariance: 0.01, formHalfLifeDays: 60 }],
  ['home advantage per team, variance 0.002', { teamHomeVariance: 0.002 }],
  ['home advantage per team, variance 0.005', { teamHomeVariance: 0.005 }],
  [
    'home advantage per team, variance 0.005, growing 0.000005 a day',
    { teamHomeVariance: 0.005, teamHomeDaily: 0.000005 },
  ],
]
for (const [name, v] of variants) measure(name, v)

// Blend weights per part of the season and per league: fitted on 2014-15…2017-18, scored on tuning.
const kalmanRows = rows.map((r) => kalman1x2(shipped.get(r.match.id) as KalmanRates))
function bestWeights(idx: number[]): { wDc: number; wK: number } {
  let best = { wDc: 0, wK: 0, v: Number.POSITIVE_INFINITY }
  for (let a = 0; a <= 20; a++) {
    for (let b = 0; a + b <= 20; b++) {
      const v = mean(
        idx.map((i) => {
          const r = rows[i] as BacktestRow
          return rps(mix(r.dcStyle, kalmanRows[i] as P3, r.elo, a / 20, b / 20), r.outcome)
        }),
      )
      if (v < best.v) best = { wDc: a / 20, wK: b / 20, v }
    }
  }
  return best
}
const month = (r: BacktestRow) => {
  const m = Number(r.match.date.slice(5, 7))
  return m >= 7 && m <= 9 ? 'Jul–Sep' : m >= 10 ? 'Oct–Dec' : m <= 2 ? 'Jan–Feb' : 'Mar–Jun'
}
for (const [label, key] of [
  ['part of the season', month],
  ['league', (r: BacktestRow) => r.match.competition],
] as const) {
  const groups = [...new Set(rows.map(key))]
  const scored = new Array<number>(rows.length).fill(0)
  const parts: string[] = []
  for (const g of groups) {
    const w = bestWeights(earlier.filter((i) => key(rows[i] as BacktestRow) === g))
    for (const i of tuning.filter((i) => key(rows[i] as BacktestRow) === g)) {
      const r = rows[i] as BacktestRow
      scored[i] = rps(mix(r.dcStyle, kalmanRows[i] as P3, r.elo, w.wDc, w.wK), r.outcome)
    }
    parts.push(`${g} DC ${w.wDc} / Kalman ${w.wK}`)
  }
  console.log(
    `\nblend weights per ${label} (fitted on 2014-15…2017-18: ${parts.join(', ')}): tuning RPS ${mean(pick(scored, tuning)).toFixed(5)}, gain ${paired(pick(scored, tuning), pick(shippedRps, tuning))} e-5`,
  )
}

// Rest between matches (any competition in the data, European cups included) against the Kalman rates.
const last = new Map<string, string>()
const rest = new Map<string, [number, number]>()
for (const m of [...ds.matches]
  .filter((m) => m.status === 'finished')
  .sort((a, b) => (a.kickoff < b.kickoff ? -1 : 1))) {
  const h = last.get(m.homeTeamId)
  const a = last.get(m.awayTeamId)
  rest.set(m.id, [h ? days(h, m.date) : 99, a ? days(a, m.date) : 99])
  last.set(m.homeTeamId, m.date)
  last.set(m.awayTeamId, m.date)
}
const bucket = (d: number) => (d <= 3 ? '≤ 3 days' : d <= 5 ? '4–5 days' : d <= 10 ? '6–10 days' : '> 10 days')
const cells = new Map<string, { goals: number; expected: number; n: number }>()
const add = (k: string, goals: number, expected: number) => {
  const c = cells.get(k) ?? { goals: 0, expected: 0, n: 0 }
  c.goals += goals
  c.expected += expected
  c.n++
  cells.set(k, c)
}
for (const i of [...earlier, ...tuning]) {
  const m = (rows[i] as BacktestRow).match
  const k = shipped.get(m.id) as KalmanRates
  const [rh, ra] = rest.get(m.id) as [number, number]
  add(`home side rested ${bucket(rh)}: its goals`, m.homeGoals as number, k.lambda)
  add(`home side rested ${bucket(rh)}: goals against it`, m.awayGoals as number, k.mu)
  add(`away side rested ${bucket(ra)}: its goals`, m.awayGoals as number, k.mu)
  add(`away side rested ${bucket(ra)}: goals against it`, m.homeGoals as number, k.lambda)
}
console.log('\n| rest before the match | matches | goals ÷ Kalman expected | ± |\n|---|---|---|---|')
for (const [k, c] of [...cells].sort()) {
  console.log(
    `| ${k} | ${c.n} | ${(c.goals / c.expected).toFixed(3)} | ${(Math.sqrt(c.expected) / c.expected).toFixed(3)} |`,
  )
}

// The test seasons, run once after fading was chosen on the tuning seasons (tune.ts --step stale):
// the shipped blend with and without fading, paired per match.
const TEST = ['2022-23', '2023-24', '2024-25']
const test = (kalman: KalmanParams) =>
  runBacktest(ds.matches, { competitions: ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1'], seasons: TEST, kalman })
const without = test({ ...KALMAN_DEFAULTS, staleAfterDays: Number.POSITIVE_INFINITY }).map((r) =>
  rps(r.blend, r.outcome),
)
const withFading = test(KALMAN_DEFAULTS)
const withRps = withFading.map((r) => rps(r.blend, r.outcome))
console.log(
  `\ntest seasons ${TEST.join(', ')}: blend RPS without fading ${mean(without).toFixed(5)}, with ${mean(withRps).toFixed(5)}, gain ${paired(withRps, without)} e-5`,
)
for (const c of ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1']) {
  const idx = withFading.map((r, i) => (r.match.competition === c ? i : -1)).filter((i) => i >= 0)
  console.log(`  ${c}: ${mean(pick(without, idx)).toFixed(5)} → ${mean(pick(withRps, idx)).toFixed(5)}`)
}
