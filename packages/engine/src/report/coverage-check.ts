/**
 * The charge check (issue 29): a question is charged only when every item it asked for has a
 * part in the answer. A writer that claims a full answer without one (a table with no results, a
 * "double" with one leg, a pairing with no fixture) is overruled here: the answer says which
 * item is missing and is free.
 */
import type { RequestedItemOutcome } from '../analysis-types.ts'
import type { AnswerPart } from './answer-parts.ts'
import { NOT_CHARGED } from './beyond-data.ts'
import type { Report } from './context.ts'
import { listJoin } from './format.ts'
import type { RequestedItem } from './requested-items.ts'

export function settleCoverage(
  report: Report,
  items: readonly RequestedItem[],
  parts: readonly AnswerPart[],
): { report: Report; outcomes: RequestedItemOutcome[] } {
  const outcomes = items.map((i) => ({ label: i.label, answered: parts.some((p) => i.answeredBy(p)) }))
  const claimsFull = report.answerable && (report.coverage ?? 'full') === 'full'
  const missing = outcomes.filter((o) => !o.answered)
  if (!claimsFull || missing.length === 0) return { report, outcomes }
  const sentence = `Not in this answer: ${listJoin(missing.map((o) => o.label))}. ${NOT_CHARGED}`
  return {
    report: {
      ...report,
      answerable: false,
      coverage: missing.length === outcomes.length ? 'none' : 'partial',
      markdown: beforeFooter(report.markdown, sentence),
      notices: [...report.notices, 'item_unanswered'],
    },
    outcomes,
  }
}

/** The sentence goes above the footer rule, where the reader still reads the answer. */
function beforeFooter(markdown: string, sentence: string): string {
  const at = markdown.lastIndexOf('\n---\n')
  return at < 0 ? `${markdown}\n\n${sentence}` : `${markdown.slice(0, at)}\n\n${sentence}\n${markdown.slice(at)}`
}
