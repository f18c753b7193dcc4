import { type ReactNode, useId } from 'react'

/** The filter controls' look (the /matches and /track-record filter rows). */
export const FIELD_CONTROL =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-white/15 dark:bg-slate-900 dark:text-white'
export const FIELD_LABEL = 'mb-1 block text-xs font-medium text-slate-600 dark:text-slate-300'

/** A native select with its visible label above it, tied by id: one filter of a filter row. */
export function LabelledSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  /** The `<option>`s. */
  children: ReactNode
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      <select id={id} className={FIELD_CONTROL} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  )
}
