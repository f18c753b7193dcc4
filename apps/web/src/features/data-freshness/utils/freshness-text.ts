/**
 * What the web app says about the football data, from what /api/health reports. Each function
 * gives null when there is nothing true to say (health not read, the model not fitted yet).
 */
import { daysBetweenCalendarDays, formatCalendarDay } from '../../../utils/calendar-day.ts'
import type { FootballStatus } from '../api/get-football-status.ts'

/** Fixtures further ahead than this are not "the coming days": the freshness line shows. */
export const NEAR_FIXTURE_DAYS = 7

/** "Demo: football as of Saturday 14 March 2026" when the server runs as of a fixed day. */
export function demoBannerText(football: Pick<FootballStatus, 'demoDate'>): string | null {
  const day = football.demoDate ? formatCalendarDay(football.demoDate, { withWeekday: true }) : ''
  return day ? `Demo: football as of ${day}` : null
}

/**
 * One calm line for when the data has no fixtures in the coming days: when it ends, and what is
 * still answered. Null while fixtures are near, or while the data's end is not known.
 */
export function upcomingFixturesNotice(
  football: Pick<FootballStatus, 'lastResultDate' | 'nextFixtureDate' | 'today'>,
): string | null {
  const end = football.lastResultDate ? formatCalendarDay(football.lastResultDate) : ''
  if (!end) return null
  const still = 'Results, tables and past matches are still answered.'
  if (football.nextFixtureDate === null) {
    return `Pitchwise's football data runs to ${end}, so there are no upcoming fixtures to analyse yet. ${still}`
  }
  const daysAhead = daysBetweenCalendarDays(football.today, football.nextFixtureDate)
  if (daysAhead === null || daysAhead <= NEAR_FIXTURE_DAYS) return null
  const next = formatCalendarDay(football.nextFixtureDate)
  return `There are no fixtures in the coming days: the next in Pitchwise's football data are on ${next}. ${still}`
}

/**
 * Where fixtures and results come from, as the running server is configured: imported on a
 * schedule from a live source (with the last import and the newest result), or a folder
 * snapshot and the day it runs to. Without the server's word only what is always true.
 */
export function dataSourceClaim(
  football: Pick<FootballStatus, 'sources' | 'lastImport' | 'nextImportAt' | 'lastResultDate'> | undefined,
): string {
  const fallback = 'Real fixtures and results; every report says how recent they are'
  if (!football) return fallback
  const end = football.lastResultDate ? formatCalendarDay(football.lastResultDate) : ''
  const isLive = football.sources.some((source) => source.live)
  if (isLive) {
    const imported = football.nextImportAt ? 'Imported on a schedule' : 'Imported over the network'
    const lastImport = football.lastImport ? formatCalendarDay(football.lastImport.at.slice(0, 10)) : ''
    const facts = [lastImport && `last import ${lastImport}`, end && `results to ${end}`].filter(Boolean)
    return facts.length > 0 ? `${imported}; ${facts.join(', ')}` : imported
  }
  if (football.sources.length > 0) {
    return end ? `From a snapshot of openfootball that runs to ${end}` : 'From a snapshot of openfootball'
  }
  return end ? `Real fixtures and results, up to ${end}` : fallback
}
