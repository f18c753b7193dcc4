import { Info } from 'lucide-react'
import { useFootballStatus } from '../api/get-football-status.ts'
import { upcomingFixturesNotice } from '../utils/freshness-text.ts'

/**
 * One calm line on the chat pages when the data has no fixtures in the coming days: the day it
 * runs to and what is still answered. Nothing while health loads or when fixtures are near.
 */
export function FreshnessLine() {
  const { data } = useFootballStatus()
  const text = data ? upcomingFixturesNotice(data) : null
  if (!text) return null
  return (
    <p className="flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:border-white/10 dark:bg-white/[0.03] dark:text-slate-300">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <span>{text}</span>
    </p>
  )
}
