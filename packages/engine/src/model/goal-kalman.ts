import type { MatchRecord } from '../types.ts'

/**
 * A dynamic-strength goal model (an evaluation variant, not used by the product; see
 * docs/model-card.md, "measured and not kept"). Each team has an attack and a concede rating on the
 * log-goal scale of its competition, each with its own variance:
 *   log λ_home = league home level + attack(home) + concede(away), likewise for the away side;
 * after a match both ratings behind each rate move by a Kalman-style step on the Poisson residual
 * (goals − rate): the step is the rating's variance over (1 + total variance · rate), and the
 * variance shrinks by the same information. Variance grows by `dailyVariance` per idle day and
 * `seasonVariance` at a team's first match of a season, so new, idle or post-summer teams move
 * faster than settled ones. Pools are per competition; matches are applied date by date, so a
 * pre-match rate reflects strictly earlier dates only.
 */

export interface KalmanParams {
  dailyVariance: number
  seasonVariance: number
  /** Variance of a team's ratings when it enters a pool. */
  initialVariance: number
  /** A team new to a pool that already has a season enters this much weaker in attack and in concede. */
  promotedOffset: number
  /** Step of the league home/away goal levels per goal of residual. */
  levelStep: number
}

/** Best of a small grid on the tuning seasons (`npx tsx packages/engine/src/cli/tune.ts --step kalman`). */
export const KALMAN_DEFAULTS: KalmanParams = {
  dailyVariance: 0.00003,
  seasonVariance: 0.005,
  initialVariance: 0.02,
  promotedOffset: 0.15,
  levelStep: 0.002,
}

interface Rating {
  value: number
  variance: number
}

interface TeamState {
  attack: Rating
  concede: Rating
  season: string
  lastDate: string
}

interface Pool {
  teams: Map<string, TeamState>
  homeLevel: number
  awayLevel: number
  seasons: Set<string>
}

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000

/** Joint update of the two ratings whose sum is a log rate, from one Poisson observation. */
function observe(x: Rating, y: Rating, residual: number, rate: number): void {
  const total = x.variance + y.variance
  const scale = 1 / (1 + total * rate)
  x.value += x.variance * scale * residual
  y.value += y.variance * scale * residual
  x.variance -= x.variance * x.variance * rate * scale
  y.variance -= y.variance * y.variance * rate * scale
}

/** Pre-match expected home and away goals of every finished match, by match id. */
export function kalmanPreMatch(
  matches: MatchRecord[],
  params: KalmanParams = KALMAN_DEFAULTS,
): Map<string, { lambda: number; mu: number }> {
  const pools = new Map<string, Pool>()
  const out = new Map<string, { lambda: number; mu: number }>()
  const finished = matches
    .filter((m) => m.status === 'finished' && m.homeGoals !== null && m.awayGoals !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const team = (pool: Pool, id: string, m: MatchRecord): TeamState => {
    let t = pool.teams.get(id)
    if (!t) {
      const off = pool.seasons.size > 0 && !pool.seasons.has(m.season) ? params.promotedOffset : 0
      const v = params.initialVariance
      t = {
        attack: { value: -off, variance: v },
        concede: { value: off, variance: v },
        season: m.season,
        lastDate: m.date,
      }
      pool.teams.set(id, t)
    }
    const grow =
      params.dailyVariance * daysBetween(t.lastDate, m.date) + (t.season !== m.season ? params.seasonVariance : 0)
    t.attack.variance += grow
    t.concede.variance += grow
    t.season = m.season
    t.lastDate = m.date
    return t
  }
  let i = 0
  while (i < finished.length) {
    const date = (finished[i] as MatchRecord).date
    let j = i
    while (j < finished.length && (finished[j] as MatchRecord).date === date) j++
    const day = finished.slice(i, j)
    const updates: (() => void)[] = []
    for (const m of day) {
      let pool = pools.get(m.competition)
      if (!pool) {
        pool = { teams: new Map(), homeLevel: Math.log(1.5), awayLevel: Math.log(1.15), seasons: new Set() }
        pools.set(m.competition, pool)
      }
      const p = pool
      const h = team(p, m.homeTeamId, m)
      const a = team(p, m.awayTeamId, m)
      const lambda = Math.exp(p.homeLevel + h.attack.value + a.concede.value)
      const mu = Math.exp(p.awayLevel + a.attack.value + h.concede.value)
      out.set(m.id, { lambda, mu })
      const rh = (m.homeGoals as number) - lambda
      const ra = (m.awayGoals as number) - mu
      updates.push(() => {
        observe(h.attack, a.concede, rh, lambda)
        observe(a.attack, h.concede, ra, mu)
        p.homeLevel += params.levelStep * rh
        p.awayLevel += params.levelStep * ra
      })
    }
    for (const m of day) pools.get(m.competition)?.seasons.add(m.season)
    for (const u of updates) u()
    i = j
  }
  return out
}
