import { formatDateTime } from '../../../utils/format-date-time'

/** Probability 0.634 → "63%", never 0% or 100% for a model price. */
export function formatPercent(probability: number): string {
  const value = Math.round(probability * 100)
  return `${Math.min(99, Math.max(1, value))}%`
}

/**
 * Kick-off in the user's local time zone, named: "Sat 14 Mar, 15:30 GMT". The report beside the
 * card names the zone its own times are in, which for a shared report is its author's.
 */
export function formatKickoff(iso: string, timeZone?: string): string {
  return formatDateTime(iso, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  })
}

/** A short date, e.g. "14 Mar 2026". */
export function formatDate(iso: string): string {
  return formatDateTime(iso, { day: 'numeric', month: 'short', year: 'numeric' })
}
