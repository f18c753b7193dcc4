import type { ReactNode } from 'react'

/** A titled block of the track record page. */
export function RecordSection({
  title,
  id,
  children,
  tone = 'plain',
}: {
  title: string
  id: string
  children: ReactNode
  /** `replay` sets the replay apart at a glance (it is never live). */
  tone?: 'plain' | 'replay'
}) {
  const frame =
    tone === 'replay'
      ? 'border-dashed border-amber-500/50 bg-amber-50/60 dark:border-amber-300/30 dark:bg-amber-950/20'
      : 'border-slate-200 bg-white/90 dark:border-white/10 dark:bg-slate-900/70'
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-2xl border p-4 sm:p-5 ${frame}`}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  )
}

export const SUBHEAD = 'mt-5 mb-2 text-base font-semibold text-slate-900 dark:text-white'
export const NOTE = 'text-sm text-slate-600 dark:text-slate-300'
