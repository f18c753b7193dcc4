import { textLink } from './auth-card.tsx'

/**
 * Under 'Check your email': the 'try again' link that sends the email once more and, after it
 * went out, a status line saying so (announced to screen readers).
 */
export function ResendPrompt({
  busy,
  onResend,
  resentNotice,
}: {
  busy: boolean
  onResend: () => void
  /** Shown once a new email was sent, e.g. 'We sent a new reset link.'. */
  resentNotice: string | null
}) {
  return (
    <>
      <p className="text-slate-600 dark:text-slate-300">
        Didn't get it? Check your spam folder or{' '}
        <button type="button" className={textLink} disabled={busy} onClick={onResend}>
          try again
        </button>
        .
      </p>
      {resentNotice ? (
        <p role="status" className="text-accent">
          {resentNotice}
        </p>
      ) : null}
    </>
  )
}
