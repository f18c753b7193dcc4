/**
 * Results and form lookups: "how did Barcelona do last weekend", "yesterday's results in Serie
 * A", "btts yesterday". Played matches are reported as played, with whether the asked market
 * landed; a match already played is never tipped.
 */
import type { DateWindow, Intent, MarketSelection } from '../analysis-types.ts'
import { addDays } from '../parser/calendar.ts'
import type { MatchRecord } from '../types.ts'
import { answered } from './answer-parts.ts'
import { matchesInWindow, type Report, type ReportContext, scopeOf } from './context.ts'
import { formSection, headToHeadSection } from './form-sections.ts'
import { listJoin, longDayDate, plural, score } from './format.ts'
import { seasonRecordSection } from './season-record.ts'
import { footer } from './sections.ts'
import { windowPhrase } from './write-picks.ts'

/** Lines in one answer before "…and N more". */
const MAX_LINES = 30

export function writeResults(ctx: ReportContext, intent: Intent): Report {
  const w = ctx.world
  const lines: string[] = []
  const notices: string[] = ['results']
  const end = footer(ctx)
  const names = intent.teams.map((t) => w.teamName(t))
  const tomorrow = addDays(ctx.today, 1)
  let window: DateWindow | null = intent.dateWindow
  // A window reaching into the future is cut at today: results cannot exist beyond it.
  if (window && window.to >= ctx.today) window = { ...window, to: [window.from, ctx.today].sort()[1] ?? ctx.today }

  if (!window && intent.teams.length === 2 && intent.focus !== 'form') {
    const [a, b] = intent.teams as [string, string]
    lines.push(...headToHeadSection(ctx, a, b, tomorrow, intent.count, intent.focus === 'last_win'), '', end)
    return { answerable: true, coverage: 'full', markdown: lines.join('\n'), picks: [], matches: [], notices }
  }

  if (!window && intent.teams.length > 0) {
    for (const id of intent.teams) {
      // "are Bayern unbeaten this season": the season so far first, then the latest results.
      const record = intent.focus === 'record' ? seasonRecordSection(ctx, id, tomorrow, intent.venue) : null
      if (record) lines.push(...record, '')
      const section = formSection(ctx, id, tomorrow, intent.count, intent.venue)
      lines.push(...(section ?? [`I have no results for ${w.teamName(id)} in the data.`]), '')
    }
    lines.push(end)
    return { answerable: true, coverage: 'full', markdown: lines.join('\n'), picks: [], matches: [], notices }
  }

  const win: DateWindow = window ?? {
    from: addDays(ctx.today, -7),
    to: addDays(ctx.today, -1),
    label: 'the last seven days',
  }
  const [ta, tb] = intent.teams
  // A pairing asks about their meeting, not each side's other games.
  const meeting = (m: MatchRecord) =>
    !tb || ((m.homeTeamId === ta || m.awayTeamId === ta) && (m.homeTeamId === tb || m.awayTeamId === tb))
  const inWindow = matchesInWindow(ctx, win, scopeOf(intent)).filter((m) => m.date <= ctx.today && meeting(m))
  const played = inWindow.filter((m) => m.status === 'finished')
  const unreported = inWindow.filter((m) => m.status === 'scheduled' && m.date < ctx.today)
  const scope =
    intent.teams.length > 0 ? listJoin(names) : intent.competitions.map((c) => w.competitionName(c)).join(' and ')
  const heading = `## ${scope ? `${scope} results` : 'Results'} ${windowPhrase(win)}`
  let coverage: 'full' | 'partial' = 'full'
  if (tb && played.length > 0) {
    answered(ctx, { kind: 'results', teams: intent.teams, competitions: [] })
    for (const m of played)
      lines.push(
        `${w.teamName(m.homeTeamId)} v ${w.teamName(m.awayTeamId)} has already been played: it finished ${score(m.homeGoals ?? 0, m.awayGoals ?? 0)} on ${longDayDate(m.date)} (${w.competitionName(m.competition)}), so there is nothing left to tip on it.`,
      )
    notices.push('match_finished')
  } else if (played.length === 0) {
    lines.push(
      intent.teams.length > 0
        ? tb
          ? `No ${names[0]} v ${names[1]} result is in the data ${windowPhrase(win)}.`
          : `${names[0]} ${intent.teams.length > 1 ? 'have' : 'has'} no result in the data ${windowPhrase(win)}.`
        : `There are no ${scope ? `${scope} ` : ''}results in the data ${windowPhrase(win)}.`,
    )
    notices.push('no_results_in_window')
    // Nothing played to report is not an answer to "how did they do": free.
    coverage = 'partial'
    const codes = intent.competitions.length > 0 ? intent.competitions : null
    const newest = codes
      ? codes
          .map((c) => w.lastResult(c) ?? '')
          .sort()
          .pop()
      : (ctx.freshness.lastResultDate ?? undefined)
    if (newest && newest < win.from)
      lines.push(`The newest ${codes ? `${scope} ` : ''}results in the data are from ${longDayDate(newest)}.`)
    for (const id of intent.teams) {
      const last = w.form(id, tomorrow, 1)[0]
      if (last)
        lines.push(
          `${w.teamName(id)}'s latest result: ${resultSentence(w.teamName(id), last.result, last.goalsFor, last.goalsAgainst, last.opponent, last.venue)} on ${longDayDate(last.date)}.`,
        )
    }
  } else {
    lines.push(heading, '')
    answered(ctx, { kind: 'results', teams: intent.teams, competitions: intent.competitions })
    const settled = intent.market ? settleLabel(intent.market) : null
    let landed = 0
    const sorted = [...played].sort((a, b) => a.date.localeCompare(b.date) || a.kickoff.localeCompare(b.kickoff))
    for (const m of sorted.slice(0, MAX_LINES)) {
      const verdict = intent.market ? settle(intent.market, m) : null
      if (verdict) landed++
      lines.push(
        `- ${longDayDate(m.date)} · ${w.competitionName(m.competition)}: ${w.teamName(m.homeTeamId)} ${score(m.homeGoals ?? 0, m.awayGoals ?? 0)} ${w.teamName(m.awayTeamId)}${settled && verdict !== null ? ` · ${settled} ${verdict ? '✓' : '✗'}` : ''}`,
      )
    }
    if (sorted.length > MAX_LINES) lines.push(`- …and ${sorted.length - MAX_LINES} more`)
    if (settled && sorted.some((m) => settle(intent.market as MarketSelection, m) !== null))
      lines.push(
        '',
        `${settled} landed in ${landed} of ${plural(Math.min(sorted.length, MAX_LINES), 'match', 'matches')}.`,
      )
    if (intent.market && !settled)
      lines.push('', 'These matches are already played, so there is nothing left to tip on them.')
  }
  if (unreported.length > 0)
    lines.push(
      '',
      `${plural(unreported.length, 'fixture')} in this window ${unreported.length === 1 ? 'has' : 'have'} no result in the data yet, so ${unreported.length === 1 ? 'it is' : 'they are'} neither reported nor tipped.`,
    )
  lines.push('', end)
  return { answerable: true, coverage, markdown: lines.join('\n'), picks: [], matches: [], notices }
}

function resultSentence(
  team: string,
  r: 'W' | 'D' | 'L',
  gf: number,
  ga: number,
  opp: string,
  venue: 'H' | 'A',
): string {
  const where = venue === 'H' ? 'at home to' : 'away at'
  if (r === 'W') return `${team} beat ${opp} ${score(gf, ga)} (${venue === 'H' ? 'home' : 'away'})`
  if (r === 'D') return `${team} drew ${score(gf, ga)} ${where} ${opp}`
  return `${team} lost ${score(gf, ga)} ${where} ${opp}`
}

/** The asked market as a result label ("BTTS", "Over 2.5"); null for markets a result cannot settle here. */
function settleLabel(m: MarketSelection): string | null {
  switch (m.type) {
    case 'btts_yes':
      return 'BTTS'
    case 'btts_no':
      return 'BTTS no'
    case 'over':
      return `Over ${m.line}`
    case 'btts_and_over':
      return `BTTS and over ${m.line}`
    case 'under':
      return `Under ${m.line}`
    case 'home_win':
      return 'Home win'
    case 'away_win':
      return 'Away win'
    case 'draw':
      return 'Draw'
    default:
      return null
  }
}

function settle(m: MarketSelection, r: MatchRecord): boolean | null {
  const h = r.homeGoals ?? 0
  const a = r.awayGoals ?? 0
  switch (m.type) {
    case 'btts_yes':
      return h > 0 && a > 0
    case 'btts_no':
      return !(h > 0 && a > 0)
    case 'over':
      return h + a > Number(m.line)
    case 'btts_and_over':
      return h > 0 && a > 0 && h + a > Number(m.line)
    case 'under':
      return h + a < Number(m.line)
    case 'home_win':
      return h > a
    case 'away_win':
      return a > h
    case 'draw':
      return h === a
    default:
      return null
  }
}
