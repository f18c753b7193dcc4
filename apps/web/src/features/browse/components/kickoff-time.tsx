import type { FixtureLine } from '@pitchwise/contract'
import { formatDateTime } from '../../../utils/format-date-time'

/**
 * A list's kick-off in the reader's own zone ("Sat 14 Mar, 15:00"), or the source's date with "time TBC"
 * when the source gives no time (never an invented clock time).
 */
export function KickoffTime({ fixture, className = '' }: { fixture: FixtureLine; className?: string }) {
  if (fixture.timeTbc) {
    const day = formatDateTime(`${fixture.date}T12:00:00.000Z`, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
    return (
      <time dateTime={fixture.date} className={className}>
        {day}, time TBC
      </time>
    )
  }
  const text = formatDateTime(fixture.kickoff, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return (
    <time dateTime={fixture.kickoff} className={className}>
      {text}
    </time>
  )
}

/** The reader's zone as the browser names it ("GMT", "CET"), for "times in your zone". */
export function readerZoneName(): string {
  const parts = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' }).formatToParts(new Date())
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'your time zone'
}
