/** What every report writer needs about the world and the request, prepared once per question. */

import type {
  Coverage,
  DataFreshness,
  DateWindow,
  Intent,
  MatchAnalysis,
  OutrightTable,
  Pick,
} from '../analysis-types.ts'
import { addDays, localDate } from '../parser/calendar.ts'
import type { FixturePrediction, MatchRecord } from '../types.ts'
import type { AnswerPart } from './answer-parts.ts'
import { clock } from './format.ts'
import type { WorldIndex } from './world-index.ts'

export interface ReportContext {
  world: WorldIndex
  /** Memoised per match id. */
  predict(m: MatchRecord): FixturePrediction
  /** The user's "now" (the request's client instant, ISO). */
  now: string
  /** The user's local date. */
  today: string
  /** The user's zone, if known; otherwise kick-offs are shown in the competition's zone. */
  userTimeZone?: string
  /** The zones of the clock times this report has shown (shownKickoff), for its footer to name. */
  zonesShown: Set<string>
  /** What the answer holds so far, part by part (answer-parts.ts), for the charge check. */
  parts: AnswerPart[]
  /** The user's calendar date of a match. */
  userDate(m: MatchRecord): string
  deep: boolean
  freshness: DataFreshness
  /** "at bet365": only this bookmaker's prices count as the best price (issue 31). */
  bookmaker?: string
}

export interface Report {
  answerable: boolean
  /** Defaults to `full` when answerable, `none` otherwise. */
  coverage?: Coverage
  outright?: OutrightTable
  markdown: string
  picks: Pick[]
  matches: MatchAnalysis[]
  notices: string[]
}

export function displayZone(ctx: ReportContext, competition: string): string {
  return ctx.userTimeZone ?? ctx.world.competition(competition)?.timeZone ?? 'UTC'
}

/** A kick-off's date (`YYYY-MM-DD`) and clock time ("15:00" or "time TBC") as a report shows them. */
export interface ShownKickoff {
  date: string
  time: string
}

/**
 * A kick-off as a report shows it: its date and clock time both in the display zone (a 20:00
 * kick-off in Madrid is on the next day in Tokyo), or the source's date and "time TBC" when the
 * source gives no time. The zone is noted so the footer can say which zone the times are in: a
 * shared report is read in other zones than the one it was written in.
 */
export function shownKickoff(
  ctx: ReportContext,
  m: { kickoff: string; date: string; competition: string; timeTbc?: boolean },
): ShownKickoff {
  if (m.timeTbc) return { date: m.date, time: 'time TBC' }
  const zone = displayZone(ctx, m.competition)
  ctx.zonesShown.add(zone)
  return { date: localDate(m.kickoff, zone), time: clock(m.kickoff, zone) }
}

export interface Scope {
  competitions: string[]
  teams: string[]
}

function inScope(m: MatchRecord, scope: Scope): boolean {
  if (scope.competitions.length > 0 && !scope.competitions.includes(m.competition)) return false
  if (scope.teams.length > 0 && !scope.teams.includes(m.homeTeamId) && !scope.teams.includes(m.awayTeamId)) return false
  return true
}

/** Every match of the window in the user's calendar, played or not, within the scope. */
export function matchesInWindow(ctx: ReportContext, window: DateWindow, scope: Scope): MatchRecord[] {
  // Competition-local and user-local dates differ by at most a day either way.
  return ctx.world
    .matchesBetween(addDays(window.from, -1), addDays(window.to, 1))
    .filter((m) => inScope(m, scope))
    .filter((m) => {
      const d = ctx.userDate(m)
      return d >= window.from && d <= window.to
    })
}

/**
 * The scheduled-fixture date closest to the window, for "nothing on that day; nearest are …".
 * Later dates win ties: the user is usually looking ahead.
 */
export function nearestFixtureDate(ctx: ReportContext, window: DateWindow, scope: Scope): string | null {
  const dates = ctx.world.scheduledDates
  const has = (d: string) =>
    matchesInWindow(ctx, { from: d, to: d, label: d }, scope).some((m) => m.status === 'scheduled')
  let after: string | null = null
  for (const d of dates) {
    if (d <= window.to) continue
    if (has(d)) {
      after = d
      break
    }
  }
  let before: string | null = null
  // Unplayed fixtures long before the newest result are leftovers of old seasons, not offers.
  const floor = ctx.freshness.lastResultDate ? addDays(ctx.freshness.lastResultDate, -14) : ''
  for (let i = dates.length - 1; i >= 0; i--) {
    const d = dates[i] ?? ''
    if (d >= window.from) continue
    if (d < floor) break
    if (has(d)) {
      before = d
      break
    }
  }
  if (after && before) return dayGap(before, window.from) < dayGap(window.to, after) ? before : after
  return after ?? before
}

function dayGap(a: string, b: string): number {
  return Math.abs(new Date(b).getTime() - new Date(a).getTime())
}

export function scopeOf(intent: Intent): Scope {
  return { competitions: intent.competitions, teams: intent.teams }
}
