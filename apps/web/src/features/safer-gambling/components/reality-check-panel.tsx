import {
  REALITY_CHECK_MINUTES,
  REALITY_CHECK_TEXTS,
  type RealityCheckMinutes,
} from '@pitchwise/contract/taking-a-break'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { apiErrorMessage } from '../../../lib/api-client.ts'
import { useSetRealityCheck } from '../api/taking-a-break.ts'

/**
 * The reality-check setting on /billing (decision 313): off, or a reminder every 30 or 60 minutes
 * of activity. Kept on the server for the account; `onSaved` reloads the account so the reminder
 * starts with the new interval.
 */
export function RealityCheckPanel({
  minutes,
  onSaved,
}: {
  minutes: RealityCheckMinutes
  onSaved: () => Promise<void>
}) {
  const [draft, setDraft] = useState<string>(minutes ? String(minutes) : '')
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const save = useSetRealityCheck()
  const headingId = useId()
  const selectId = useId()
  useEffect(() => setDraft(minutes ? String(minutes) : ''), [minutes])

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    setMessage(null)
    const wanted = draft === '' ? null : (Number(draft) as 30 | 60)
    try {
      await save.mutateAsync(wanted)
      await onSaved()
      setMessage({ text: REALITY_CHECK_TEXTS.saved, error: false })
    } catch (failure) {
      setMessage({ text: apiErrorMessage(failure, REALITY_CHECK_TEXTS.saveFailed), error: true })
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-white/10 dark:bg-ink-900"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {REALITY_CHECK_TEXTS.title}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{REALITY_CHECK_TEXTS.intro}</p>
      <form onSubmit={handleSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800 dark:text-slate-100">
            {REALITY_CHECK_TEXTS.settingLabel}
          </label>
          <select
            id={selectId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-white/15 dark:bg-ink-950 dark:text-white"
          >
            <option value="">{REALITY_CHECK_TEXTS.off}</option>
            {REALITY_CHECK_MINUTES.map((value) => (
              <option key={value} value={String(value)}>
                {REALITY_CHECK_TEXTS.every(value)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {REALITY_CHECK_TEXTS.save}
        </Button>
      </form>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`mt-3 text-sm ${message.error ? 'text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-300'}`}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  )
}
