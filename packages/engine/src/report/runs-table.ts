/**
 * "Longest unbeaten run in the Prem", "who's on a winning streak in La Liga", "teams without a win
 * in the Bundesliga": each club's current runs in the league this season, counted back from its
 * latest result, and the longest unbeaten run any club put together this season. Figures come
 * from the same results as the standings; a run that reaches the season's first game is said to.
 */

import { longDate } from '../parser/calendar.ts'
import type { MatchRecord } from '../types.ts'
import { listJoin, plural } from './format.ts'
import { resultFor } from './season-record.ts'

export type RunKind = 'unbeaten' | 'winning' | 'winless' | 'losing'

export interface RunsRow {
  teamId: string
  played: number
  /** Current runs, counted back from the newest result. */
  unbeaten: number
  winning: number
  winless: number
  losing: number
  /** The longest unbeaten run of the season so far, ended or not. */
  longestUnbeaten: number
  /** The result that ended the current unbeaten run, if one did. */
  lastDefeat?: { date: string; opponentId: string }
  /** The last win before the current winless run, if any. */
  lastWin?: { date: string; opponentId: string }
  /** Newest first. */
  form: string
}

/** The run of results from the newest back while `keeps` holds. */
function runLength(outcomes: string[], keeps: (o: string) => boolean): number {
  const stop = outcomes.findIndex((o) => !keeps(o))
  return stop === -1 ? outcomes.length : stop
}

/** Each club's runs over the season's finished `results` (any order). */
export function computeRuns(results: MatchRecord[]): RunsRow[] {
  const byTeam = new Map<string, MatchRecord[]>()
  for (const m of results) {
    if (m.status !== 'finished' || m.homeGoals === null || m.awayGoals === null) continue
    for (const team of [m.homeTeamId, m.awayTeamId]) byTeam.set(team, [...(byTeam.get(team) ?? []), m])
  }
  const rows: RunsRow[] = []
  for (const [teamId, matches] of byTeam) {
    const newestFirst = [...matches].sort((a, b) => b.kickoff.localeCompare(a.kickoff))
    const outcomes = newestFirst.map((m) => resultFor(m, teamId))
    const opponent = (m: MatchRecord) => (m.homeTeamId === teamId ? m.awayTeamId : m.homeTeamId)
    const unbeaten = runLength(outcomes, (o) => o !== 'L')
    const winless = runLength(outcomes, (o) => o !== 'W')
    let longestUnbeaten = 0
    let current = 0
    for (const o of [...outcomes].reverse()) {
      current = o === 'L' ? 0 : current + 1
      longestUnbeaten = Math.max(longestUnbeaten, current)
    }
    const defeat = newestFirst[unbeaten]
    const win = newestFirst[winless]
    rows.push({
      teamId,
      played: matches.length,
      unbeaten,
      winning: runLength(outcomes, (o) => o === 'W'),
      winless,
      losing: runLength(outcomes, (o) => o === 'L'),
      longestUnbeaten,
      ...(defeat ? { lastDefeat: { date: defeat.date, opponentId: opponent(defeat) } } : {}),
      ...(win ? { lastWin: { date: win.date, opponentId: opponent(win) } } : {}),
      form: outcomes.slice(0, 6).join(''),
    })
  }
  return rows
}

const TITLES: Record<RunKind, string> = {
  unbeaten: 'Longest unbeaten run now',
  winning: 'Longest winning run now',
  winless: 'Longest run without a win now',
  losing: 'Longest losing run now',
}

/** The headline for the run asked for, the season's longest unbeaten run, and the table sorted by it. */
export function renderRuns(
  rows: RunsRow[],
  kind: RunKind,
  asked: string[],
  teamName: (id: string) => string,
): string[] {
  const ranked = [...rows].sort(
    (a, b) =>
      b[kind] - a[kind] ||
      b.longestUnbeaten - a.longestUnbeaten ||
      teamName(a.teamId).localeCompare(teamName(b.teamId)),
  )
  const best = ranked[0]
  const lines: string[] = []
  if (!best) return lines
  const leaders = ranked.filter((r) => r[kind] === best[kind])
  const since = (r: RunsRow): string => {
    const ended = kind === 'unbeaten' ? r.lastDefeat : kind === 'winless' ? r.lastWin : undefined
    if (r[kind] === r.played) return ' (every game of the season)'
    if (!ended) return ''
    const what = kind === 'unbeaten' ? 'last defeat' : 'last win'
    return ` (${what}: ${teamName(ended.opponentId)}, ${longDate(ended.date)})`
  }
  lines.push(
    best[kind] === 0
      ? `**${TITLES[kind]}: none.** No club is on such a run.`
      : `**${TITLES[kind]}: ${listJoin(leaders.map((r) => teamName(r.teamId)))}**, ${plural(best[kind], 'league game')}${leaders.length === 1 ? since(best) : ' each'}.`,
  )
  const season = [...rows].sort((a, b) => b.longestUnbeaten - a.longestUnbeaten)[0]
  if (season && kind === 'unbeaten' && season.longestUnbeaten > best.unbeaten)
    lines.push(
      `The season's longest unbeaten run so far: ${teamName(season.teamId)}, ${plural(season.longestUnbeaten, 'game')}.`,
    )
  lines.push(
    '',
    '| Team | P | Unbeaten | Won in a row | Without a win | Lost in a row | Form (newest first) |',
    '|---|---|---|---|---|---|---|',
  )
  for (const r of ranked) {
    const team = asked.includes(r.teamId) ? `**${teamName(r.teamId)}**` : teamName(r.teamId)
    lines.push(`| ${team} | ${r.played} | ${r.unbeaten} | ${r.winning} | ${r.winless} | ${r.losing} | ${r.form} |`)
  }
  return lines
}
