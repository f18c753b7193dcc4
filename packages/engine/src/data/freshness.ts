/**
 * How current the football data is, per competition and overall, on a given day. The dates are
 * summarised once per fit (summariseDates); the verdict is taken on the day asked
 * (assessFreshness), so /api/health turns stale at midnight without a refit.
 *
 * A competition is `fresh` when no result is overdue (a fixture dated after its newest result
 * and more than OVERDUE_DAYS ago) and either its newest result is at most FRESH_DAYS old or
 * it has a fixture in the next FRESH_DAYS (a league in its winter or summer break with the new
 * fixture list in). Anything else is `stale`: questions about today and the coming days
 * cannot be answered from it.
 */
import { addDays, daysBetween } from '../parser/calendar.ts'
import type { CompetitionInfo, MatchRecord } from '../types.ts'

export type Freshness = 'fresh' | 'stale' | 'empty'

/** A result older than this, with no fixture this close ahead either, makes a competition stale. */
export const FRESH_DAYS = 14
/** A fixture this many days past with no result means results have stopped arriving. */
export const OVERDUE_DAYS = 3
/** Competitions whose newest match is this far before the data's newest are old seasons, not listed. */
const CURRENT_WITHIN_DAYS = 365
/**
 * A league whose newest match (result or listed fixture) is this far before the data's newest
 * has stopped in the source: shown stale on its own, but it does not decide the overall verdict.
 * A league whose results stop while its fixture list runs on still decides (its fixtures go
 * overdue), which is the failure the verdict is for.
 */
const KEPT_UP_DAYS = 30

export interface CompetitionDates {
  code: string
  name: string
  /** International cups pause for months between rounds; they do not decide the overall verdict. */
  cup: boolean
  lastResultDate: string | null
  /** Sorted, distinct dates of scheduled fixtures. */
  fixtureDates: string[]
}

export interface CompetitionFreshness {
  code: string
  name: string
  lastResultDate: string | null
  lastFixtureDate: string | null
  nextFixtureDate: string | null
  ageDays: number | null
  freshness: Freshness
}

export interface FreshnessReport {
  freshness: Freshness
  /** First scheduled fixture on or after the day, any competition. */
  nextFixtureDate: string | null
  /** Newest result of any competition. */
  lastResultDate: string | null
  competitions: CompetitionFreshness[]
}

/** Per competition: its newest result and its fixture dates (what assessFreshness needs). */
export function summariseDates(
  competitions: readonly CompetitionInfo[],
  matches: readonly MatchRecord[],
): CompetitionDates[] {
  const last = new Map<string, string>()
  const fixtures = new Map<string, Set<string>>()
  for (const m of matches) {
    if (m.status === 'finished') {
      if (m.date > (last.get(m.competition) ?? '')) last.set(m.competition, m.date)
    } else {
      const set = fixtures.get(m.competition) ?? new Set<string>()
      set.add(m.date)
      fixtures.set(m.competition, set)
    }
  }
  return competitions
    .filter((c) => last.has(c.code) || fixtures.has(c.code))
    .map((c) => ({
      code: c.code,
      name: c.name,
      cup: c.country === 'International',
      lastResultDate: last.get(c.code) ?? null,
      fixtureDates: [...(fixtures.get(c.code) ?? [])].sort(),
    }))
}

export function assessCompetition(c: CompetitionDates, today: string): CompetitionFreshness {
  const next = c.fixtureDates.find((d) => d >= today) ?? null
  const ageDays = c.lastResultDate ? Math.max(0, daysBetween(c.lastResultDate, today)) : null
  const overdueFrom = c.lastResultDate ?? ''
  const overdue = c.fixtureDates.some((d) => d > overdueFrom && d <= addDays(today, -OVERDUE_DAYS))
  const soon = next !== null && next <= addDays(today, FRESH_DAYS)
  const recent = ageDays !== null && ageDays <= FRESH_DAYS
  return {
    code: c.code,
    name: c.name,
    lastResultDate: c.lastResultDate,
    lastFixtureDate: c.fixtureDates.at(-1) ?? null,
    nextFixtureDate: next,
    ageDays,
    freshness: !overdue && (recent || soon) ? 'fresh' : 'stale',
  }
}

/**
 * The verdict on `today`. Only current competitions are listed (their newest match within a
 * year of the data's newest), so a cup season of long ago does not read as a stale source.
 * Overall: `empty` without matches; `fresh` when every league the data keeps up (its newest
 * match within KEPT_UP_DAYS of the data's newest; cups when there are no leagues) is fresh;
 * `stale` otherwise.
 */
export function assessFreshness(dates: readonly CompetitionDates[], today: string): FreshnessReport {
  const newest = (c: CompetitionDates) => [c.lastResultDate ?? '', c.fixtureDates.at(-1) ?? ''].sort().at(-1) ?? ''
  const dataEnd = dates.map(newest).sort().at(-1)
  if (!dataEnd) return { freshness: 'empty', nextFixtureDate: null, lastResultDate: null, competitions: [] }
  const floor = addDays(dataEnd < today ? dataEnd : today, -CURRENT_WITHIN_DAYS)
  const current = dates.filter((c) => newest(c) >= floor)
  const competitions = current.map((c) => assessCompetition(c, today))
  const keptUp = addDays(dataEnd, -KEPT_UP_DAYS)
  const leagues = competitions.filter((_, i) => !current[i]?.cup && newest(current[i] as CompetitionDates) >= keptUp)
  const deciding = leagues.length > 0 ? leagues : competitions
  const nextFixtureDate =
    competitions
      .map((c) => c.nextFixtureDate)
      .filter((d): d is string => d !== null)
      .sort()[0] ?? null
  const lastResultDate =
    dates
      .map((c) => c.lastResultDate ?? '')
      .sort()
      .at(-1) || null
  return {
    freshness: deciding.every((c) => c.freshness === 'fresh') ? 'fresh' : 'stale',
    nextFixtureDate,
    lastResultDate,
    competitions,
  }
}
