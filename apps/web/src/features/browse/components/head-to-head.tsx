import type { AnalysisMatch } from '@pitchwise/contract'
import { formatCalendarDay } from '../../../utils/calendar-day'

/** The two sides' last meetings in the data, newest first. */
export function HeadToHead({ meetings }: { meetings: AnalysisMatch['headToHead'] }) {
  if (meetings.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">The data holds no earlier meeting of these sides.</p>
    )
  return (
    <ul className="space-y-1.5">
      {meetings.map((m) => (
        <li key={`${m.date}-${m.home}`} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="text-slate-800 dark:text-slate-100">
            {m.home}{' '}
            <span className="font-semibold tabular-nums text-slate-900 dark:text-white">
              {m.homeGoals}–{m.awayGoals}
            </span>{' '}
            {m.away}
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-300">
            {m.competition}, {formatCalendarDay(m.date)}
          </span>
        </li>
      ))}
    </ul>
  )
}
