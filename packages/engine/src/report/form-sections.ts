/**
 * A club's form and a pairing's head to head as sections of their own (issue 29): every match
 * with its date, opponent, venue and score, newest first, and a one-line summary. Before, such
 * questions got the next match's preview with a form string, or a hypothetical meeting.
 */

import { longDate, longDayDate } from '../parser/calendar.ts'
import { answered } from './answer-parts.ts'
import { clubLeague } from './club-league.ts'
import type { ReportContext } from './context.ts'
import { plural, score } from './format.ts'

/** Matches shown when the question gives no number; the most any answer lists. */
export const FORM_DEFAULT = 5
export const HEAD_TO_HEAD_DEFAULT = 10
const MOST = 20

/** "Arsenal: last 5 results" with a table and a summary; null when the club has no result before `before`. */
export function formSection(
  ctx: ReportContext,
  teamId: string,
  before: string,
  asked: number | null,
  venue?: 'home' | 'away',
): string[] | null {
  const w = ctx.world
  const want = Math.min(asked ?? FORM_DEFAULT, MOST)
  // Home (or away) results only: read further back, then keep that venue's.
  const side = venue === 'home' ? 'H' : venue === 'away' ? 'A' : null
  const form = side
    ? w
        .form(teamId, before, want * 4)
        .filter((e) => e.venue === side)
        .slice(0, want)
    : w.form(teamId, before, want)
  const name = w.teamName(teamId)
  const [latest] = form
  if (!latest) return null
  answered(ctx, { kind: 'results', teams: [teamId], competitions: [] })
  const won = form.filter((e) => e.result === 'W').length
  const drawn = form.filter((e) => e.result === 'D').length
  const scored = form.reduce((s, e) => s + e.goalsFor, 0)
  const conceded = form.reduce((s, e) => s + e.goalsAgainst, 0)
  const lines = [
    `## ${name}: ${form.length === 1 ? `latest ${venue ? `${venue} ` : ''}result` : `last ${form.length} ${venue ? `${venue} ` : ''}results`}`,
    `${latestSentence(name, latest)} on ${longDayDate(latest.date)}.`,
    '',
    '| Date | Opponent | Venue | Score | Result |',
    '|---|---|---|---|---|',
    ...form.map(
      (e) =>
        `| ${longDate(e.date)} | ${e.opponent} | ${e.venue === 'H' ? 'Home' : 'Away'} | ${score(e.goalsFor, e.goalsAgainst)} | ${e.result} |`,
    ),
    '',
    `Won ${won}, drawn ${drawn}, lost ${form.length - won - drawn}; ${scored} scored, ${conceded} conceded. Newest first; each score is ${name}'s goals first.`,
  ]
  if (form.length < want)
    lines.push(
      `Only ${plural(form.length, venue ? `${venue} result` : 'result')} of ${name} ${form.length === 1 ? 'is' : 'are'} in the data${venue ? ' this far back' : ''}.`,
    )
  return lines
}

/** "Arsenal v Chelsea: head to head": their meetings, newest first, and who won how many. */
export function headToHeadSection(
  ctx: ReportContext,
  a: string,
  b: string,
  before: string,
  asked: number | null,
  lastWin = false,
): string[] {
  const w = ctx.world
  const [nameA, nameB] = [w.teamName(a), w.teamName(b)]
  const latestWin = lastWin ? lastWinLine(ctx, a, b, before) : null
  const meetings = w.headToHead(a, b, before, Math.min(asked ?? HEAD_TO_HEAD_DEFAULT, MOST))
  if (meetings.length === 0)
    return [`## ${nameA} v ${nameB}: head to head`, `${nameA} and ${nameB} have not met in the data.`]
  answered(ctx, { kind: 'results', teams: [a, b], competitions: [] })
  let winsA = 0
  let winsB = 0
  let goalsA = 0
  let goalsB = 0
  for (const m of meetings) {
    const aHome = m.home === nameA
    const ga = aHome ? m.homeGoals : m.awayGoals
    const gb = aHome ? m.awayGoals : m.homeGoals
    goalsA += ga
    goalsB += gb
    if (ga > gb) winsA++
    else if (gb > ga) winsB++
  }
  const drawn = meetings.length - winsA - winsB
  return [
    `## ${nameA} v ${nameB}: head to head`,
    ...(latestWin ? [latestWin, ''] : []),
    `Their last ${meetings.length === 1 ? 'meeting' : `${meetings.length} meetings`} in the data, newest first.${cupsMissing(ctx, a, before) ? ' Domestic cup and super cup meetings are not in the data: league and European games only.' : ''}`,
    '',
    '| Date | Competition | Match | Score |',
    '|---|---|---|---|',
    ...meetings.map(
      (m) => `| ${longDate(m.date)} | ${m.competition} | ${m.home} v ${m.away} | ${score(m.homeGoals, m.awayGoals)} |`,
    ),
    '',
    `${nameA} won ${winsA}, ${nameB} won ${winsB}, ${drawn} drawn; goals ${nameA} ${goalsA}–${goalsB} ${nameB}.`,
  ]
}

/** Whether the data lacks the domestic cup of the club's country (only a few countries' cups are in it). */
function cupsMissing(ctx: ReportContext, teamId: string, before: string): boolean {
  const country = clubLeague(ctx.world, teamId, before)?.split('.')[0]
  return country !== undefined && !ctx.world.hasCompetition(`${country}.cup`)
}

function latestSentence(
  team: string,
  e: { result: 'W' | 'D' | 'L'; goalsFor: number; goalsAgainst: number; opponent: string; venue: 'H' | 'A' },
): string {
  const where = e.venue === 'H' ? 'at home to' : 'away at'
  const s = score(e.goalsFor, e.goalsAgainst)
  if (e.result === 'W') return `${team} beat ${e.opponent} ${s} (${e.venue === 'H' ? 'home' : 'away'})`
  if (e.result === 'D') return `${team} drew ${s} ${where} ${e.opponent}`
  return `${team} lost ${s} ${where} ${e.opponent}`
}

/**
 * "last time Chelsea beat Newcastle": the first club's latest win over the second in every meeting
 * the data holds, or a plain "not in the data" with how far back that reaches.
 */
function lastWinLine(ctx: ReportContext, a: string, b: string, before: string): string {
  const w = ctx.world
  const [nameA, nameB] = [w.teamName(a), w.teamName(b)]
  const all = w.headToHead(a, b, before, 10_000)
  const win = all.find((m) => {
    const aHome = m.home === nameA
    return (aHome ? m.homeGoals : m.awayGoals) > (aHome ? m.awayGoals : m.homeGoals)
  })
  if (win) {
    const aHome = win.home === nameA
    return `**${nameA} last beat ${nameB} on ${longDayDate(win.date)}**: ${score(aHome ? win.homeGoals : win.awayGoals, aHome ? win.awayGoals : win.homeGoals)} ${aHome ? 'at home' : 'away'} (${win.competition}).`
  }
  const oldest = all.at(-1)
  return oldest
    ? `**${nameA} have not beaten ${nameB} in the data**: ${plural(all.length, 'meeting')} since ${longDate(oldest.date)}.`
    : `${nameA} and ${nameB} have not met in the data.`
}
