import type { MatchRecord } from '../types.ts'

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
 * pool's average. Matches are applied date by date, so a pre-match rate reflects strictly earlier
 * dates only. Measured and dropped (docs/model-card.md): correlated attack/concede updates, a
 * season-start pull toward the average, and ρ taken from the league's Dixon–Coles fit.
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
  /**
   * Weight of a cup or European match as evidence about the two clubs' league ratings (1 = as much
   * as a league match; 0 = cups kept in pools of their own, as before). See `crossUpdate`.
   */
  crossWeight: number
  /** Prior variance of a league's strength offset on the one scale (learned from matches between leagues). */
  offsetVariance: number
  /** Growth of a league offset's variance per day (leagues change slowly). */
  offsetDailyVariance: number
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
  crossWeight: 0,
  offsetVariance: 0.05,
  offsetDailyVariance: 0.00001,
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
}

export interface KalmanRates {
  lambda: number
  mu: number
  /** The pool's log goal level (the centre a team's goal style is measured from). */
  level?: number
}

/** A new pool starts at 1.5 home and 1.15 away goals a match (log scale: mean level ± home advantage). */
const START_LEVEL = Math.log(Math.sqrt(1.5 * 1.15))
const START_HOME = Math.log(1.5 / 1.15) / 2

const emptyPool = (): Pool => ({ teams: new Map(), level: START_LEVEL, home: START_HOME, seasons: new Set() })

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000

/** `xx.2` → country `xx`, division 2; anything else (cups) has no division and never carries. */
function division(competition: string): { country: string; tier: number } | null {
  const m = /^([a-z]+)\.(\d)$/.exec(competition)
  return m ? { country: m[1] as string, tier: Number(m[2]) } : null
}

/** A league's strength offset on the one scale: + attack, − concede for its clubs in matches between leagues. */
interface Offset {
  s: number
  v: number
  lastDate: string
}

interface Side {
  id: string
  pool: Pool
  state: TeamState
  league?: string
  offset?: Offset
}

interface Sides {
  cup: Pool
  home: Side
  away: Side
  lambda: number
  mu: number
}

type Term = { x: TeamState; key: 'a' | 'd'; sign: number } | { x: Offset; key: 's'; sign: number }

const varianceKey = { a: 'va', d: 'vd', s: 'v' } as const

/**
 * Joint Kalman update of the ratings whose signed sum (plus the league's levels) is a log rate, from
 * one goal count. `weight` scales the observation's information (1 for a league match).
 */
function observe(terms: Term[], residual: number, rate: number, weight: number): void {
  if (weight <= 0) return
  const rec = terms as unknown as { x: Record<string, number>; key: 'a' | 'd' | 's'; sign: number }[]
  let total = 0
  for (const t of rec) total += t.x[varianceKey[t.key]] as number
  const scale = weight / (1 + weight * total * rate)
  for (const t of rec) {
    const vk = varianceKey[t.key]
    const v = t.x[vk] as number
    t.x[t.key] = (t.x[t.key] as number) + t.sign * v * scale * residual
    t.x[vk] = v - v * v * rate * scale
  }
}

export class KalmanBook {
  private readonly pools = new Map<string, Pool>()
  /** League division of each team's most recent league match (for carrying a state to another division). */
  private readonly lastPool = new Map<string, string>()
  /** Strength offset of each league on the one scale (cup and European matches teach it). */
  private readonly offsets = new Map<string, Offset>()

  constructor(readonly params: KalmanParams = KALMAN_DEFAULTS) {}

  private pool(competition: string): Pool {
    let p = this.pools.get(competition)
    if (!p) {
      p = emptyPool()
      this.pools.set(competition, p)
    }
    return p
  }

  /** The pool if it exists, else a fresh one that is not stored (pricing must not change the book). */
  private peek(competition: string): Pool {
    return this.pools.get(competition) ?? emptyPool()
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

  /** A league's strength offset on the one scale, brought forward to `date` (not stored). */
  private offset(league: string, date: string): Offset {
    const o = this.offsets.get(league)
    if (!o) {
      // A lower division starts where carrying between divisions puts it: `divisionGap` per tier down.
      const d = division(league)
      return { s: d ? -this.params.divisionGap * (d.tier - 1) : 0, v: this.params.offsetVariance, lastDate: date }
    }
    const grow = this.params.offsetDailyVariance * Math.max(0, daysBetween(o.lastDate, date))
    return { s: o.s, v: o.v + grow, lastDate: date }
  }

  /**
   * Both sides of a match brought forward, with where each state lives. In a league match both
   * live in its pool and no offsets apply. In a cup or European match (when `crossWeight` > 0) a
   * club with a league lives in its league's pool and carries that league's offset; a club with
   * no league in the data is rated in the cup's own pool at offset 0.
   */
  private sides(m: Pick<MatchRecord, 'competition' | 'season' | 'date' | 'homeTeamId' | 'awayTeamId'>): Sides {
    const cup = this.peek(m.competition)
    const side = (id: string): Side => {
      const league = this.params.crossWeight > 0 && !division(m.competition) ? this.lastPool.get(id) : undefined
      if (!league) return { id, pool: cup, state: this.forward(cup, m.competition, id, m.season, m.date) }
      const pool = this.peek(league)
      return {
        id,
        pool,
        state: this.forward(pool, league, id, m.season, m.date),
        league,
        offset: this.offset(league, m.date),
      }
    }
    const home = side(m.homeTeamId)
    const away = side(m.awayTeamId)
    // Clubs of one league: their offsets cancel, and must not be updated against each other.
    const gap = home.league && home.league === away.league ? 0 : (home.offset?.s ?? 0) - (away.offset?.s ?? 0)
    return {
      cup,
      home,
      away,
      lambda: Math.exp(cup.level + cup.home + home.state.a + away.state.d + gap),
      mu: Math.exp(cup.level - cup.home + away.state.a + home.state.d - gap),
    }
  }

  /** Expected goals of a fixture from the current states (nothing is updated). */
  rates(match: Pick<MatchRecord, 'competition' | 'season' | 'date' | 'homeTeamId' | 'awayTeamId'>): KalmanRates {
    const { lambda, mu } = this.sides(match)
    return { lambda, mu }
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
        this.pool(m.competition)
        const x = this.sides(m)
        const { cup, home, away, lambda, mu } = x
        out.set(m.id, { lambda, mu, level: cup.level })
        updates.push(() => {
          home.pool.teams.set(home.id, home.state)
          away.pool.teams.set(away.id, away.state)
          const league = division(m.competition)
          // Only league divisions count as a team's home pool: a cup tie must not hide a promotion.
          if (league) {
            this.lastPool.set(m.homeTeamId, m.competition)
            this.lastPool.set(m.awayTeamId, m.competition)
          }
          const rh = (m.homeGoals as number) - lambda
          const ra = (m.awayGoals as number) - mu
          const cross = !league && (home.pool !== cup || away.pool !== cup)
          const w = cross ? params.crossWeight : 1
          const offsets = cross && home.league !== away.league
          const hs = offsets ? home.offset : undefined
          const as = offsets ? away.offset : undefined
          observe(
            [
              { x: home.state, key: 'a', sign: 1 },
              { x: away.state, key: 'd', sign: 1 },
              ...(hs ? [{ x: hs, key: 's' as const, sign: 1 }] : []),
              ...(as ? [{ x: as, key: 's' as const, sign: -1 }] : []),
            ],
            rh,
            lambda,
            w,
          )
          observe(
            [
              { x: away.state, key: 'a', sign: 1 },
              { x: home.state, key: 'd', sign: 1 },
              ...(as ? [{ x: as, key: 's' as const, sign: 1 }] : []),
              ...(hs ? [{ x: hs, key: 's' as const, sign: -1 }] : []),
            ],
            ra,
            mu,
            w,
          )
          if (hs && home.league) this.offsets.set(home.league, hs)
          if (as && away.league) this.offsets.set(away.league, as)
          cup.level += (params.levelStep * (rh + ra)) / 2
          cup.home += (params.homeStep * (rh - ra)) / 2
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
export function kalmanPreMatch(
  matches: MatchRecord[],
  params: KalmanParams = KALMAN_DEFAULTS,
): Map<string, KalmanRates> {
  return new KalmanBook(params).apply(matches)
}
