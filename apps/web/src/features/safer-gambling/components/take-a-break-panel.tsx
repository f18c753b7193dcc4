import {
  BREAK_DURATION_LABELS,
  type BreakDuration,
  breakKindOf,
  SELF_EXCLUSION_DURATIONS,
  TAKING_A_BREAK_TEXTS,
  TIME_OUT_DURATIONS,
} from '@pitchwise/contract/taking-a-break'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { apiErrorMessage } from '../../../lib/api-client.ts'
import { useStartBreak } from '../api/taking-a-break.ts'
import { formatBreakEnd } from './format-end.ts'

/** The anchor links to the panel use (the safer gambling page, the footer of the limits). */
export const TAKE_A_BREAK_ANCHOR = 'take-a-break'

/** When a break chosen now would end, as the confirmation shows it (the server's end is the one kept). */
export function expectedEnd(duration: BreakDuration, from = new Date()): string {
  const end = new Date(from)
  const amount = Number.parseInt(duration, 10)
  const unit = duration.slice(-1)
  if (unit === 'h') end.setHours(end.getHours() + amount)
  else if (unit === 'd') end.setDate(end.getDate() + amount)
  else if (unit === 'm') end.setMonth(end.getMonth() + amount)
  else end.setFullYear(end.getFullYear() + amount)
  return end.toISOString()
}

function Choices({
  legend,
  hint,
  durations,
  chosen,
  onChoose,
  name,
}: {
  legend: string
  hint: string
  durations: readonly BreakDuration[]
  chosen: BreakDuration | null
  onChoose: (duration: BreakDuration) => void
  name: string
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-white/10">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {durations.map((duration) => (
          <label
            key={duration}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-[:checked]:border-pitch-500 has-[:checked]:bg-pitch-500/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-pitch-500 dark:border-white/15 dark:text-slate-100"
          >
            <input
              type="radio"
              name={name}
              value={duration}
              checked={chosen === duration}
              onChange={() => onChoose(duration)}
              className="accent-pitch-600"
            />
            {BREAK_DURATION_LABELS[duration]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * "Take a break" on /billing (decision 312): choose a time-out or a self-exclusion, then confirm
 * on a second step that says when it ends and that it cannot be ended early. `onStarted` reloads
 * the account, which then shows the break screen.
 */
export function TakeABreakPanel({ onStarted }: { onStarted: () => Promise<void> }) {
  const [chosen, setChosen] = useState<BreakDuration | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = useStartBreak()
  const headingId = useId()
  const name = useId()

  const handleContinue = (event: FormEvent) => {
    event.preventDefault()
    if (!chosen) {
      setError(TAKING_A_BREAK_TEXTS.chooseFirst)
      return
    }
    setError(null)
    setConfirming(true)
  }

  const handleConfirm = async () => {
    if (!chosen || start.isPending) return
    try {
      await start.mutateAsync(chosen)
      setConfirming(false)
      await onStarted()
    } catch (failure) {
      setError(apiErrorMessage(failure, TAKING_A_BREAK_TEXTS.startFailed))
      setConfirming(false)
    }
  }

  return (
    <section
      id={TAKE_A_BREAK_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 dark:border-white/10 dark:bg-ink-900"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {TAKING_A_BREAK_TEXTS.title}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{TAKING_A_BREAK_TEXTS.intro}</p>
      <form onSubmit={handleContinue} noValidate className="mt-5 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <Choices
            legend={TAKING_A_BREAK_TEXTS.timeOutHeading}
            hint={TAKING_A_BREAK_TEXTS.timeOutHint}
            durations={TIME_OUT_DURATIONS}
            chosen={chosen}
            onChoose={setChosen}
            name={name}
          />
          <Choices
            legend={TAKING_A_BREAK_TEXTS.selfExclusionHeading}
            hint={TAKING_A_BREAK_TEXTS.selfExclusionHint}
            durations={SELF_EXCLUSION_DURATIONS}
            chosen={chosen}
            onChoose={setChosen}
            name={name}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="secondary">
          {TAKING_A_BREAK_TEXTS.chooseButton}
        </Button>
      </form>
      <Modal
        open={confirming && chosen !== null}
        onOpenChange={(open) => {
          if (!open && !start.isPending) setConfirming(false)
        }}
        title={TAKING_A_BREAK_TEXTS.confirmTitle}
        description={
          chosen
            ? TAKING_A_BREAK_TEXTS.confirmText(breakKindOf(chosen), chosen, formatBreakEnd(expectedEnd(chosen)))
            : ''
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" disabled={start.isPending} onClick={() => setConfirming(false)}>
            {TAKING_A_BREAK_TEXTS.cancelButton}
          </Button>
          <Button disabled={start.isPending} onClick={() => void handleConfirm()}>
            {TAKING_A_BREAK_TEXTS.confirmButton}
          </Button>
        </div>
      </Modal>
    </section>
  )
}
