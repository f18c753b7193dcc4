/**
 * Calendar arithmetic on `YYYY-MM-DD` strings. Dates are treated as UTC midnights so adding
 * days never trips over daylight-saving changes.
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The user's local calendar date of an instant, `YYYY-MM-DD`; UTC when the zone is absent or unknown. */
export function localDate(iso: string, timeZone?: string): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) throw new Error(`invalid date: ${iso}`)
  const zone = timeZone ?? 'UTC'
  let fmt = formatters.get(zone)
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    } catch {
      fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
    }
    formatters.set(zone, fmt)
  }
  return fmt.format(instant)
}

export function toDay(ymd: string): Date {
  return new Date(`${ymd}T00:00:00.000Z`)
}

export function ymd(d: Date): string {
  return d.toISOString().slice(0, 10)
}

export function addDays(day: string, n: number): string {
  const d = toDay(day)
  d.setUTCDate(d.getUTCDate() + n)
  return ymd(d)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return toDay(day).getUTCDay()
}

export function makeDate(year: number, month: number, dayOfMonth: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, dayOfMonth))
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== dayOfMonth) return null
  return ymd(d)
}

export function daysBetween(a: string, b: string): number {
  return Math.round((toDay(b).getTime() - toDay(a).getTime()) / 86_400_000)
}

/** `14 March 2026`. */
export function longDate(day: string): string {
  const d = toDay(day)
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

/** `Saturday 14 March 2026`. */
export function longDayDate(day: string): string {
  return `${WEEKDAYS[weekday(day)]} ${longDate(day)}`
}
