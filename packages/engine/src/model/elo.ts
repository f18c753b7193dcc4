import type { MatchRecord } from '../types.ts'

/**
 * Elo ratings per competition (a team's Championship rating and Premier League rating live on
 * different scales, so each competition keeps its own pool):
 * - goal-difference-aware K (World Football Elo: ×1 for a one-goal margin, ×1.5 for two,
 *   ×(11+gd)/8 beyond), home advantage in rating points;
 * - at a team's first match of a new season its rating regresses toward the pool mean;
 * - a team new to the pool enters `newTeamOffset` below the pool mean (usually a promoted side);
 * - matches are applied date by date: every pre-match rating of a date is read before any result
 *   of that date is applied, so a rating only ever reflects strictly earlier dates.
 */

export interface EloParams {
  k: number
  home: number
  regress: number
  newTeamOffset: number
}

export const ELO_START = 1500

interface PoolState {
  ratings: Map<string, number>
  season: Map<string, string>
  seasons: Set<string>
}

export interface EloSnapshot {
  /** Pre-match home and away ratings of a finished match (by match id), home advantage excluded. */
  preMatch: Map<string, { home: number; away: number }>
}

export class EloBook {
  private readonly pools = new Map<string, PoolState>()
  /** Matches seen per team in each pool, for the ratings view. */
  private readonly played = new Map<string, number>()

  constructor(readonly params: EloParams) {}

  private pool(competition: string): PoolState {
    let p = this.pools.get(competition)
    if (!p) {
      p = { ratings: new Map(), season: new Map(), seasons: new Set() }
      this.pools.set(competition, p)
    }
    return p
  }

  /** Mean over teams active in the pool's last two seasons (relegated clubs drop out of it). */
  private mean(p: PoolState): number {
    const recent = [...p.seasons].sort().slice(-2)
    let s = 0
    let c = 0
    for (const [team, r] of p.ratings) {
      const season = p.season.get(team)
      if (recent.length === 0 || (season !== undefined && recent.includes(season))) {
        s += r
        c++
      }
    }
    return c > 0 ? s / c : ELO_START
  }

  /** Rating of a team in a competition as of now, applying entry/season rules without mutating. */
  rating(competition: string, team: string, season?: string): number {
    const p = this.pools.get(competition)
    if (!p) return ELO_START
    const r = p.ratings.get(team)
    const mean = this.mean(p)
    if (r === undefined) return p.seasons.size > 0 ? mean - this.params.newTeamOffset : ELO_START
    if (season !== undefined && p.season.get(team) !== season) return mean + (r - mean) * (1 - this.params.regress)
    return r
  }

  matchesPlayed(competition: string, team: string): number {
    return this.played.get(`${competition}|${team}`) ?? 0
  }

  private enter(p: PoolState, team: string, season: string): number {
    const r = p.ratings.get(team)
    const mean = this.mean(p)
    let v: number
    if (r === undefined) v = p.seasons.size > 0 && !p.seasons.has(season) ? mean - this.params.newTeamOffset : mean
    else if (p.season.get(team) !== season) v = mean + (r - mean) * (1 - this.params.regress)
    else v = r
    if (p.ratings.size === 0) v = ELO_START
    p.ratings.set(team, v)
    p.season.set(team, season)
    return v
  }

  /**
   * Apply finished matches (any order; they are grouped by date). Returns each match's pre-match
   * ratings. Matches must be later than anything applied before.
   */
  apply(matches: MatchRecord[]): EloSnapshot {
    const preMatch = new Map<string, { home: number; away: number }>()
    const finished = matches
      .filter((m) => m.status === 'finished' && m.homeGoals !== null && m.awayGoals !== null)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    let i = 0
    while (i < finished.length) {
      const date = (finished[i] as MatchRecord).date
      let j = i
      while (j < finished.length && (finished[j] as MatchRecord).date === date) j++
      const day = finished.slice(i, j)
      const updates: { p: PoolState; team: string; delta: number }[] = []
      for (const m of day) {
        const p = this.pool(m.competition)
        const rh = this.enter(p, m.homeTeamId, m.season)
        const ra = this.enter(p, m.awayTeamId, m.season)
        preMatch.set(m.id, { home: rh, away: ra })
        const expected = 1 / (1 + 10 ** (-(rh + this.params.home - ra) / 400))
        const hg = m.homeGoals as number
        const ag = m.awayGoals as number
        const score = hg > ag ? 1 : hg === ag ? 0.5 : 0
        const gd = Math.abs(hg - ag)
        const mult = gd <= 1 ? 1 : gd === 2 ? 1.5 : (11 + gd) / 8
        const delta = this.params.k * mult * (score - expected)
        updates.push({ p, team: m.homeTeamId, delta }, { p, team: m.awayTeamId, delta: -delta })
      }
      for (const m of day) {
        this.pool(m.competition).seasons.add(m.season)
        for (const t of [m.homeTeamId, m.awayTeamId]) {
          const key = `${m.competition}|${t}`
          this.played.set(key, (this.played.get(key) ?? 0) + 1)
        }
      }
      for (const u of updates) u.p.ratings.set(u.team, (u.p.ratings.get(u.team) as number) + u.delta)
      i = j
    }
    return { preMatch }
  }
}

/** Elo difference used by the 1X2 draw model, in units of 400 points, home advantage included. */
export function eloFeature(home: number, away: number, params: EloParams): number {
  return (home + params.home - away) / 400
}
