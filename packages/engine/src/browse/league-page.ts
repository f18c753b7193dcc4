/**
 * A league's page: the table after N of M rounds, the season simulated from today (the same
 * simulation the outright answers use) and the season's matches by round. Cups get their matches
 * by round only: a table means nothing there.
 */

import { isDomesticLeague } from '../model/global-dc.ts'
import type { ReportContext } from '../report/context.ts'
import { promotionPlaces, relegationPlaces, simulateSeason } from '../report/simulate-season.ts'
import { computeStandings, SPLIT_SEASON, type StandingRow } from '../report/standings.ts'
import type { WorldIndex } from '../report/world-index.ts'
import type { FixturePrediction, MatchRecord } from '../types.ts'
import type { LeaguePage, TableSpot } from './browse-types.ts'
import { competitionRef, fixtureLine } from './fixture-line.ts'

/** What the page builders share: the index, memoised prices, the day, each team's matches. */
export interface BrowseWorld {
  index: WorldIndex
  predict(m: MatchRecord): FixturePrediction
  today: string
  /** Every match of a team, in kick-off order. */
  teamMatches(id: string): MatchRecord[]
  teamExists(id: string): boolean
}

/** The season a competition's page shows: the one of its newest result, else of its first fixture. */
export function currentSeason(w: BrowseWorld, code: string): string | undefined {
  const last = w.index.lastResult(code)
  if (last)
    return w.index.matchesBetween(last, last).find((m) => m.competition === code && m.status === 'finished')?.season
  const first = w.index.scheduledDates.find((d) =>
    w.index.matchesBetween(d, d).some((m) => m.competition === code && m.status === 'scheduled'),
  )
  return first ? w.index.matchesBetween(first, first).find((m) => m.competition === code)?.season : undefined
}

export function seasonStandings(w: BrowseWorld, code: string, season: string): StandingRow[] {
  const finished = w.index.seasonMatches(code, season).filter((m) => m.status === 'finished')
  return computeStandings(finished, w.index.teamName)
}

/** A team's place in a league's current table (null for a cup or a team not in it). */
export function tableSpot(w: BrowseWorld, teamId: string, code: string): TableSpot | null {
  const league = isDomesticLeague(code) ? code : leagueOf(w, teamId)
  if (!league) return null
  const season = currentSeason(w, league)
  if (!season) return null
  const rows = seasonStandings(w, league, season)
  const row = rows.find((r) => r.teamId === teamId)
  if (!row) return null
  return {
    competition: competitionRef(w.index, league),
    position: row.position,
    of: rows.length,
    points: row.points,
    played: row.played,
  }
}

/** The league of a team's newest league result (its division now). */
export function leagueOf(w: BrowseWorld, teamId: string): string | undefined {
  const list = w.teamMatches(teamId)
  for (let i = list.length - 1; i >= 0; i--) {
    const m = list[i] as MatchRecord
    if (m.status === 'finished' && isDomesticLeague(m.competition)) return m.competition
  }
  return list.findLast((m) => isDomesticLeague(m.competition))?.competition
}

export function leaguePage(w: BrowseWorld, code: string): LeaguePage | null {
  if (!w.index.hasCompetition(code)) return null
  const season = currentSeason(w, code)
  if (!season) return null
  const all = w.index.seasonMatches(code, season)
  const isLeague = isDomesticLeague(code)
  const standings = isLeague ? seasonStandings(w, code, season) : []
  const perTeam = new Map<string, number>()
  for (const m of all) for (const t of [m.homeTeamId, m.awayTeamId]) perTeam.set(t, (perTeam.get(t) ?? 0) + 1)
  const simulation = isLeague ? simulateSeason(reportContext(w), code) : null
  const ids = new Map<string, string>()
  for (const t of perTeam.keys()) ids.set(w.index.teamName(t), t)
  return {
    competition: competitionRef(w.index, code),
    season,
    roundsPlayed: Math.max(0, ...standings.map((r) => r.played)),
    roundsTotal: Math.max(0, ...perTeam.values()),
    table: standings.map((r) => ({
      position: r.position,
      team: { id: r.teamId, name: w.index.teamName(r.teamId) },
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      points: r.points,
      form: r.form,
    })),
    projection:
      simulation && simulation.table.remaining > 0 && simulation.table.season === season
        ? {
            simulations: simulation.table.simulations,
            remaining: simulation.table.remaining,
            split: SPLIT_SEASON.has(code),
            rows: simulation.table.rows.map((row) => ({ ...row, teamId: ids.get(row.team) ?? '' })),
          }
        : null,
    relegationPlaces: isLeague ? relegationPlaces(code) : 0,
    promotionPlaces: isLeague ? promotionPlaces(code) : 0,
    rounds: byRound(all).map(({ name, matches }) => ({
      name,
      fixtures: matches.map((m) => fixtureLine(m, w.index, w.predict, w.today)),
    })),
  }
}

/** Matches grouped by the source's round names in order of play; weeks where it names none. */
function byRound(matches: MatchRecord[]): { name: string; matches: MatchRecord[] }[] {
  const groups = new Map<string, MatchRecord[]>()
  for (const m of matches) {
    const name = m.round ?? `Week of ${mondayOf(m.date)}`
    const list = groups.get(name)
    if (list) list.push(m)
    else groups.set(name, [m])
  }
  return [...groups].map(([name, list]) => ({ name, matches: list }))
}

function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  return d.toISOString().slice(0, 10)
}

/** The report context the season simulation reads (only the world, prices and the day). */
function reportContext(w: BrowseWorld): ReportContext {
  return {
    world: w.index,
    predict: w.predict,
    now: `${w.today}T12:00:00.000Z`,
    today: w.today,
    zonesShown: new Set(),
    parts: [],
    userDate: (m) => m.date,
    deep: false,
    freshness: { lastResultDate: null, label: '' },
  }
}
