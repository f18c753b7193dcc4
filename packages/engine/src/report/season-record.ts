/**
 * A club's league season so far (decision 419): "are Bayern unbeaten this season", "how many
 * goals do Bayern score per game at home", "Chelsea away record". Played, won, drawn, lost, goals
 * each way and per game, clean sheets and blanks, overall and at home and away, and a plain yes or
 * no to "unbeaten" with the defeat that ended it. Every figure is counted from the results in the
 * data, up to the day before the question.
 */
import { longDayDate } from '../parser/calendar.ts'
import type { MatchRecord } from '../types.ts'
import { clubLeague } from './club-league.ts'
import type { ReportContext } from './context.ts'
import { plural } from './format.ts'
import { staleNote } from './stale-note.ts'

export interface Tally {
  played: number
  won: number
  drawn: number
  lost: number
  scored: number
  conceded: number
  cleanSheets: number
  blanks: number
}

/** The club's result in one finished match: won, drawn or lost. */
export function resultFor(m: MatchRecord, teamId: string): 'W' | 'D' | 'L' {
  const home = m.homeTeamId === teamId
  const diff = ((home ? m.homeGoals : m.awayGoals) as number) - ((home ? m.awayGoals : m.homeGoals) as number)
  return diff > 0 ? 'W' : diff === 0 ? 'D' : 'L'
}

export function tally(matches: MatchRecord[], teamId: string): Tally {
  const t: Tally = { played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, cleanSheets: 0, blanks: 0 }
  for (const m of matches) {
    const home = m.homeTeamId === teamId
    const gf = (home ? m.homeGoals : m.awayGoals) as number
    const ga = (home ? m.awayGoals : m.homeGoals) as number
    t.played++
    t.scored += gf
    t.conceded += ga
    if (gf > ga) t.won++
    else if (gf === ga) t.drawn++
    else t.lost++
    if (ga === 0) t.cleanSheets++
    if (gf === 0) t.blanks++
  }
  return t
}

const perGame = (n: number, games: number) => (games > 0 ? (n / games).toFixed(2) : '0')

function row(label: string, t: Tally): string {
  return `| ${label} | ${t.played} | ${t.won} | ${t.drawn} | ${t.lost} | ${t.scored} (${perGame(t.scored, t.played)}) | ${t.conceded} (${perGame(t.conceded, t.played)}) | ${t.cleanSheets} | ${t.blanks} |`
}

/** The record section, or null when the data has no league result for the club this season. */
export function seasonRecordSection(
  ctx: ReportContext,
  teamId: string,
  before: string,
  venue?: 'home' | 'away',
): string[] | null {
  const w = ctx.world
  const code = clubLeague(w, teamId, before)
  const last = code ? w.recentMatches(teamId, before, 60).find((m) => m.competition === code) : undefined
  if (!code || !last) return null
  const games = w
    .seasonMatches(code, last.season)
    .filter(
      (m) =>
        m.status === 'finished' &&
        m.date < before &&
        m.homeGoals !== null &&
        m.awayGoals !== null &&
        (m.homeTeamId === teamId || m.awayTeamId === teamId),
    )
  const home = games.filter((m) => m.homeTeamId === teamId)
  const away = games.filter((m) => m.awayTeamId === teamId)
  const asked = venue === 'home' ? home : venue === 'away' ? away : games
  const name = w.teamName(teamId)
  const league = w.competitionName(code)
  const t = tally(asked, teamId)
  const where = venue ? ` ${venue === 'home' ? 'at home' : 'away'}` : ''
  const lines = [
    `## ${name}: ${league} ${last.season} so far${where}`,
    ...[staleNote(ctx, code, 'this record leaves out the games played since')].filter((l): l is string => l !== null),
    `**Played ${t.played}${where}: won ${t.won}, drawn ${t.drawn}, lost ${t.lost}**; ${plural(t.scored, 'goal')} scored (${perGame(t.scored, t.played)} a game), ${t.conceded} conceded (${perGame(t.conceded, t.played)} a game); ${plural(t.cleanSheets, 'clean sheet')}, ${t.blanks === 0 ? 'and scored in every game' : `${plural(t.blanks, 'game')} without scoring`}.`,
  ]
  // "Unbeaten?": yes, or the defeat that says no (the most recent one).
  const defeats = asked
    .filter((m) => {
      const h = m.homeTeamId === teamId
      return ((h ? m.homeGoals : m.awayGoals) as number) < ((h ? m.awayGoals : m.homeGoals) as number)
    })
    .sort((a, b) => (a.date < b.date ? 1 : -1))
  const latestDefeat = defeats[0]
  if (!latestDefeat) lines.push(`**Unbeaten**${where} in ${plural(t.played, `${league} game`)} this season.`)
  else {
    const h = latestDefeat.homeTeamId === teamId
    const opponent = w.teamName(h ? latestDefeat.awayTeamId : latestDefeat.homeTeamId)
    const score = `${h ? latestDefeat.homeGoals : latestDefeat.awayGoals}–${h ? latestDefeat.awayGoals : latestDefeat.homeGoals}`
    lines.push(
      `**Not unbeaten**${where}: ${plural(defeats.length, 'defeat')}, the latest ${score} ${h ? 'at home to' : 'away at'} ${opponent} on ${longDayDate(latestDefeat.date)}.`,
    )
  }
  lines.push(
    '',
    '| | P | W | D | L | Scored (a game) | Conceded (a game) | Clean sheets | Without scoring |',
    '|---|---|---|---|---|---|---|---|---|',
    row('All', tally(games, teamId)),
    row('Home', tally(home, teamId)),
    row('Away', tally(away, teamId)),
    '',
    `From ${name}'s ${plural(games.length, `${league} result`)} of ${last.season} in the data, up to ${longDayDate(games.reduce((d, m) => (m.date > d ? m.date : d), ''))}.`,
  )
  return lines
}
