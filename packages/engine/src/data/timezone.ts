/**
 * League-local wall-clock time → UTC using only Intl (no date library): we ask Intl what the
 * wall clock in the zone reads at a guessed instant, and correct the guess by the difference.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/**
 * Offsets change only at transitions, and every modern transition falls on a quarter hour in
 * UTC (zones are whole, half or quarter hours off UTC and switch at a local full hour), so one
 * Intl call per zone and 15-minute bucket answers every instant in it. Historical local-mean-time
 * changes before 1900 can fall mid-bucket; football kick-offs are not that old.
 */
const BUCKET_MS = 15 * 60_000
const offsets = new Map<string, number>()

/** Offset of `timeZone` from UTC at instant `utcMs`, in minutes (e.g. +60 for Europe/Berlin in winter). */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  const bucket = Math.floor(utcMs / BUCKET_MS)
  const key = `${timeZone}|${bucket}`
  const hit = offsets.get(key)
  if (hit !== undefined) return hit
  const offset = intlOffsetMinutes(timeZone, bucket * BUCKET_MS)
  if (offsets.size > 100_000) offsets.clear()
  offsets.set(key, offset)
  return offset
}

function intlOffsetMinutes(timeZone: string, utcMs: number): number {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(new Date(utcMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60000)
}

/**
 * UTC instant of a local wall-clock time. Two passes settle DST edges: the offset is taken at the
 * first guess, then re-taken at the corrected instant. A wall-clock time skipped by a spring-forward
 * gap resolves to the instant one offset later (as most calendars do); an ambiguous autumn time
 * resolves to the first occurrence's offset pass, which is fine for kick-offs (never at 02:30).
 */
const cache = new Map<string, number>()

export function localToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone}|${date}|${time}`
  const hit = cache.get(key)
  if (hit !== undefined) return new Date(hit)
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi] = time.split(':').map(Number)
  const wall = Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0)
  let guess = wall - zoneOffsetMinutes(timeZone, wall) * 60000
  guess = wall - zoneOffsetMinutes(timeZone, guess) * 60000
  if (cache.size > 200_000) cache.clear()
  cache.set(key, guess)
  return new Date(guess)
}
