import { CalendarClock } from 'lucide-react'
import { useFootballStatus } from '../api/get-football-status.ts'
import { demoBannerText } from '../utils/freshness-text.ts'

/**
 * The slim strip above the header on every page while the server runs as of a fixed day of the
 * data (DEMO_DATE): fixtures, results and "today" are that day's, not the calendar's. It cannot
 * be dismissed: every answer below it depends on it. A labelled region (axe wants all content in
 * a landmark); the text is a polite status, announced if it arrives after the first render.
 */
export function DemoBanner() {
  const { data } = useFootballStatus()
  const text = data ? demoBannerText(data) : null
  if (!text) return null
  return (
    <section
      aria-label="Demo mode"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/20 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <p
        role="status"
        className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-medium sm:px-6"
      >
        <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
        {text}
      </p>
    </section>
  )
}
