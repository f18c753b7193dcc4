/**
 * "Which teams are in form in the Bundesliga", "Premier League form table": the league ranked by
 * each club's last FORM_GAMES league results of the current season (3/1/0 points, then goal
 * difference, then goals scored), the way bettors' form tables do. Figures come from the same
 * results as the standings; a club with fewer games is ranked on what it has.
 */

import type { MatchRecord } from '../types.ts'
import { plural } from './format.ts'
import { resultFor, tally } from './season-record.ts'
import type { StandingRow } from './standings.ts'

/** The usual form-table window. */
export const FORM_GAMES = 6

/** A standings row over the club's last FORM_GAMES results; `form` holds all of them, newest first. */
export type FormRow = Omit<StandingRow, 'position'>

/** Rows in form order; `results` are the season's finished matches (any order). */
export function computeFormTable(results: MatchRecord[], teamName: (id: string) => string): FormRow[] {
  const byTeam = new Map<string, MatchRecord[]>()
  for (const m of results) {
    if (m.status !== 'finished' || m.homeGoals === null || m.awayGoals === null) continue
    for (const team of [m.homeTeamId, m.awayTeamId]) byTeam.set(team, [...(byTeam.get(team) ?? []), m])
  }
  const rows: FormRow[] = []
  for (const [teamId, matches] of byTeam) {
    const last = [...matches].sort((a, b) => b.kickoff.localeCompare(a.kickoff)).slice(0, FORM_GAMES)
    // Newest first, as the form string reads.
    const t = tally(last, teamId)
    const form = last.map((m) => resultFor(m, teamId)).join('')
    const row: FormRow = {
      teamId,
      played: t.played,
      won: t.won,
      drawn: t.drawn,
      lost: t.lost,
      goalsFor: t.scored,
      goalsAgainst: t.conceded,
      points: 3 * t.won + t.drawn,
      form,
    }
    rows.push(row)
  }
  return rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      teamName(a.teamId).localeCompare(teamName(b.teamId)),
  )
}

/** The headline and the table of a form question. */
export function renderFormTable(rows: FormRow[], asked: string[], teamName: (id: string) => string): string[] {
  const best = rows[0]
  const worst = rows[rows.length - 1]
  const lines: string[] = []
  if (best && worst && best !== worst)
    lines.push(
      `**In form: ${teamName(best.teamId)}**, ${plural(best.points, 'point')} from their last ${plural(best.played, 'game')} (${best.form}). **Out of form: ${teamName(worst.teamId)}**, ${plural(worst.points, 'point')} (${worst.form}).`,
    )
  lines.push(
    '',
    `| Pos | Team | P | W | D | L | GF | GA | GD | Pts | Form (newest first) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  )
  rows.forEach((r, i) => {
    const gd = r.goalsFor - r.goalsAgainst
    const team = asked.includes(r.teamId) ? `**${teamName(r.teamId)}**` : teamName(r.teamId)
    lines.push(
      `| ${i + 1} | ${team} | ${r.played} | ${r.won} | ${r.drawn} | ${r.lost} | ${r.goalsFor} | ${r.goalsAgainst} | ${gd > 0 ? `+${gd}` : gd} | ${r.points} | ${r.form} |`,
    )
  })
  return lines
}
