/**
 * Which openfootball seasons to download, derived from today's date (decision 157). A hard-coded
 * list went stale every summer: the 2026-27 files appear in June, and a server that only knew
 * '2022-23'..'2025-26' never fetched them without a release. The seasons are worked out at every
 * import, so a long-running server picks up a new season the day it is published.
 *
 * openfootball labels a season by its folder: "2025-26" for leagues that run across the turn of
 * the year (Europe), "2025" for calendar-year leagues (the Americas, China, Japan).
 */

/** openfootball codes whose seasons are calendar years (folders `2025/`, `2026/`). */
export const CALENDAR_YEAR_CODES: ReadonlySet<string> = new Set([
  'ar.1',
  'br.1',
  'br.2',
  'cn.1',
  'co.1',
  'copa.l',
  'jp.1',
  'mls',
])

export interface SeasonWindow {
  /** Seasons before the running one kept current (results get corrected late); default 3. */
  past?: number
}

/**
 * Split seasons start on 1 July. From May the next season may already be published (fixture lists
 * come out in June), so it is asked for too: a 404 until then costs one request per league.
 */
const SPLIT_SEASON_START_MONTH = 7
const SPLIT_NEXT_FROM_MONTH = 5
/** Calendar-year fixture lists (MLS, Brasileirão, J1) are published from November–December. */
const CALENDAR_NEXT_FROM_MONTH = 11

/** The seasons of `code` to fetch on `today`, oldest first: the past ones, the running one, maybe the next. */
export function seasonsToFetch(code: string, today: Date, window: SeasonWindow = {}): string[] {
  const past = window.past ?? 3
  const year = today.getUTCFullYear()
  const month = today.getUTCMonth() + 1
  if (CALENDAR_YEAR_CODES.has(code)) {
    const last = month >= CALENDAR_NEXT_FROM_MONTH ? year + 1 : year
    return range(year - past, last).map(String)
  }
  const running = month >= SPLIT_SEASON_START_MONTH ? year : year - 1
  const last = month >= SPLIT_NEXT_FROM_MONTH && month < SPLIT_SEASON_START_MONTH ? running + 1 : running
  return range(running - past, last).map(splitLabel)
}

/** 2026 → "2026-27"; 1999 → "1999-00". */
export function splitLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`
}

function range(from: number, to: number): number[] {
  const out: number[] = []
  for (let y = from; y <= to; y++) out.push(y)
  return out
}
