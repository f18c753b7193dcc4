/**
 * The building blocks of the auth pages (/signin, /signup, /forgot-password, /reset-password,
 * /auth/callback): a titled card, labelled fields whose errors are announced (role=alert), a
 * submit button that shows progress, and the 'Check your email' panel.
 */
import { Loader2, MailCheck } from 'lucide-react'
import { type InputHTMLAttributes, type ReactNode, type Ref, type RefObject, useEffect, useId } from 'react'
import { buttonClass } from '../../../components/ui/button.tsx'
import { EmailAddress } from '../../../components/ui/email-address.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'
import type { FieldErrors } from '../validation.ts'
import { DevOutboxLink } from './dev-outbox-link.tsx'

export function AuthCard({
  pageTitle,
  title,
  subtitle,
  children,
  footer,
}: {
  /** The document title (' | Pitchwise' is appended). */
  pageTitle: string
  title: string
  subtitle?: ReactNode
  children: ReactNode
  /** Below the card, e.g. 'Sign in instead'. */
  footer?: ReactNode
}) {
  usePageTitle(pageTitle)
  return (
    <div className="relative isolate flex min-h-[calc(100vh-12rem)] w-full items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96"
        style={{ background: 'radial-gradient(ellipse 50% 60% at 50% 0%, rgb(16 185 129 / 0.14), transparent 70%)' }}
      />
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-white/10 dark:bg-ink-900 dark:shadow-black/30">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
          {subtitle ? <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-5 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div> : null}
      </div>
    </div>
  )
}

export function Field({
  label,
  error,
  hint,
  ref,
  ...input
}: {
  label: string
  error?: string | undefined
  hint?: string
  ref?: Ref<HTMLInputElement>
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 disabled:opacity-60 sm:text-sm dark:bg-ink-950 dark:text-white dark:placeholder:text-slate-500 ${
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-500/25 dark:border-red-400/70'
            : 'border-slate-300 focus:border-pitch-500 focus:ring-pitch-500/25 dark:border-white/15'
        }`}
        {...input}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A form-level error (the server's message or the spec's fallback). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
    >
      {message}
    </p>
  )
}

/** The primary action: full width, disabled with a spinner while the request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}

export const primaryButton = buttonClass('primary', 'w-full py-3 disabled:opacity-70')
export const secondaryButton = buttonClass('secondary', 'w-full py-3 font-medium disabled:opacity-60')
export { textLink } from './auth-styles.ts'

/** 'Check your email' with the address and the actions under it. */
export function CheckEmail({
  email,
  children,
  description,
}: {
  email: string
  children: ReactNode
  description?: ReactNode
}) {
  return (
    <div className="space-y-4 text-sm text-slate-700 dark:text-slate-200">
      <div role="status" className="flex gap-3 rounded-xl bg-pitch-500/10 p-4">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-pitch-600 dark:text-pitch-400" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold text-slate-900 dark:text-white">Check your email</h2>
          <p>
            We sent a link to{' '}
            <strong>
              <EmailAddress email={email} />
            </strong>
            .
          </p>
          {description ? <p className="text-slate-600 dark:text-slate-300">{description}</p> : null}
        </div>
      </div>
      {children}
      <DevOutboxLink email={email} />
    </div>
  )
}

/** After a failed submit, moves focus to the first invalid field of the form (keyboard and screen readers). */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: FieldErrors): void {
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
  }, [errors, formRef])
}
