import type { ReactNode } from 'react'
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-client'

/** A titled block of a browse page. */
export function Section({
  title,
  id,
  children,
  aside,
}: {
  title: string
  id?: string
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white/90 p-4 sm:p-5 dark:border-white/10 dark:bg-slate-900/70"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** Grey blocks where the page will be while it loads (hidden from screen readers; the status says it). */
export function BrowseSkeleton({ label, blocks = 3 }: { label: string; blocks?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="space-y-4">
        {Array.from({ length: blocks }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            key={i}
            className="h-32 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
          />
        ))}
      </div>
    </div>
  )
}

/**
 * A failed read: the server's own words when it gave some (a model still warming up says when
 * to come back), with a retry.
 */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const warming = apiErrorStatus(error) === 503
  return (
    <div
      role="alert"
      className="rounded-2xl border border-rose-500/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-800 dark:text-rose-200"
    >
      {warming ? apiErrorMessage(error, `The ${what} could not be loaded.`) : `The ${what} could not be loaded.`}{' '}
      <button type="button" onClick={onRetry} className="inline-flex min-h-11 items-center font-semibold underline">
        Try again
      </button>
    </div>
  )
}
