import { ADMIN_MESSAGES } from '@pitchwise/contract'

/** A date for admin tables; 'Invalid date' (back-office spec §8) when it does not parse, '—' when absent. */
export function formatAdminDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ADMIN_MESSAGES.invalidDate
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date)
}
