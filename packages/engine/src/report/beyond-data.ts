/**
 * A question whose window lies beyond the data: "today" eight months after the snapshot ends, a
 * weekend after a league's last listed fixture, a team's next match when its data stops. The
 * answer is free and plain: when the data ends, what it holds, and the nearest thing it can
 * answer instead. Nothing is priced: a "hypothetical" on ratings this old would be a guess.
 */
import type { DateWindow } from '../analysis-types.ts'
import { addDays } from '../parser/calendar.ts'
import type { Report, ReportContext, Scope } from './context.ts'
import { listJoin, longDayDate, score } from './format.ts'
import { RESPONSIBLE } from './sections.ts'

/** What every free non-answer ends with, so the reader knows no credit went on it. */
export const NOT_CHARGED = 'This question was not charged.'

/** The newest result and the newest listed match of the scope's competitions or teams. */
export function scopeEnd(ctx: ReportContext, scope: Scope): { lastResult?: string; lastDate?: string } {
  const w = ctx.world
  if (scope.teams.length > 0) {
    const newest = scope.teams.map((t) => w.homeCompetition(t)?.date ?? '').sort()
    const results = scope.teams.map((t) => w.lastResultOf(t, addDays(ctx.today, 1))?.date ?? '').sort()
    return { lastResult: results.at(-1) || undefined, lastDate: newest.at(-1) || undefined }
  }
  if (scope.competitions.length > 0) {
    const results = scope.competitions.map((c) => w.lastResult(c) ?? '').sort()
    const dates = scope.competitions.map((c) => w.lastDate(c) ?? '').sort()
    return { lastResult: results.at(-1) || undefined, lastDate: dates.at(-1) || undefined }
  }
  return { lastResult: ctx.freshness.lastResultDate ?? undefined, lastDate: w.lastDate() }
}

/**
 * True when the scope has matches in the data but none dated on or after the window's first
 * day. A scope with no matches at all is not "beyond" anything: other answers handle it.
 */
export function isBeyondData(ctx: ReportContext, scope: Scope, window: DateWindow): boolean {
  const { lastDate } = scopeEnd(ctx, scope)
  return lastDate !== undefined && lastDate < window.from
}

export function writeBeyondData(ctx: ReportContext, scope: Scope, asked: string): Report {
  const w = ctx.world
  const { lastResult, lastDate } = scopeEnd(ctx, scope)
  const teams = scope.teams.map((t) => w.teamName(t))
  const comps = scope.competitions.map((c) => w.competitionName(c))
  const whose =
    teams.length > 0 ? `data on ${listJoin(teams)}` : comps.length > 0 ? `${listJoin(comps)} data` : 'football data'
  const ends = lastResult ?? lastDate
  const lines: string[] = []
  lines.push(
    `**Pitchwise's ${whose} ends on ${longDayDate(ends ?? ctx.today)}**, so it has nothing to analyse ${asked}. ${NOT_CHARGED}`,
  )
  if (lastDate && lastResult && lastDate > lastResult)
    lines.push(
      '',
      `It holds results up to ${longDayDate(lastResult)} and listed fixtures up to ${longDayDate(lastDate)}; nothing later has been imported.`,
    )
  lines.push(...nearestFacts(ctx, scope))
  if (ends)
    lines.push(
      '',
      `What I can still answer: results, tables and form up to ${longDayDate(ends)}, ${examples(ctx, scope)}.`,
    )
  lines.push('', `_${RESPONSIBLE}_`)
  const notices = ['beyond_data', ...(ends ? [`data_ends:${ends}`] : [])]
  return { answerable: false, coverage: 'none', markdown: lines.join('\n'), picks: [], matches: [], notices }
}

/** The latest meeting of a pair, or each team's latest result: facts the data holds. */
function nearestFacts(ctx: ReportContext, scope: Scope): string[] {
  const w = ctx.world
  const before = addDays(ctx.today, 1)
  const [a, b] = scope.teams
  if (a && b) {
    const met = w.headToHead(a, b, before, 1)[0]
    return met
      ? [
          '',
          `Their latest meeting in the data: ${met.home} ${score(met.homeGoals, met.awayGoals)} ${met.away} on ${longDayDate(met.date)} (${met.competition}).`,
        ]
      : []
  }
  if (a) {
    const last = w.form(a, before, 1)[0]
    return last
      ? [
          '',
          `${w.teamName(a)}'s latest result in the data: ${last.result} ${score(last.goalsFor, last.goalsAgainst)} v ${last.opponent} (${last.venue}) on ${longDayDate(last.date)}.`,
        ]
      : []
  }
  return []
}

/** Two questions the data can answer, in the reader's own scope. */
function examples(ctx: ReportContext, scope: Scope): string {
  const w = ctx.world
  const team = scope.teams[0]
  if (team) {
    const league = w.homeCompetition(team)?.competition
    const table = league ? `${w.competitionName(league)} table` : `${w.teamName(team)} form`
    return `for example “${w.teamName(team)} last results” or “${table}”`
  }
  const comp = scope.competitions[0] ?? ['en.1', 'es.1', 'de.1', 'it.1', 'fr.1'].find((c) => w.hasCompetition(c))
  const name = comp ? w.competitionName(comp) : 'Premier League'
  return `for example “${name} table” or “${name} results”`
}
