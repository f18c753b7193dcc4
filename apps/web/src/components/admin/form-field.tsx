import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

/** An input's look without its width, for controls that size themselves (a select, a short number). */
export const INPUT_BASE_CLASS =
  'rounded-lg border border-white/15 bg-ink-950/60 px-3 py-2 text-sm text-white placeholder:text-slate-500 focus:border-emerald-400 focus:outline-none focus:ring-2 focus:ring-emerald-500/30 aria-[invalid=true]:border-red-400'

export const INPUT_CLASS = `w-full ${INPUT_BASE_CLASS}`

/** A labelled input with its validation message underneath (announced to screen readers). */
export function FormField({
  label,
  error,
  hint,
  inputProps,
  children,
}: {
  label: string
  error?: string | undefined
  hint?: ReactNode
  inputProps?: InputHTMLAttributes<HTMLInputElement>
  /** A custom control instead of the input; it should use the id from `renderId`. */
  children?: (id: string, describedBy: string | undefined) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const describedBy = error ? errorId : undefined
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      {children ? (
        children(id, describedBy)
      ) : (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={INPUT_CLASS}
          {...inputProps}
        />
      )}
      {hint && !error ? <p className="text-xs text-slate-400">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="text-xs text-red-300" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A success or error line shown after an action. */
export function Notice({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  const style =
    kind === 'success'
      ? 'border-emerald-400/30 bg-emerald-500/10 text-emerald-200'
      : 'border-red-400/30 bg-red-500/10 text-red-200'
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${style}`}>
      {children}
    </p>
  )
}

/** A titled block of an admin page. */
export function AdminSection({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-label={title} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{title}</h2>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  )
}
