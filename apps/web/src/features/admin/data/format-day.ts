/**
 * A data day (YYYY-MM-DD, a calendar day, not an instant) as '7 Mar 2026'. Formatted in UTC so
 * that a reader west of Greenwich does not see the day before.
 */
export function formatDay(day: string | null): string {
  if (!day) return '—'
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}
