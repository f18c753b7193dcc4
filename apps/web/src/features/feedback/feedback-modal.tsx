import { LIMITS } from '@pitchwise/contract/limits'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../components/ui/button.tsx'
import { Modal } from '../../components/ui/modal.tsx'
import { api, apiErrorMessage } from '../../lib/api-client.ts'

export const FEEDBACK_TYPES = [
  { value: 'bug', label: 'Bug' },
  { value: 'suggestion', label: 'Suggestion' },
  { value: 'other', label: 'Other' },
] as const
type FeedbackType = (typeof FEEDBACK_TYPES)[number]['value']
export const FEEDBACK_CLOSE_DELAY_MS = 2000

/** The feedback form of product spec §2/§4: type, message, 'Sending...', thanks, close after 2 s. */
export function FeedbackModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [type, setType] = useState<FeedbackType>('suggestion')
  const [message, setMessage] = useState('')
  const [state, setState] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (state !== 'success') return
    const timer = setTimeout(() => {
      onOpenChange(false)
      setState('idle')
    }, FEEDBACK_CLOSE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state, onOpenChange])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = message.trim()
    if (!trimmed) {
      setError('Please enter your feedback')
      setState('error')
      return
    }
    setState('submitting')
    setError(null)
    try {
      await api.post('/api/feedback', { type, message: trimmed })
      setMessage('')
      setState('success')
    } catch (caught) {
      setError(apiErrorMessage(caught, 'Failed to submit feedback'))
      setState('error')
    }
  }

  const busy = state === 'submitting'
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next && state !== 'submitting') {
          setState('idle')
          setError(null)
        }
      }}
      title="Send Feedback"
      description="Tell us what went wrong or what would make Pitchwise better."
      locked={busy}
    >
      {state === 'success' ? (
        <p role="status" className="rounded-xl bg-pitch-500/10 p-4 text-sm font-medium text-accent">
          Thank you for your feedback!
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            Type
            <select
              value={type}
              onChange={(event) => setType(event.target.value as FeedbackType)}
              disabled={busy}
              className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm dark:border-white/15 dark:bg-ink-950"
            >
              {FEEDBACK_TYPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            Message
            <textarea
              value={message}
              onChange={(event) => {
                setMessage(event.target.value)
                if (error) setError(null)
              }}
              disabled={busy}
              maxLength={LIMITS.feedbackMaxLength}
              rows={5}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'feedback-error' : undefined}
              className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm dark:border-white/15 dark:bg-ink-950"
            />
          </label>
          {error ? (
            <p id="feedback-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending...' : 'Send Feedback'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  )
}
