import { type ReactNode, useId } from 'react'

/** A titled part of a legal page; named by its heading, so it is a landmark screen readers can jump to. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="mt-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700 leading-relaxed dark:text-slate-300">{children}</div>
    </section>
  )
}
