import type { MatchRecord, MatchStakes } from '../types.ts'

/**
 * What a league match means to each side (decision 106). Late in a season some clubs have nothing
 * left to play for: safe from relegation, out of the title race and out of reach of the European
 * places, or already champions or relegated. Against the goal models' expectation such a side
 * concedes clearly more and scores a little less (seasons 2014-15…2021-22 of the top five, sides
 * decided at the shipped tolerance: with the home side decided and the visitor not, the home side
 * took 0.461 of the points against 0.540 predicted, ± 0.018; the other way round 0.652 against
 * 0.587), and a match where both are decided has more goals at both ends. The models rate strength from results and cannot see this.
 *
 * A side is "decided" when, for every line of its league's table that matters (the title, the
 * Champions League and European places, the relegation places), it can no longer realistically end
 * on the other side of it. "Realistically": a club is credited with `tolerance` of the points still
 * open to it (1 = mathematically), counting from the table on the match's date (results of strictly
 * earlier dates; a season's fixture list gives its clubs and so its length, 2·(clubs − 1)).
 */

export interface StakesParams {
  /** Share of the points still open that a club is credited with when asking whether it can still cross a line. */
  tolerance: number
  /** Expected goals of a decided side's opponent are multiplied by 1 + concede. */
  concede: number
  /** Expected goals of a decided side are multiplied by this. */
  attack: number
}

/** Chosen on the tuning seasons (`npx tsx packages/engine/src/cli/tune.ts --step stakes`; docs/model-card.md, round 4). */
export const STAKES_DEFAULTS: StakesParams = { tolerance: 0.5, concede: 0.15, attack: 0.9 }

/**
 * Table positions where ending above or below matters, by competition. Top flights: first place,
 * the Champions League places (4), the European places (6) and the last place above relegation
 * (teams − 3, which counts a relegation play-off as relegation). Second divisions: automatic
 * promotion (2), the last promotion play-off place, and the last place clear of relegation and of
 * a relegation play-off (Serie B's play-out too). The Eredivisie and the Primeira Liga: the title,
 * the Champions League places (3), the last European place or European play-off place (8 in the
 * Netherlands, 5 in Portugal) and relegation with its play-off. Only the leagues this was measured
 * on: elsewhere formats differ (splits, championship rounds) and the adjustment is not applied.
 */
const LINES: Record<string, (teams: number) => number[]> = {
  'en.1': (n) => [1, 4, 6, n - 3],
  'de.1': (n) => [1, 4, 6, n - 3],
  'es.1': (n) => [1, 4, 6, n - 3],
  'it.1': (n) => [1, 4, 6, n - 3],
  'fr.1': (n) => [1, 4, 6, n - 3],
  'en.2': (n) => [2, 6, n - 3],
  'de.2': (n) => [2, 3, n - 3],
  'es.2': (n) => [2, 6, n - 4],
  'it.2': (n) => [2, 8, n - 5],
  'fr.2': (n) => [2, 5, n - 3],
  'nl.1': (n) => [1, 3, 8, n - 3],
  'pt.1': (n) => [1, 3, 5, n - 3],
}

const NOTHING_DECIDED: MatchStakes = { home: false, away: false }

interface Row {
  points: number
  played: number
}

interface Season {
  teams: string[]
  /** Finished matches, by date ascending. */
  results: MatchRecord[]
}

export class StakesBook {
  private readonly seasons = new Map<string, Season>()
  private readonly tables = new Map<string, Map<string, Row>>()

  /**
   * @param fixtures every match of the seasons (any status): the clubs of each season.
   * @param results the finished matches the table may use (the caller's cut-off already applied).
   */
  constructor(
    fixtures: MatchRecord[],
    results: MatchRecord[],
    private readonly params: StakesParams = STAKES_DEFAULTS,
  ) {
    for (const m of fixtures) {
      if (!LINES[m.competition]) continue
      const season = this.season(m)
      if (!season.teams.includes(m.homeTeamId)) season.teams.push(m.homeTeamId)
      if (!season.teams.includes(m.awayTeamId)) season.teams.push(m.awayTeamId)
    }
    for (const m of results) {
      if (!LINES[m.competition] || m.homeGoals === null || m.awayGoals === null) continue
      this.season(m).results.push(m)
    }
    for (const s of this.seasons.values()) s.results.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  }

  private season(m: MatchRecord): Season {
    const key = `${m.competition}|${m.season}`
    let s = this.seasons.get(key)
    if (!s) {
      s = { teams: [], results: [] }
      this.seasons.set(key, s)
    }
    return s
  }

  /** Which sides of `match` have nothing left to play for, from the table before its date. */
  stakes(match: MatchRecord): MatchStakes {
    const lines = LINES[match.competition]
    const season = this.seasons.get(`${match.competition}|${match.season}`)
    if (!lines || !season) return NOTHING_DECIDED
    const table = this.table(match, season)
    const games = 2 * (season.teams.length - 1)
    // A table that does not fit a double round robin (more games played than it has: a split or
    // extra rounds, or a fixture list the data holds only in part) says nothing reliable about
    // what is left.
    for (const row of table.values()) if (row.played > games) return NOTHING_DECIDED
    const home = table.get(match.homeTeamId)
    const away = table.get(match.awayTeamId)
    if (!home || !away) return NOTHING_DECIDED
    const ceiling = (row: Row) => row.points + this.params.tolerance * 3 * (games - row.played)
    const decided = (team: string, row: Row) =>
      lines(season.teams.length).every((line) => {
        let clearlyAbove = 0
        let canReach = 0
        for (const [other, o] of table) {
          if (other === team) continue
          if (o.points > ceiling(row)) clearlyAbove++
          if (ceiling(o) >= row.points) canReach++
        }
        const canFinishInside = clearlyAbove < line
        const canFinishOutside = canReach >= line
        return !(canFinishInside && canFinishOutside)
      })
    return { home: decided(match.homeTeamId, home), away: decided(match.awayTeamId, away) }
  }

  /** Expected goals adjusted for what the match means to each side (`stakes(match)`). */
  apply(s: MatchStakes, rates: { lambda: number; mu: number }): { lambda: number; mu: number } {
    if (!s.home && !s.away) return rates
    const { concede, attack } = this.params
    return {
      lambda: rates.lambda * (s.away ? 1 + concede : 1) * (s.home ? attack : 1),
      mu: rates.mu * (s.home ? 1 + concede : 1) * (s.away ? attack : 1),
    }
  }

  /** Points and games of every club of the match's season from results dated strictly before it (cached per date). */
  private table(match: MatchRecord, season: Season): Map<string, Row> {
    const key = `${match.competition}|${match.season}|${match.date}`
    const cached = this.tables.get(key)
    if (cached) return cached
    const table = new Map(season.teams.map((t) => [t, { points: 0, played: 0 }]))
    for (const m of season.results) {
      if (m.date >= match.date) break
      const h = table.get(m.homeTeamId)
      const a = table.get(m.awayTeamId)
      if (!h || !a) continue
      const hg = m.homeGoals as number
      const ag = m.awayGoals as number
      h.points += hg > ag ? 3 : hg === ag ? 1 : 0
      a.points += ag > hg ? 3 : hg === ag ? 1 : 0
      h.played++
      a.played++
    }
    this.tables.set(key, table)
    return table
  }
}
