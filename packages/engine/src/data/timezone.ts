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

/** Offset of `timeZone` from UTC at instant `utcMs`, in minutes (e.g. +60 for Europe/Berlin in winter). */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
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
