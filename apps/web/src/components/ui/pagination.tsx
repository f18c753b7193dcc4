import { ChevronLeft, ChevronRight } from 'lucide-react'

export interface PaginationProps {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** Accessible name of the navigation landmark. */
  label?: string
}

const BUTTON =
  'inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:border-white/10 dark:text-slate-200 dark:hover:bg-white/10'

/** Previous / next with 'Page X of Y'; renders nothing when there is one page or none. */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-3">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      <span className="text-sm tabular-nums text-slate-500 dark:text-slate-400" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button type="button" className={BUTTON} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  )
}
