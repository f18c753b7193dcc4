/**
 * League standings from finished results: 3/1/0 points, then goal difference, goals scored and
 * name. Head-to-head tiebreaks (La Liga, Serie A) and split or halved-points phases (Scotland,
 * Austria, Belgium) are not modelled; the writer says so where they apply.
 */
import type { MatchRecord } from '../types.ts'

export interface StandingRow {
  position: number
  teamId: string
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
  points: number
  /** Last five results, newest first (`WDLWW`). */
  form: string
}

/** Competitions whose season ends in a championship/relegation split or halves points. */
export const SPLIT_SEASON = new Set(['sco.1', 'at.1', 'be.1', 'gr.1', 'dk.1', 'ch.1'])

/** Rows in table order; `results` are the season's finished matches in kick-off order. */
export function computeStandings(results: MatchRecord[], teamName: (id: string) => string): StandingRow[] {
  const rows = new Map<string, Omit<StandingRow, 'position' | 'form'> & { last: string[] }>()
  const row = (teamId: string) => {
    let r = rows.get(teamId)
    if (!r) {
      r = { teamId, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, last: [] }
      rows.set(teamId, r)
    }
    return r
  }
  for (const m of results) {
    if (m.status !== 'finished' || m.homeGoals === null || m.awayGoals === null) continue
    const sides: [string, number, number][] = [
      [m.homeTeamId, m.homeGoals, m.awayGoals],
      [m.awayTeamId, m.awayGoals, m.homeGoals],
    ]
    for (const [team, gf, ga] of sides) {
      const r = row(team)
      r.played += 1
      r.goalsFor += gf
      r.goalsAgainst += ga
      const result = gf > ga ? 'W' : gf === ga ? 'D' : 'L'
      if (result === 'W') r.won += 1
      else if (result === 'D') r.drawn += 1
      else r.lost += 1
      r.points += result === 'W' ? 3 : result === 'D' ? 1 : 0
      r.last.push(result)
    }
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        b.goalsFor - a.goalsFor ||
        teamName(a.teamId).localeCompare(teamName(b.teamId)),
    )
    .map(({ last, ...r }, i) => ({ ...r, position: i + 1, form: last.slice(-5).reverse().join('') }))
}
