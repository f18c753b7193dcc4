/**
 * The answer to a message of several parts (parser/question-parts.ts): each part's answer in
 * turn, one footer at the end, every requested item of every part listed. Charged only when every
 * part is answered in full: a part answered partly or not at all makes the whole free, and the
 * part says why.
 */
import type { AnalysisResult, Coverage, NamedEntity } from '../analysis-types.ts'

/** The footer every answer ends with (sections.ts `footer`): kept once, at the end. */
const FOOTER = /\n+---\n_[^\n]*_\s*$/

function coverageOf(parts: AnalysisResult[]): Coverage {
  if (parts.every((p) => p.coverage === 'full')) return 'full'
  if (parts.every((p) => p.coverage === 'none')) return 'none'
  return 'partial'
}

export function joinAnswers(parts: AnalysisResult[]): AnalysisResult {
  const [first] = parts
  if (!first) throw new Error('joinAnswers needs at least one answer')
  if (parts.length === 1) return first
  const footer = FOOTER.exec(parts[parts.length - 1]?.markdown ?? '')?.[0] ?? ''
  const bodies = parts.map((p) => p.markdown.replace(FOOTER, '').trim())
  const coverage = coverageOf(parts)
  const named = new Map<string, NamedEntity>()
  for (const p of parts) for (const n of p.named) named.set(`${n.kind}:${n.id}:${n.name}`, n)
  const outright = parts.find((p) => p.outright)?.outright
  return {
    answerable: coverage === 'full' && parts.every((p) => p.answerable),
    coverage,
    // The first part's reading stands for the message (history, popular searches); the
    // understanding lists every part's items and words.
    intent: first.intent,
    understanding: {
      items: parts.flatMap((p) => p.understanding.items),
      words: parts.flatMap((p) => p.understanding.words),
      unused: [...new Set(parts.flatMap((p) => p.understanding.unused))],
    },
    markdown: `${bodies.join('\n\n')}${footer}`,
    picks: parts.flatMap((p) => p.picks),
    matches: parts.flatMap((p) => p.matches),
    dataFreshness: first.dataFreshness,
    notices: [...parts.flatMap((p) => p.notices), `question_parts:${parts.length}`],
    ...(outright ? { outright } : {}),
    named: [...named.values()],
  }
}
