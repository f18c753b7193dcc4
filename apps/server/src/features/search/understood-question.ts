/**
 * What a recorded search was understood to ask (decision 152). The public popular list groups
 * wordings by this, counts them together and shows only wordings whose clubs were named exactly:
 * "Liverpol vs Totenham prediction" counts towards "Liverpool vs Tottenham prediction" but is
 * never itself shown to other people.
 */
import type { AnalysisIntent } from '@pitchwise/contract'

/**
 * A stable key of the question as understood: same key, same question. Dates count by how they
 * were said ("today", "this weekend"), so one wording keeps one key from day to day.
 */
export function understoodKey(intent: AnalysisIntent): string {
  return JSON.stringify([
    intent.kind,
    intent.market,
    intent.count,
    intent.dateWindow?.label ?? null,
    intent.competitions,
    intent.teams,
    intent.outright ?? null,
    intent.timeOfDay ?? null,
    intent.neutralVenue ?? null,
    intent.focus ?? null,
    // Corners, cards, half-time (issue 31) are other questions; appended only when asked, so earlier keys stay.
    ...(intent.counts ? [intent.counts] : []),
  ])
}

/** The wording named a club only through the typo pass ("Liverpol"): counted, never shown to others. */
export function wasTypoCorrected(intent: AnalysisIntent): boolean {
  return (intent.corrected?.length ?? 0) > 0
}
