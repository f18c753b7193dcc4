/**
 * "Premier League table", "where are Arsenal in the table": standings of the competition's
 * current season from the results in the data, the whole table or a window around the asked
 * teams, plus a cheap model view of the top two's next games.
 */

import type { DateWindow, Intent } from '../analysis-types.ts'
import { addDays, longDate, longDayDate } from '../parser/calendar.ts'
import type { MatchRecord } from '../types.ts'
import { answered } from './answer-parts.ts'
import { NOT_CHARGED } from './beyond-data.ts'
import { clubLeague } from './club-league.ts'
import type { Report, ReportContext } from './context.ts'
import { computeFormTable, FORM_GAMES, renderFormTable } from './form-table.ts'
import { listJoin, pct, plural } from './format.ts'
import { computeRuns, type RunKind, renderRuns } from './runs-table.ts'
import { type Tally, tally } from './season-record.ts'
import { footer } from './sections.ts'
import { computeStandings, SPLIT_SEASON, type StandingRow } from './standings.ts'

/** Rows either side of an asked team when the question is about a team, not the league. */
const WINDOW = 3
/** Leagues shown in one answer; more is a wall of tables. */
const MAX_TABLES = 3
/** A scheduled game this many days overdue without a result means the source is behind. */
const STALE_DAYS = 10

const ORDINAL = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${s}`
}

export function writeTable(ctx: ReportContext, intent: Intent): Report {
  const w = ctx.world
  const tomorrow = addDays(ctx.today, 1)
  // A team's league is where it last played; a named competition wins over that.
  const codes = intent.competitions.length
    ? intent.competitions
    : [...new Set(intent.teams.map((t) => clubLeague(w, t, tomorrow)).filter((c): c is string => !!c))]
  const end = footer(ctx)
  if (codes.length === 0) {
    const lines =
      intent.teams.length > 0
        ? [`I have no results for ${listJoin(intent.teams.map((t) => w.teamName(t)))} to place them in a table.`]
        : ['Which league? Name one, e.g. "Premier League table" or "La Liga standings".']
    // No table to show is not an answer: said, and free.
    return {
      answerable: false,
      coverage: 'none',
      markdown: [...lines, '', NOT_CHARGED, '', end].join('\n'),
      picks: [],
      matches: [],
      notices: ['table_needs_league'],
    }
  }
  const blocks = codes.slice(0, MAX_TABLES).map((code) => tableBlock(ctx, code, intent))
  const notices = blocks.flatMap((b) => b.notices)
  return {
    answerable: true,
    markdown: [...blocks.map((b) => b.text), end].join('\n\n'),
    picks: [],
    matches: [],
    notices,
  }
}

function newestResultIn(ctx: ReportContext, code: string, window: DateWindow): string | undefined {
  let newest: string | undefined
  for (const m of ctx.world.matchesBetween(window.from, window.to < ctx.today ? window.to : ctx.today))
    if (m.competition === code && m.status === 'finished' && (!newest || m.date > newest)) newest = m.date
  return newest
}

function tableBlock(ctx: ReportContext, code: string, intent: Intent): { text: string; notices: string[] } {
  const { teams: asked, statistic, dateWindow: window, venue } = intent
  const top = intent.count ?? undefined
  const w = ctx.world
  const name = w.competitionName(code)
  // "last season": the season of the newest result inside that window, shown to its end.
  const last = window ? newestResultIn(ctx, code, window) : w.lastResult(code)
  const season = last
    ? w.matchesBetween(last, last).find((m) => m.competition === code && m.status === 'finished')?.season
    : undefined
  const all = season ? w.seasonMatches(code, season) : []
  const results = all.filter((m) => m.status === 'finished' && m.date <= ctx.today)
  if (!season || results.length === 0)
    return { text: `There are no ${name} results in the data yet to build a table from.`, notices: ['no_results'] }
  const rows = computeStandings(results, w.teamName)
  answered(ctx, { kind: 'table', competition: code })
  // Finished only when every listed match has its result: a season whose data stops early is
  // "after 29 of 38 rounds", never "(final)", however long ago it stopped.
  const rounds = roundsOf(all, rows)
  const ongoing = rounds.played < rounds.total
  let newest = ''
  for (const m of results) if (m.date > newest) newest = m.date
  const lines = [
    `## ${name} ${statistic === 'form' ? 'form table' : statistic && isRunStatistic(statistic) ? 'runs' : 'table'}, ${season}${ongoing ? `, after ${rounds.played} of ${rounds.total} rounds` : ' (final)'}`,
    `From ${plural(results.length, 'result')} up to ${longDate(newest)}.`,
  ]
  const notices = [`table:${code}:${season}`]
  // Scheduled games long past the newest result mean the source stopped updating, not a break.
  const missed = all.some((m) => m.status === 'scheduled' && m.date < addDays(ctx.today, -STALE_DAYS))
  if (ongoing && missed) {
    lines.push(
      `The data has no ${name} results after ${longDate(newest)} although games were due since, so this table is out of date.`,
    )
    notices.push(`table_stale:${code}`)
  }
  if (statistic === 'form') {
    lines.push(...renderFormTable(computeFormTable(results, w.teamName), asked, w.teamName))
    lines.push(
      '',
      `Points from each club's last ${FORM_GAMES} ${name} games of the season; ties split by goal difference, then goals scored.`,
    )
    return { text: lines.join('\n'), notices: [...notices, `form_table:${code}`] }
  }
  if (statistic && isRunStatistic(statistic)) {
    lines.push(...renderRuns(computeRuns(results), RUN_OF[statistic], asked, w.teamName))
    lines.push(
      '',
      `Each club's ${name} games of the season, counted back from its latest result; a draw keeps an unbeaten run going and breaks a winning one.`,
    )
    return { text: lines.join('\n'), notices: [...notices, `runs_table:${code}`] }
  }
  // A finished season ("who won La Liga in 2019-20 and by how many"): its champion and the margin.
  const [first, second] = rows
  if (!ongoing && first && second && !statistic)
    lines.push(
      `**${w.teamName(first.teamId)} were ${name} champions in ${season}** on ${plural(first.points, 'point')}, ${first.points === second.points ? `level on points with ${w.teamName(second.teamId)} (ahead on goal difference or goals scored)` : `${plural(first.points - second.points, 'point')} clear of ${w.teamName(second.teamId)}`}.`,
    )
  if (statistic === 'biggest_wins') lines.push(...biggestWins(results, w.teamName))
  else if (statistic && venue) lines.push(venueFigureLine(rows, results, statistic, venue, w.teamName))
  else if (statistic) lines.push(statisticLine(rows, results, statistic, w.teamName))
  if (top && top > 1 && top < rows.length) lines.push(topLine(rows.slice(0, top), w.teamName))
  const mine = rows.filter((r) => asked.includes(r.teamId))
  for (const r of mine) lines.push(whereLine(rows, r, w.teamName))
  lines.push('', ...render(mine.length ? around(rows, mine) : rows, asked, w.teamName))
  // A past season asked for ("last season") has no race left to run, however its data ends.
  if (ongoing && mine.length === 0 && !window) lines.push('', ...titleRace(ctx, rows, code))
  lines.push(
    '',
    'Ties are split by goal difference, then goals scored; head-to-head rules and points deductions are not applied.',
  )
  if (SPLIT_SEASON.has(code))
    lines.push(
      `${name} splits or resets points late in the season; this is plain points over every match, not the league's own phase rules.`,
    )
  return { text: lines.join('\n'), notices }
}

type RunStatistic = 'unbeaten_run' | 'winning_run' | 'winless_run' | 'losing_run'

/** The run a statistic asks about. */
const RUN_OF: Record<RunStatistic, RunKind> = {
  unbeaten_run: 'unbeaten',
  winning_run: 'winning',
  winless_run: 'winless',
  losing_run: 'losing',
}

const isRunStatistic = (s: NonNullable<Intent['statistic']>): s is RunStatistic => s in RUN_OF

/** The table figures read off the standings: not the form table, the biggest wins or a run. */
type FigureStatistic = Exclude<NonNullable<Intent['statistic']>, 'form' | 'biggest_wins' | RunStatistic>

/** Rounds played (the most games any club has played) of the most any club has listed. */
function roundsOf(all: MatchRecord[], rows: StandingRow[]): { played: number; total: number } {
  const listed = new Map<string, number>()
  for (const m of all) for (const t of [m.homeTeamId, m.awayTeamId]) listed.set(t, (listed.get(t) ?? 0) + 1)
  const played = Math.max(0, ...rows.map((r) => r.played))
  return { played, total: Math.max(played, ...listed.values()) }
}

/** The figure asked for, read off the same results as the table below it. */
function statisticLine(
  rows: StandingRow[],
  results: MatchRecord[],
  statistic: FigureStatistic,
  teamName: (id: string) => string,
): string {
  const perGame = (n: number, games: number) => (games > 0 ? (n / games).toFixed(2) : '0')
  if (statistic === 'goals') {
    const home = results.reduce((s, m) => s + (m.homeGoals ?? 0), 0)
    const away = results.reduce((s, m) => s + (m.awayGoals ?? 0), 0)
    return `**Average goals per game: ${perGame(home + away, results.length)}** over ${plural(results.length, 'match', 'matches')} (home sides ${perGame(home, results.length)}, away sides ${perGame(away, results.length)}).`
  }
  if (statistic !== 'defence' && statistic !== 'attack') return countLine(rows, results, statistic, teamName)
  const key = statistic === 'defence' ? 'goalsAgainst' : 'goalsFor'
  const best = [...rows].sort((a, b) =>
    statistic === 'defence'
      ? a[key] / Math.max(1, a.played) - b[key] / Math.max(1, b.played)
      : b[key] / Math.max(1, b.played) - a[key] / Math.max(1, a.played),
  )[0]
  if (!best) return ''
  const what = statistic === 'defence' ? 'Best defence' : 'Best attack'
  const verb = statistic === 'defence' ? 'conceded' : 'scored'
  return `**${what}: ${teamName(best.teamId)}**, ${best[key]} ${verb} in ${plural(best.played, 'game')} (${perGame(best[key], best.played)} a game).`
}

/** A club's results among `results`. */
const resultsOf = (results: MatchRecord[], teamId: string) =>
  results.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)

/** The count a statistic asks for, off a club's tally. */
function countOf(t: Tally, statistic: keyof typeof COUNT_WORDS): number {
  return statistic === 'clean_sheets'
    ? t.cleanSheets
    : statistic === 'draws'
      ? t.drawn
      : statistic === 'wins'
        ? t.won
        : t.lost
}

const COUNT_WORDS = {
  clean_sheets: { title: 'Most clean sheets', noun: 'clean sheet' },
  draws: { title: 'Most draws', noun: 'draw' },
  wins: { title: 'Most wins', noun: 'win' },
  losses: { title: 'Most defeats', noun: 'defeat' },
} as const

/** "Most clean sheets: Arsenal, 14 in 29 games; then …": the leader and the next two, ties named together. */
function countLine(
  rows: StandingRow[],
  results: MatchRecord[],
  statistic: keyof typeof COUNT_WORDS,
  teamName: (id: string) => string,
): string {
  const counted = new Map(
    rows.map((r) => [r.teamId, countOf(tally(resultsOf(results, r.teamId), r.teamId), statistic)]),
  )
  const value = (r: StandingRow) => counted.get(r.teamId) ?? 0
  const ranked = [...rows].sort((a, b) => value(b) - value(a) || a.position - b.position)
  const best = ranked[0]
  if (!best) return ''
  const { title, noun } = COUNT_WORDS[statistic]
  const leaders = ranked.filter((r) => value(r) === value(best))
  const next = ranked.filter((r) => value(r) < value(best)).slice(0, 2)
  const then = next.map((r) => `${teamName(r.teamId)} ${value(r)}`).join(', ')
  return `**${title}: ${listJoin(leaders.map((r) => teamName(r.teamId)))}**, ${plural(value(best), noun)} in ${plural(best.played, 'game')}${then ? `; then ${then}` : ''}.`
}

/**
 * "which Prem team scores the most away from home": the figure over each club's home (or away)
 * games only, counted from the same results as the table.
 */
function venueFigureLine(
  rows: StandingRow[],
  results: MatchRecord[],
  statistic: FigureStatistic,
  venue: 'home' | 'away',
  teamName: (id: string) => string,
): string {
  const where = venue === 'home' ? 'at home' : 'away from home'
  const played = (id: string) =>
    results.filter((m) => (venue === 'home' ? m.homeTeamId : m.awayTeamId) === id && m.homeGoals !== null)
  const tallies = rows.map((r) => ({ id: r.teamId, t: tally(played(r.teamId), r.teamId) }))
  const perGame = (n: number, games: number) => (games > 0 ? n / games : 0)
  if (statistic === 'goals') {
    const goals = results.reduce((s, m) => s + ((venue === 'home' ? m.homeGoals : m.awayGoals) ?? 0), 0)
    return `**${venue === 'home' ? 'Home' : 'Away'} sides score ${perGame(goals, results.length).toFixed(2)} a game** over ${plural(results.length, 'match', 'matches')}.`
  }
  const figure =
    statistic === 'attack'
      ? {
          value: (t: Tally) => perGame(t.scored, t.played),
          title: 'Best attack',
          unit: (t: Tally) =>
            `${t.scored} scored in ${plural(t.played, 'game')} (${perGame(t.scored, t.played).toFixed(2)} a game)`,
        }
      : statistic === 'defence'
        ? {
            value: (t: Tally) => -perGame(t.conceded, t.played),
            title: 'Best defence',
            unit: (t: Tally) =>
              `${t.conceded} conceded in ${plural(t.played, 'game')} (${perGame(t.conceded, t.played).toFixed(2)} a game)`,
          }
        : {
            value: (t: Tally) => countOf(t, statistic),
            title: COUNT_WORDS[statistic].title,
            unit: (t: Tally) =>
              `${plural(countOf(t, statistic), COUNT_WORDS[statistic].noun)} in ${plural(t.played, 'game')}`,
          }
  const ranked = tallies.filter((x) => x.t.played > 0).sort((a, b) => figure.value(b.t) - figure.value(a.t))
  const best = ranked[0]
  if (!best) return ''
  const next = ranked
    .slice(1, 3)
    .map((x) => `${teamName(x.id)} ${figure.unit(x.t).split(' in ')[0]}`)
    .join(', ')
  return `**${figure.title} ${where}: ${teamName(best.id)}**, ${figure.unit(best.t)}${next ? `; then ${next}` : ''}.`
}

/** "biggest win in the Bundesliga this season": the widest margins, newest first among equals. */
function biggestWins(results: MatchRecord[], teamName: (id: string) => string): string[] {
  const margin = (m: MatchRecord) => Math.abs((m.homeGoals ?? 0) - (m.awayGoals ?? 0))
  const ranked = [...results]
    .filter((m) => margin(m) > 0)
    .sort(
      (a, b) =>
        margin(b) - margin(a) ||
        (b.homeGoals ?? 0) + (b.awayGoals ?? 0) - (a.homeGoals ?? 0) - (a.awayGoals ?? 0) ||
        (a.date < b.date ? 1 : -1),
    )
    .slice(0, 5)
  const [top] = ranked
  if (!top) return ['No match of the season has had a winner yet.']
  const line = (m: MatchRecord) => {
    const homeWon = (m.homeGoals ?? 0) > (m.awayGoals ?? 0)
    const winner = teamName(homeWon ? m.homeTeamId : m.awayTeamId)
    const loser = teamName(homeWon ? m.awayTeamId : m.homeTeamId)
    return `${winner} ${Math.max(m.homeGoals ?? 0, m.awayGoals ?? 0)}–${Math.min(m.homeGoals ?? 0, m.awayGoals ?? 0)} ${loser} (${homeWon ? 'home' : 'away'}), ${longDate(m.date)}`
  }
  return [
    `**Biggest win: ${line(top)}**, by ${plural(margin(top), 'goal')}.`,
    '',
    ...ranked.map((m, i) => `${i + 1}. ${line(m)}: by ${margin(m)}`),
  ]
}

/** "Top 3: Bayern 66 points, Dortmund 58 (8 behind), Leipzig 54 (12 behind)." */
function topLine(top: StandingRow[], teamName: (id: string) => string): string {
  const lead = top[0]
  if (!lead) return ''
  const parts = top.map((r, i) =>
    i === 0
      ? `${teamName(r.teamId)} ${plural(r.points, 'point')}`
      : `${teamName(r.teamId)} ${r.points}${lead.points - r.points > 0 ? ` (${lead.points - r.points} behind)` : ' (level)'}`,
  )
  return `**Top ${top.length}:** ${parts.join(', ')}.`
}

function whereLine(rows: StandingRow[], r: StandingRow, teamName: (id: string) => string): string {
  const me = teamName(r.teamId)
  const head = `**${me} are ${ORDINAL(r.position)}** on ${plural(r.points, 'point')} from ${plural(r.played, 'game')}`
  const leader = rows[0]
  const second = rows[1]
  if (r.position === 1 && second) {
    const gap = r.points - second.points
    return `${head}, ${gap > 0 ? `${plural(gap, 'point')} clear of ${teamName(second.teamId)}` : `level on points with ${teamName(second.teamId)}`}.`
  }
  return leader
    ? `${head}, ${plural(leader.points - r.points, 'point')} behind the leaders ${teamName(leader.teamId)}.`
    : `${head}.`
}

/** The rows within WINDOW places of any asked team, with a gap marker between separate windows. */
function around(rows: StandingRow[], mine: StandingRow[]): (StandingRow | null)[] {
  const keep = new Set<number>()
  for (const r of mine) for (let p = r.position - WINDOW; p <= r.position + WINDOW; p++) keep.add(p)
  const out: (StandingRow | null)[] = []
  for (const r of rows) {
    if (!keep.has(r.position)) continue
    if (out.length > 0 && !keep.has(r.position - 1)) out.push(null)
    out.push(r)
  }
  return out
}

function render(rows: (StandingRow | null)[], asked: string[], teamName: (id: string) => string): string[] {
  const out = [
    '| Pos | Team | P | W | D | L | GF | GA | GD | Pts | Last 5 (newest first) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const r of rows) {
    if (!r) {
      out.push('| … | | | | | | | | | | |')
      continue
    }
    const gd = r.goalsFor - r.goalsAgainst
    const team = asked.includes(r.teamId) ? `**${teamName(r.teamId)}**` : teamName(r.teamId)
    out.push(
      `| ${r.position} | ${team} | ${r.played} | ${r.won} | ${r.drawn} | ${r.lost} | ${r.goalsFor} | ${r.goalsAgainst} | ${gd > 0 ? `+${gd}` : gd} | ${r.points} | ${r.form} |`,
    )
  }
  return out
}

/** The top two's next league games, priced: what the model says about the next swing in the race. */
function titleRace(ctx: ReportContext, rows: StandingRow[], code: string): string[] {
  const w = ctx.world
  const top = rows.slice(0, 2)
  const lines: string[] = []
  for (const r of top) {
    const next = w.nextMatch(r.teamId, ctx.today)
    if (!next || next.competition !== code) continue
    const p = ctx.predict(next)
    const home = next.homeTeamId === r.teamId
    const win = home ? p.markets.home : p.markets.away
    const opponent = w.teamName(home ? next.awayTeamId : next.homeTeamId)
    lines.push(
      `- ${w.teamName(r.teamId)} (${r.points} pts) ${home ? 'host' : 'visit'} ${opponent} on ${longDayDate(next.date)}: win ${pct(win)}, draw ${pct(p.markets.draw)}.`,
    )
  }
  return lines.length ? ['**Title race, next games (model view):**', ...lines] : []
}
