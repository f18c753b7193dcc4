/**
 * "Lyon v Nice and Roma v Lazio": one section per named match, in the order asked (issue 29).
 * Each is the same preview a single match gets. The whole is charged only when every match is
 * answered in full; otherwise the answer says which one is missing and is free.
 */
import type { Intent } from '../analysis-types.ts'
import type { Report, ReportContext } from './context.ts'
import { plural } from './format.ts'
import { footer } from './sections.ts'

/** Drops a section's own footer line (the answer ends with one footer). */
function withoutFooter(markdown: string): string {
  const cut = markdown.lastIndexOf('\n---\n')
  return cut >= 0 ? markdown.slice(0, cut) : markdown
}

export function writeSeveralMatches(
  ctx: ReportContext,
  intent: Intent,
  pairings: [string, string][],
  writeOne: (ctx: ReportContext, intent: Intent) => Report,
  intro?: string,
): Report {
  const reports = pairings.map((teams) => {
    const one: Intent = { ...intent, teams }
    delete one.pairings
    return writeOne(ctx, one)
  })
  const full = reports.every((r) => r.answerable && (r.coverage ?? 'full') === 'full')
  const names = (teams: [string, string]) => teams.map((t) => ctx.world.teamName(t)).join(' v ')
  const lines = [
    intro ?? `You asked about ${plural(pairings.length, 'match', 'matches')}: ${pairings.map(names).join('; ')}.`,
    '',
  ]
  reports.forEach((r, i) => {
    if (i > 0) lines.push('')
    lines.push(withoutFooter(r.markdown).trim())
  })
  if (!full) lines.push('', 'Not every match above could be answered, so this question was not charged.')
  lines.push('', footer(ctx))
  return {
    answerable: full,
    coverage: full ? 'full' : 'partial',
    markdown: lines.join('\n'),
    picks: reports.flatMap((r) => r.picks),
    matches: reports.flatMap((r) => r.matches),
    notices: ['several_matches', ...reports.flatMap((r) => r.notices)],
  }
}
