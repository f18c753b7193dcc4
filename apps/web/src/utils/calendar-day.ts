/**
 * Calendar days as the server sends them ('YYYY-MM-DD'): a day, not an instant. Read through
 * `new Date(iso)` they would be midnight UTC, which is the day before west of Greenwich, so these
 * read the three numbers and do their sums in UTC, where no time zone can move them.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
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
]
const DAY_MS = 86_400_000

/** Milliseconds at UTC midnight of `iso`, or null when it is not a real 'YYYY-MM-DD' day. */
function utcMidnight(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  // Date.UTC rolls 31 February over into March: such a day does not exist.
  const date = new Date(time)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null
}

/**
 * '2026-03-14' as '14 March 2026', or 'Saturday 14 March 2026' with `withWeekday` (British order,
 * no comma, whatever the browser's locale data says); '' when it is not a calendar day.
 */
export function formatCalendarDay(iso: string, { withWeekday = false }: { withWeekday?: boolean } = {}): string {
  const time = utcMidnight(iso)
  if (time === null) return ''
  const date = new Date(time)
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
  return withWeekday ? `${WEEKDAYS[date.getUTCDay()]} ${day}` : day
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null when either is not a day. */
export function daysBetweenCalendarDays(from: string, to: string): number | null {
  const start = utcMidnight(from)
  const end = utcMidnight(to)
  return start === null || end === null ? null : Math.round((end - start) / DAY_MS)
}
