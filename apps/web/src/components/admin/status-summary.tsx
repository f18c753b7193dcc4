import type { ReactNode } from 'react'
import { Button } from '../ui/button.tsx'
import { Notice } from './form-field.tsx'

/** Literal classes, so Tailwind keeps them: the placeholder grid matches the summary's columns. */
const GRID_COLUMNS = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const

/**
 * The summary at the top of an admin status page (/admin/data, /admin/seals): the figures once
 * loaded, the error with "Try again" when the read failed, and pulsing placeholder tiles meanwhile.
 */
export function StatusSummary<T>({
  data,
  error,
  onRetry,
  loadingLabel,
  tiles,
  children,
}: {
  data: T | undefined
  error: string | null
  onRetry: () => void
  /** Read by screen readers while loading ("Loading data status"). */
  loadingLabel: string
  /** How many placeholder tiles (the summary's columns on a wide screen). */
  tiles: keyof typeof GRID_COLUMNS
  children: (data: T) => ReactNode
}) {
  if (data) return <>{children(data)}</>
  if (error)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Notice kind="error">{error}</Notice>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    )
  return (
    <div role="status" aria-label={loadingLabel} className={`grid gap-3 sm:grid-cols-2 ${GRID_COLUMNS[tiles]}`}>
      {[0, 1, 2, 3].slice(0, tiles).map((tile) => (
        <div key={tile} className="h-20 animate-pulse rounded-xl bg-white/10" />
      ))}
    </div>
  )
}
