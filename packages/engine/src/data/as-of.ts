/**
 * The football world as it stood on a day: "the asked date is now". A match dated on or after
 * that day is upcoming, even when the data already holds its result, and that result is unknown:
 * it is not shown, and not counted in tables, form or head to head. The same question asked on
 * the same day therefore gets the same answer whether the data was imported before or after it.
 */
import { daysBetween, localDate } from '../parser/calendar.ts'
import type { MatchRecord } from '../types.ts'

/** The match as a fixture not yet played (its result is after the asked day). */
function asFixture(m: MatchRecord): MatchRecord {
  return { ...m, status: 'scheduled', homeGoals: null, awayGoals: null }
}

/**
 * Every match, with results dated on or after `day` turned back into fixtures. Matches before
 * `day` are returned as they are (the same objects), so nothing is copied when nothing changes.
 */
export function worldAsOf(matches: readonly MatchRecord[], day: string): MatchRecord[] {
  return matches.map((m) => (m.status === 'finished' && m.date >= day ? asFixture(m) : m))
}

/** Whether any result is dated on or after `day`, i.e. whether `worldAsOf` would change anything. */
export function hasResultsFrom(matches: readonly MatchRecord[], day: string): boolean {
  return matches.some((m) => m.status === 'finished' && m.date >= day)
}

/**
 * The instant `iso` moved to calendar day `day` in the reader's zone, keeping the reader's clock
 * time (to within a daylight-saving hour): how DEMO_DATE pins "now" for every visitor while
 * "tonight" and "this afternoon" still follow the reader's clock.
 */
export function pinToDay(iso: string, day: string, timeZone?: string): string {
  const shift = daysBetween(localDate(iso, timeZone), day)
  return new Date(Date.parse(iso) + shift * 86_400_000).toISOString()
}
