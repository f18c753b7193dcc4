import { formatDateTime } from '../../../utils/format-date-time'
import { formatKickoff } from '../utils/format'

/**
 * The kick-off as the data knows it: a clock time only when the source gives one ("time TBC"
 * otherwise), and nothing at all for a hypothetical meeting, which has no date.
 */
export function KickoffLabel({
  kickoff,
  date,
  timeTbc,
  hypothetical,
  className = '',
}: {
  kickoff: string
  /** Local date of the fixture (YYYY-MM-DD), used when the time is unknown. */
  date?: string
  timeTbc?: boolean
  hypothetical?: boolean
  className?: string
}) {
  if (hypothetical) return <span className={className}>Hypothetical, not scheduled</span>
  if (timeTbc) {
    const day = date ?? kickoff.slice(0, 10)
    const label = formatDateTime(`${day}T12:00:00.000Z`, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
    return (
      <time dateTime={day} className={className}>
        {label}, time TBC
      </time>
    )
  }
  return (
    <time dateTime={kickoff} className={className}>
      {formatKickoff(kickoff)}
    </time>
  )
}

/** The visible warning on a pick or preview whose league's results stopped weeks ago. */
export function StaleNotice({ competitionName, since }: { competitionName: string; since: string }) {
  const day = formatDateTime(`${since}T12:00:00.000Z`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <p
      role="note"
      className="mt-3 rounded-lg bg-amber-500/10 px-2.5 py-1.5 text-xs font-medium text-amber-800 ring-1 ring-inset ring-amber-500/30 dark:text-amber-200"
    >
      Stale data: {competitionName} results stop at {day}, so this price rests on old form.
    </p>
  )
}
