import type { MatchRecord } from '../types.ts'
import type { GoalEvidence } from './shot-evidence.ts'

/**
 * The dynamic-strength goal model (shipped: it carries 0.8 of the 1X2 blend, decision 103). Each
 * team has an attack and a concede rating on the log-goal scale of its competition, each with its
 * own variance:
 *   log λ_home = league level + home advantage + attack(home) + concede(away),
 *   log μ_away = league level − home advantage + attack(away) + concede(home).
 * After a match each goal count moves the two ratings behind its rate by a Kalman-style step on the
 * Poisson residual (goals − rate; a Poisson's variance is its rate): the step is the rating's
 * variance over (1 + total variance · rate), and the variance shrinks by the same information.
 * Variance grows by `dailyVariance` per idle day and `seasonVariance` at a team's first match of a
 * season, so new, idle or post-summer teams move faster than settled ones. The league's goal level
 * and its home advantage drift with their own small steps.
 *
 * Pools are per competition. A team entering a pool (promoted or relegated) starts from its state
 * in the other division of the same country when that is fresher than its old state here
 * (`divisionGap` weaker in attack and in concede per division up, stronger per division down,
 * `carryVariance` more uncertain); else from its old state here; else `promotedOffset` below the
 * pool's average. A state that the pool went on without for more than `staleAfterDays` (a club
 * back after years away, or carried across a gap in the data) fades toward that promoted-club entry
 * with a half-life of `staleHalfLifeDays`: a club that left a division as one of its weakest and
 * comes back years later has usually just won promotion, so its old rating says little (decision
 * 105). Matches are applied date by date, so a pre-match rate reflects strictly earlier dates only. Measured and dropped
 * (docs/model-card.md): correlated attack/concede updates, a season-start pull toward the average,
 * ρ taken from the league's Dixon–Coles fit, a fast-fading form component beside the rating, a
 * home advantage per team, negative-binomial or capped goal counts, and half-time scores.
 */

export interface KalmanParams {
  dailyVariance: number
  seasonVariance: number
  /** Variance of a team's ratings when it enters a pool with no history anywhere. */
  initialVariance: number
  /** A team new to a pool that already has a season (and no carried state) enters this much weaker in attack and in concede. */
  promotedOffset: number
  /** Step of the league's goal level per goal of residual (home and away residuals averaged). */
  levelStep: number
  /** Step of the league's home advantage per goal of residual (half the home minus away residual). */
  homeStep: number
  /** Per division of difference, how much weaker (attack −, concede +) a team is one division up. 0 disables carrying. */
  divisionGap: number
  /** Added variance when a state is carried to another division. */
  carryVariance: number
  /** A state the pool went on without for this many days (from its date to the pool's latest match) starts to fade toward the promoted-club entry. */
  staleAfterDays: number
  /** Half-life of that fade, in days past `staleAfterDays`. */
  staleHalfLifeDays: number
}

/** Chosen on the tuning seasons (`npx tsx packages/engine/src/cli/tune.ts --step kalman`; see docs/model-card.md). */
export const KALMAN_DEFAULTS: KalmanParams = {
  dailyVariance: 0.00003,
  seasonVariance: 0.005,
  initialVariance: 0.02,
  promotedOffset: 0.15,
  levelStep: 0.002,
  homeStep: 0.002,
  divisionGap: 0.35,
  carryVariance: 0.01,
  staleAfterDays: 200,
  staleHalfLifeDays: 90,
}

/** A team's attack (a) and concede (d) ratings and their variances. */
interface TeamState {
  a: number
  d: number
  va: number
  vd: number
  season: string
  lastDate: string
}

interface Pool {
  teams: Map<string, TeamState>
  level: number
  home: number
  seasons: Set<string>
  /** Date of the pool's latest match applied so far ('' before any). */
  lastDate: string
}

export interface KalmanRates {
  lambda: number
  mu: number
}

/** A new pool starts at 1.5 home and 1.15 away goals a match (log scale: mean level ± home advantage). */
const START_LEVEL = Math.log(Math.sqrt(1.5 * 1.15))
const START_HOME = Math.log(1.5 / 1.15) / 2

function newPool(): Pool {
  return { teams: new Map(), level: START_LEVEL, home: START_HOME, seasons: new Set(), lastDate: '' }
}

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000

/** `xx.2` → country `xx`, division 2; anything else (cups) has no division and never carries. */
function division(competition: string): { country: string; tier: number } | null {
  const m = /^([a-z]+)\.(\d)$/.exec(competition)
  return m ? { country: m[1] as string, tier: Number(m[2]) } : null
}

/**
 * Joint update of the two ratings whose sum (plus the league's levels) is a log rate, from one goal
 * count. `noise` is the observation's variance as a multiple of a Poisson's (1 for goals; less for
 * goals blended with shots, shot-evidence.ts), so a less noisy count moves the ratings further.
 */
function observe(
  x: TeamState,
  xKey: 'a' | 'd',
  y: TeamState,
  yKey: 'a' | 'd',
  residual: number,
  rate: number,
  noise = 1,
): void {
  const vx = xKey === 'a' ? x.va : x.vd
  const vy = yKey === 'a' ? y.va : y.vd
  const scale = 1 / (noise + (vx + vy) * rate)
  x[xKey] += vx * scale * residual
  y[yKey] += vy * scale * residual
  const nx = vx - vx * vx * rate * scale
  const ny = vy - vy * vy * rate * scale
  if (xKey === 'a') x.va = nx
  else x.vd = nx
  if (yKey === 'a') y.va = ny
  else y.vd = ny
}

export class KalmanBook {
  private readonly pools = new Map<string, Pool>()
  /** League division of each team's most recent league match (for carrying a state to another division). */
  private readonly lastPool = new Map<string, string>()

  /**
   * @param evidence what a finished match tells the ratings instead of its goals (shots blended
   *   in, shot-evidence.ts); null or absent: the goals, with a Poisson's noise.
   */
  constructor(
    readonly params: KalmanParams = KALMAN_DEFAULTS,
    private readonly evidence?: (match: MatchRecord) => GoalEvidence | null,
  ) {}

  private pool(competition: string): Pool {
    let p = this.pools.get(competition)
    if (!p) {
      p = newPool()
      this.pools.set(competition, p)
    }
    return p
  }

  /** The state a team would have in `competition` for a match on `date` of `season` (not stored). */
  private entering(pool: Pool, competition: string, id: string, season: string, date: string): TeamState {
    const t = this.latestState(pool, competition, id, season, date)
    const { staleAfterDays, staleHalfLifeDays, promotedOffset } = this.params
    // Idle time counts only while the pool itself went on: a league whose data stopped years ago,
    // or a fixture priced after the data ends, keeps its ratings as they were.
    const until = pool.lastDate !== '' && pool.lastDate < date ? pool.lastDate : date
    const idle = daysBetween(t.lastDate, until)
    if (idle > staleAfterDays) {
      const keep = 0.5 ** ((idle - staleAfterDays) / staleHalfLifeDays)
      t.a = keep * t.a - (1 - keep) * promotedOffset
      t.d = keep * t.d + (1 - keep) * promotedOffset
    }
    return t
  }

  /** The freshest state the data holds for a team entering `competition`, or a new one. */
  private latestState(pool: Pool, competition: string, id: string, season: string, date: string): TeamState {
    const { params } = this
    const own = pool.teams.get(id)
    const from = this.lastPool.get(id)
    const here = division(competition)
    const there = from && from !== competition ? division(from) : null
    const src = from ? this.pools.get(from)?.teams.get(id) : undefined
    if (
      params.divisionGap > 0 &&
      here &&
      there &&
      src &&
      there.country === here.country &&
      (!own || own.lastDate < src.lastDate)
    ) {
      // One division up (tier number down) is weaker: less attack, more conceded.
      const shift = params.divisionGap * (here.tier - there.tier)
      return {
        a: src.a + shift,
        d: src.d - shift,
        va: src.va + params.carryVariance,
        vd: src.vd + params.carryVariance,
        season: src.season,
        lastDate: src.lastDate,
      }
    }
    if (own) return { ...own }
    const off = pool.seasons.size > 0 && !pool.seasons.has(season) ? params.promotedOffset : 0
    const v = params.initialVariance
    return {
      a: -off,
      d: off,
      va: v,
      vd: v,
      season,
      lastDate: date,
    }
  }

  /** A team's state brought forward to a match: entry, idle and new-season variance. */
  private forward(pool: Pool, competition: string, id: string, season: string, date: string): TeamState {
    const t = this.entering(pool, competition, id, season, date)
    const grow =
      this.params.dailyVariance * Math.max(0, daysBetween(t.lastDate, date)) +
      (t.season !== season ? this.params.seasonVariance : 0)
    t.va += grow
    t.vd += grow
    t.season = season
    t.lastDate = date
    return t
  }

  /** Expected goals of a fixture from the current states (nothing is updated). */
  rates(match: Pick<MatchRecord, 'competition' | 'season' | 'date' | 'homeTeamId' | 'awayTeamId'>): KalmanRates {
    // An unknown competition is priced from a fresh pool that is not stored.
    const pool = this.pools.get(match.competition) ?? newPool()
    const h = this.entering(pool, match.competition, match.homeTeamId, match.season, match.date)
    const a = this.entering(pool, match.competition, match.awayTeamId, match.season, match.date)
    return {
      lambda: Math.exp(pool.level + pool.home + h.a + a.d),
      mu: Math.exp(pool.level - pool.home + a.a + h.d),
    }
  }

  /**
   * Apply finished matches (any order; sorted here) and return every one's pre-match rates by id.
   * Matches of one date are priced before any of them updates a rating.
   */
  apply(matches: MatchRecord[]): Map<string, KalmanRates> {
    const { params } = this
    const out = new Map<string, KalmanRates>()
    const finished = matches
      .filter((m) => m.status === 'finished' && m.homeGoals !== null && m.awayGoals !== null)
      .sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
    let i = 0
    while (i < finished.length) {
      const date = (finished[i] as MatchRecord).date
      let j = i
      while (j < finished.length && (finished[j] as MatchRecord).date === date) j++
      const day = finished.slice(i, j)
      const updates: (() => void)[] = []
      for (const m of day) {
        const pool = this.pool(m.competition)
        const h = this.forward(pool, m.competition, m.homeTeamId, m.season, m.date)
        const a = this.forward(pool, m.competition, m.awayTeamId, m.season, m.date)
        const lambda = Math.exp(pool.level + pool.home + h.a + a.d)
        const mu = Math.exp(pool.level - pool.home + a.a + h.d)
        out.set(m.id, { lambda, mu })
        updates.push(() => {
          pool.teams.set(m.homeTeamId, h)
          pool.teams.set(m.awayTeamId, a)
          // Only league divisions count as a team's home pool: a cup tie must not hide a promotion.
          if (division(m.competition)) {
            this.lastPool.set(m.homeTeamId, m.competition)
            this.lastPool.set(m.awayTeamId, m.competition)
          }
          const seen = this.evidence?.(m) ?? null
          const rh = (seen ? seen.home : (m.homeGoals as number)) - lambda
          const ra = (seen ? seen.away : (m.awayGoals as number)) - mu
          observe(h, 'a', a, 'd', rh, lambda, seen?.noise)
          observe(a, 'a', h, 'd', ra, mu, seen?.noise)
          pool.level += (params.levelStep * (rh + ra)) / 2
          pool.home += (params.homeStep * (rh - ra)) / 2
        })
      }
      for (const m of day) {
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

/** Pre-match expected home and away goals of every finished match, by match id. */
export function kalmanPreMatch(
  matches: MatchRecord[],
  params: KalmanParams = KALMAN_DEFAULTS,
  evidence?: (match: MatchRecord) => GoalEvidence | null,
): Map<string, KalmanRates> {
  return new KalmanBook(params, evidence).apply(matches)
}
