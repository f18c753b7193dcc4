import type { MatchRecord } from '../types.ts'

/**
 * A dynamic-strength goal model. Each team has an attack and a concede rating on the log-goal
 * scale of its competition, with a 2×2 covariance:
 *   log λ_home = league level + home advantage + attack(home) + concede(away),
 *   log μ_away = league level − home advantage + attack(away) + concede(home).
 * After a match each of the two goal counts updates the ratings behind its rate by a Kalman-style
 * step on the Poisson residual (goals − rate; the observation variance of a Poisson is its rate),
 * one count after the other; the covariances shrink by the same information. Because a team's
 * attack and concede ratings are anti-correlated a priori (`strengthCorrelation`: better teams
 * both score more and concede less), goals scored also move the concede rating a little, and vice
 * versa. Variance grows by `dailyVariance` per idle day and `seasonVariance` at a team's first
 * match of a season, so new, idle or post-summer teams move faster than settled ones. The league's
 * goal level and home advantage drift with their own small steps.
 *
 * Pools are per competition. A team entering a pool (promotion, relegation) starts from its state
 * in the other division of the same country when that is the fresher one (`divisionGap` weaker per
 * division up, stronger per division down, `carryVariance` more uncertain), else from its old state
 * in this pool, else `promotedOffset` below the pool's average. Matches are applied date by date,
 * so a pre-match rate reflects strictly earlier dates only.
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
  /** Prior correlation of a team's attack and concede ratings is −this (initial and per-day noise). */
  strengthCorrelation: number
  /** Per division of difference, how much weaker (attack −, concede +) a team is one division up. 0 disables carrying. */
  divisionGap: number
  /** Added variance when a state is carried to another division. */
  carryVariance: number
  /** Fraction of a team's ratings pulled back toward the pool average at its first match of a season. */
  seasonRegress: number
}

/** Chosen on the tuning seasons (`npx tsx packages/engine/src/cli/tune.ts --step kalman`; see docs/model-card.md). */
export const KALMAN_DEFAULTS: KalmanParams = {
  dailyVariance: 0.00003,
  seasonVariance: 0.005,
  initialVariance: 0.02,
  promotedOffset: 0.15,
  levelStep: 0.002,
  homeStep: 0.002,
  strengthCorrelation: 0,
  divisionGap: 0,
  carryVariance: 0.01,
  seasonRegress: 0,
}

/** A team's attack (a) and concede (d) ratings and their covariance. */
interface TeamState {
  a: number
  d: number
  paa: number
  pad: number
  pdd: number
  season: string
  lastDate: string
}

interface Pool {
  teams: Map<string, TeamState>
  level: number
  home: number
  seasons: Set<string>
}

export interface KalmanRates {
  lambda: number
  mu: number
}

/** A new pool starts at 1.5 home and 1.15 away goals a match (log scale: mean level ± home advantage). */
const START_LEVEL = Math.log(Math.sqrt(1.5 * 1.15))
const START_HOME = Math.log(1.5 / 1.15) / 2

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000

/** `xx.2` → country `xx`, division 2; anything else (cups) has no division and never carries. */
function division(competition: string): { country: string; tier: number } | null {
  const m = /^([a-z]+)\.(\d)$/.exec(competition)
  return m ? { country: m[1] as string, tier: Number(m[2]) } : null
}

/** Update one team's ratings from one goal count whose log rate contains its rating in column `col`. */
function observeTeam(t: TeamState, col: 'a' | 'd', residual: number, rate: number, den: number): void {
  const ga = col === 'a' ? t.paa : t.pad
  const gd = col === 'a' ? t.pad : t.pdd
  t.a += (ga * residual) / den
  t.d += (gd * residual) / den
  const k = rate / den
  t.paa -= k * ga * ga
  t.pad -= k * ga * gd
  t.pdd -= k * gd * gd
}

export class KalmanBook {
  private readonly pools = new Map<string, Pool>()
  /** Pool of each team's most recent match (for carrying a state to another division). */
  private readonly lastPool = new Map<string, string>()

  constructor(readonly params: KalmanParams = KALMAN_DEFAULTS) {}

  private pool(competition: string): Pool {
    let p = this.pools.get(competition)
    if (!p) {
      p = { teams: new Map(), level: START_LEVEL, home: START_HOME, seasons: new Set() }
      this.pools.set(competition, p)
    }
    return p
  }

  /** The state a team would have in `competition` for a match on `date` of `season` (not stored). */
  private entering(pool: Pool, competition: string, id: string, season: string, date: string): TeamState {
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
      const shift = params.divisionGap * (here.tier - there.tier)
      const c = params.strengthCorrelation
      const v = params.carryVariance
      return {
        a: src.a + shift,
        d: src.d - shift,
        paa: src.paa + v,
        pad: src.pad - c * v,
        pdd: src.pdd + v,
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
      paa: v,
      pad: -params.strengthCorrelation * v,
      pdd: v,
      season,
      lastDate: date,
    }
  }

  /** A team's state brought forward to a match: entry, idle and new-season variance. */
  private forward(pool: Pool, competition: string, id: string, season: string, date: string): TeamState {
    const t = this.entering(pool, competition, id, season, date)
    const grow = this.params.dailyVariance * Math.max(0, daysBetween(t.lastDate, date))
    const newSeason = t.season !== season
    const seasonal = newSeason ? this.params.seasonVariance : 0
    if (newSeason) {
      t.a *= 1 - this.params.seasonRegress
      t.d *= 1 - this.params.seasonRegress
    }
    const g = grow + seasonal
    t.paa += g
    t.pdd += g
    t.pad -= this.params.strengthCorrelation * g
    t.season = season
    t.lastDate = date
    return t
  }

  /** Expected goals of a fixture from the current states (nothing is updated). */
  rates(match: Pick<MatchRecord, 'competition' | 'season' | 'date' | 'homeTeamId' | 'awayTeamId'>): KalmanRates {
    const pool = this.pools.get(match.competition) ?? {
      teams: new Map(),
      level: START_LEVEL,
      home: START_HOME,
      seasons: new Set<string>(),
    }
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
          this.lastPool.set(m.homeTeamId, m.competition)
          this.lastPool.set(m.awayTeamId, m.competition)
          const rh = (m.homeGoals as number) - lambda
          const denH = 1 + lambda * (h.paa + a.pdd)
          observeTeam(h, 'a', rh, lambda, denH)
          observeTeam(a, 'd', rh, lambda, denH)
          // The away count is judged against the rate after the home count's update.
          const mu2 = Math.exp(pool.level - pool.home + a.a + h.d)
          const ra = (m.awayGoals as number) - mu2
          const denA = 1 + mu2 * (a.paa + h.pdd)
          observeTeam(a, 'a', ra, mu2, denA)
          observeTeam(h, 'd', ra, mu2, denA)
          pool.level += (params.levelStep * ((m.homeGoals as number) - lambda + (m.awayGoals as number) - mu)) / 2
          pool.home += (params.homeStep * ((m.homeGoals as number) - lambda - ((m.awayGoals as number) - mu))) / 2
        })
      }
      for (const m of day) this.pool(m.competition).seasons.add(m.season)
      for (const u of updates) u()
      i = j
    }
    return out
  }
}

/** Pre-match expected home and away goals of every finished match, by match id. */
export function kalmanPreMatch(matches: MatchRecord[], params: KalmanParams = KALMAN_DEFAULTS): Map<string, KalmanRates> {
  return new KalmanBook(params).apply(matches)
}
