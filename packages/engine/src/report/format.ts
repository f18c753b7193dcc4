/** Number and date wording shared by every report section. */
import { longDate, longDayDate } from '../parser/calendar.ts'

export { longDate, longDayDate }

/** 0.634 → "63%"; never "100%" or "0%" for a model probability. */
export function pct(p: number): string {
  const v = Math.round(p * 100)
  return `${Math.min(99, Math.max(1, v))}%`
}

/** 1 / p to two decimals, within the range `pct` shows: 99% is 1.01 at the shortest, never 1.00. */
export function fairOdds(p: number): number {
  return Math.max(1.01, Math.round((1 / Math.max(p, 1e-6)) * 100) / 100)
}

export function odds(p: number): string {
  return fairOdds(p).toFixed(2)
}

export function goals(x: number): string {
  return x.toFixed(1)
}

export function score(home: number, away: number): string {
  return `${home}–${away}`
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>()

/** Kick-off clock time in a zone, `15:00`. */
export function clock(iso: string, timeZone: string): string {
  let fmt = timeFormatters.get(timeZone)
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false })
    } catch {
      fmt = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hour12: false })
    }
    timeFormatters.set(timeZone, fmt)
  }
  return fmt.format(new Date(iso))
}

const SMALL = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** "two", "12". */
export function countWord(n: number): string {
  return SMALL[n] ?? String(n)
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${countWord(n)} ${n === 1 ? one : many}`
}

/** "a, b and c". */
export function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const zoneNames = new Map<string, string>()

/**
 * A zone as people name it, whatever the season: "United Kingdom Time", "Central European Time",
 * "Eastern Time"; "UTC" for UTC; the zone's id when Intl does not know it. Named by the zone's
 * rules of the year `at` falls in (the report's "now"): Madrid kept no summer time in 1970, so
 * Intl names it "Central European Standard Time" there, which is wrong for a July kick-off today.
 */
export function zoneName(timeZone: string, at: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC'
  const year = at.slice(0, 4)
  const key = `${timeZone}|${year}`
  let name = zoneNames.get(key)
  if (name === undefined) {
    try {
      name =
        new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longGeneric' })
          .formatToParts(Date.parse(`${year}-01-15T12:00:00Z`))
          .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
    } catch {
      name = timeZone
    }
    zoneNames.set(key, name)
  }
  return name
}

/** Within a day, fixtures with a known time first (by time), then those still to be timed. */
export function byKickoff(a: { date: string; kickoff: string; timeTbc?: true }, b: typeof a): number {
  return a.date.localeCompare(b.date) || Number(!!a.timeTbc) - Number(!!b.timeTbc) || a.kickoff.localeCompare(b.kickoff)
}
