import type { FormEntry } from '@pitchwise/contract'
import { formatDateTime } from '../../../utils/format-date-time'

const RESULT_STYLES: Record<FormEntry['result'], { chip: string; word: string }> = {
  W: { chip: 'bg-emerald-500 text-slate-950', word: 'Won' },
  D: { chip: 'bg-slate-400 text-slate-950 dark:bg-slate-500', word: 'Drew' },
  L: { chip: 'bg-rose-600 text-white', word: 'Lost' },
}

/** A side's last results, newest first: the result, the opponent, where, and the score. */
export function FormList({ team, form }: { team: string; form: FormEntry[] }) {
  if (form.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">No results in the data yet.</p>
  return (
    <ol aria-label={`${team}'s last results, newest first`} className="space-y-1.5">
      {form.map((entry, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: results are positional (newest first)
          key={index}
          className="flex items-center gap-2 text-sm"
        >
          <span
            className={`inline-flex size-6 shrink-0 items-center justify-center rounded text-xs font-bold ${RESULT_STYLES[entry.result].chip}`}
          >
            <span aria-hidden="true">{entry.result}</span>
            <span className="sr-only">{RESULT_STYLES[entry.result].word}</span>
          </span>
          <span className="min-w-0 flex-1 truncate text-slate-800 dark:text-slate-100">
            {entry.venue === 'H' ? 'v' : 'at'} {entry.opponent}
          </span>
          <span className="shrink-0 font-semibold tabular-nums text-slate-900 dark:text-white">
            {entry.goalsFor}–{entry.goalsAgainst}
          </span>
          <time dateTime={entry.date} className="w-14 shrink-0 text-right text-xs text-slate-600 dark:text-slate-300">
            {formatDateTime(`${entry.date}T12:00:00.000Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
          </time>
        </li>
      ))}
    </ol>
  )
}

/** Form as a row of letters with their words for screen readers: "W W D L W". */
export function FormChips({ team, form }: { team: string; form: string }) {
  if (!form) return null
  return (
    <ul aria-label={`${team}'s form, newest first`} className="inline-flex gap-0.5">
      {[...form].map((result, index) => {
        const style = RESULT_STYLES[result as FormEntry['result']]
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: form letters are positional
            key={index}
            className={`inline-flex size-5 items-center justify-center rounded text-[0.65rem] font-bold ${style?.chip ?? ''}`}
          >
            <span aria-hidden="true">{result}</span>
            <span className="sr-only">{style?.word ?? result}</span>
          </li>
        )
      })}
    </ul>
  )
}
