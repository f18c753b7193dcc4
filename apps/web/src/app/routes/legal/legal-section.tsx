import type { ReactNode } from 'react'

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-3 space-y-3 text-slate-700 leading-relaxed dark:text-slate-300">{children}</div>
    </section>
  )
}
