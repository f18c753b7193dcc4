/**
 * A league whose results stopped weeks before the question's day (the source fell behind): every
 * answer built on its results says so up front, not only the pick lists. A record, a table's
 * points or a simulation's "points now" would otherwise read as current when they are not.
 */
import type { ReportContext } from './context.ts'
import { staleResults } from './picks.ts'
import { staleWarning } from './sections.ts'

/** "⚠ Stale data: Championship results stop at 14 February 2026, so …", or null when fresh. */
export function staleNote(ctx: ReportContext, code: string, consequence: string): string | null {
  const since = staleResults(ctx.world, code, ctx.today, ctx.today)
  return since ? staleWarning(ctx.world.competitionName(code), since, consequence) : null
}
