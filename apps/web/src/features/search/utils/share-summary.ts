/**
 * The text a shared report goes out with (issue 15): a readable summary built from the report's
 * structured picks, never the flattened markdown ("Paris Saint-Germain Draw FC Nantes Probability
 * 82% 12% 6%…"). It fits the spec's 200 characters by leaving out whole picks, so a post never
 * ends mid-pick; only a single pick too long on its own is cut (197 characters plus '...').
 */
import type { AnalysisData, AnalysisPick } from '@pitchwise/contract'
import { LIMITS } from '@pitchwise/contract/limits'
import { truncateShareText } from './share'

const BRAND = 'Pitchwise'

const percent = (probability: number) => `${Math.round(probability * 100)}%`
const fixture = (item: { home: string; away: string }) => `${item.home} v ${item.away}`
const pickText = (pick: AnalysisPick) =>
  `${pick.marketLabel} ${percent(pick.probability)} (fair odds ${pick.fairOdds.toFixed(2)})`

/**
 * `head` then as many `parts` as fit in `max` characters, joined by `separator`, with "+N more"
 * when some were left out. The first part is always there (cut when it alone is too long).
 */
function fitParts(head: string, parts: string[], max: number, separator = '; '): string {
  let text = `${head}${parts[0] ?? ''}`
  let used = 1
  for (; used < parts.length; used++) {
    const next = `${text}${separator}${parts[used]}`
    const rest = parts.length - used - 1
    if ((rest > 0 ? `${next}${separator}+${rest} more` : next).length > max) break
    text = next
  }
  const left = parts.length - used
  const more = `${text}${separator}+${left} more`
  if (left > 0 && more.length <= max) text = more
  return truncateShareText(text, max)
}

function picksSummary(picks: AnalysisPick[], max: number): string {
  const first = picks[0]
  const sameFixture = first && picks.every((pick) => pick.matchId === first.matchId)
  if (first && sameFixture) return fitParts(`${BRAND}: ${fixture(first)} — `, picks.map(pickText), max)
  return fitParts(
    `${BRAND} picks: `,
    picks.map((pick) => `${fixture(pick)}: ${pickText(pick)}`),
    max,
  )
}

function matchSummary(analysis: AnalysisData, max: number): string | null {
  const match = analysis.matches[0]
  if (!match) return null
  if (match.status === 'finished' && match.result) {
    return truncateShareText(
      `${BRAND}: ${match.home} ${match.result.home}–${match.result.away} ${match.away} (${match.competitionName})`,
      max,
    )
  }
  const { home, draw, away } = match.markets
  return fitParts(
    `${BRAND}: ${fixture(match)} — `,
    [`${match.home} ${percent(home)}`, `draw ${percent(draw)}`, `${match.away} ${percent(away)}`],
    max,
    ', ',
  )
}

function outrightSummary(analysis: AnalysisData, max: number): string | null {
  const table = analysis.outright
  if (!table || table.rows.length === 0) return null
  const target = analysis.intent.outright ?? 'title'
  const share = (row: (typeof table.rows)[number]) =>
    target === 'top_four'
      ? row.topFour
      : target === 'relegation'
        ? row.relegation
        : target === 'promotion'
          ? (row.promotion ?? 0)
          : row.title
  const what =
    target === 'top_four'
      ? 'top four'
      : target === 'relegation'
        ? 'relegation'
        : target === 'promotion'
          ? 'promotion'
          : 'title'
  const leaders = [...table.rows].sort((a, b) => share(b) - share(a)).slice(0, 3)
  return fitParts(
    `${BRAND}: ${table.competitionName} ${table.season}, ${what} — `,
    leaders.map((row) => `${row.team} ${percent(share(row))}`),
    max,
    ', ',
  )
}

/**
 * The share text of a report: its top pick(s) with probability and fair odds; without picks, the
 * match's 1X2 chances or result, or a season simulation's leaders; with nothing structured, the
 * question itself. Always at most `max` (LIMITS.shareTextMax, 200) characters.
 */
export function shareSummary(query: string, analysis: AnalysisData | null, max = LIMITS.shareTextMax): string {
  if (analysis && analysis.picks.length > 0) return picksSummary(analysis.picks, max)
  const structured = analysis ? (outrightSummary(analysis, max) ?? matchSummary(analysis, max)) : null
  return structured ?? truncateShareText(`${BRAND} analysis: ${query}`, max)
}
