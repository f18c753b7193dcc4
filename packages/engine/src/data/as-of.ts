/**
 * The football world as it stood on a day: "the asked date is now". A match dated on or after
 * that day is upcoming, even when the data already holds its result, and that result is unknown:
 * it is not shown, and not counted in tables, form or head to head. The same question asked on
 * the same day therefore gets the same answer whether the data was imported before or after it.
 * The same holds for the match's statistics and its closing prices.
 */
import type { MatchRecord } from '../types.ts'
import { localToUtc } from './timezone.ts'

/**
 * The match as a fixture not yet played (its result is after the asked day): no score, none of
 * the statistics of its playing, and only the prices a bettor could see before it (the opening
 * and current ones; the closing price is set at kick-off).
 */
function asFixture(m: MatchRecord): MatchRecord {
  const { statistics: _played, prices, ...fixture } = m
  const before = prices?.filter((p) => p.kind !== 'closing')
  return {
    ...fixture,
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
    ...(before && before.length > 0 ? { prices: before } : {}),
  }
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

/** The hour of the demo day a DEMO_DATE question is asked at: before any European kick-off. */
export const DEMO_HOUR = 8

/**
 * How DEMO_DATE pins "now" for every visitor: 08:00 of that day in the reader's zone (UTC when
 * unknown), so the whole day's fixtures are still to come, as the day's fixtures are upcoming in
 * a demo whatever the real clock says. "Tonight" and "this afternoon" select kick-offs by their
 * hour, so they still work.
 */
export function demoInstant(day: string, timeZone?: string): string {
  const morning = `0${DEMO_HOUR}:00`
  try {
    return localToUtc(day, morning, timeZone ?? 'UTC').toISOString()
  } catch {
    // An unknown zone name: the demo morning in UTC.
    return localToUtc(day, morning, 'UTC').toISOString()
  }
}
