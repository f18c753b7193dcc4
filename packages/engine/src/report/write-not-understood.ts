/**
 * Questions only partly understood. The reply says precisely what Pitchwise could not place
 * (a club or competition the data does not know, a market it cannot price, a name fitting
 * several clubs, a pointer to an earlier answer that does not exist), then offers the nearest
 * thing it can answer. Such answers are free: coverage `partial` or `none`.
 */
import type { Intent, NotUnderstood } from '../analysis-types.ts'
import { OUT_OF_SCOPE_SENTENCES } from '../parser/out-of-scope.ts'
import { UNSUPPORTED_MARKET_NAMES, UNSUPPORTED_MARKET_WHY } from '../parser/unsupported-markets.ts'
import type { Report, ReportContext } from './context.ts'
import { capitalise, listJoin } from './format.ts'
import { marketPhrase } from './markets.ts'
import { RESPONSIBLE } from './sections.ts'

const EXAMPLES = ['“Three over 2.5 matches for today”', '“Arsenal vs Chelsea”', '“Who will win the Premier League?”']

/** The sentences naming what could not be answered. */
export function notUnderstoodLines(missing: NotUnderstood): string[] {
  const out: string[] = []
  if (missing.unmatched && missing.unmatched.length > 0) {
    const words = missing.unmatched.map((w) => `“${capitalise(w)}”`)
    out.push(
      `I don't know ${listJoin(words)} as ${missing.unmatched.length > 1 ? 'clubs or competitions' : 'a club or competition'} in Pitchwise's data, so I can't answer that part.`,
    )
  }
  if (missing.market)
    out.push(
      `Pitchwise can't price ${UNSUPPORTED_MARKET_NAMES[missing.market]}: ${UNSUPPORTED_MARKET_WHY[missing.market]}.`,
    )
  if (missing.reference) out.push(`I can't tell which match you mean: ${missing.reference}.`)
  if (missing.topic) out.push(OUT_OF_SCOPE_SENTENCES[missing.topic])
  if (missing.alsoMarket)
    out.push(
      `You also asked about ${marketPhrase(missing.alsoMarket)} in the same bet: Pitchwise prices markets one at a time, not two as one bet (only "both teams to score and over", and a result with a goals total, are), so that combined price is not here.`,
    )
  return out
}

/** True when nothing but the unplaced part was asked: there is no nearest thing to offer. */
export function hasAnswerableRest(intent: Intent): boolean {
  return (
    intent.teams.length > 0 ||
    intent.competitions.length > 0 ||
    intent.kind === 'outright' ||
    (intent.market !== null && intent.market.type !== 'match_result') ||
    intent.dateWindow !== null
  )
}

export function writeNotUnderstood(missing: NotUnderstood, nearest: Report | null): Report {
  const lines = notUnderstoodLines(missing)
  if (nearest) {
    lines.push('', 'The nearest I can answer, free of charge:', '', nearest.markdown)
    return {
      ...nearest,
      answerable: false,
      coverage: 'partial',
      markdown: lines.join('\n'),
      notices: [...notUnderstoodNotices(missing), ...nearest.notices],
    }
  }
  lines.push(
    '',
    'You have not been charged. Try for example:',
    '',
    ...EXAMPLES.map((e) => `- ${e}`),
    '',
    `_${RESPONSIBLE}_`,
  )
  return {
    answerable: false,
    coverage: 'none',
    markdown: lines.join('\n'),
    picks: [],
    matches: [],
    notices: notUnderstoodNotices(missing),
  }
}

function notUnderstoodNotices(missing: NotUnderstood): string[] {
  return [
    ...(missing.unmatched ?? []).map((w) => `unmatched:${w}`),
    ...(missing.market ? [`unsupported_market:${missing.market}`] : []),
    ...(missing.reference ? ['unclear_reference'] : []),
    ...(missing.topic ? [`out_of_scope:${missing.topic}`] : []),
    ...(missing.alsoMarket ? [`combined_market:${missing.alsoMarket.type}`] : []),
  ]
}

/** "Barcelona" when the data has two clubs of that name: ask which, free. */
export function writeClarify(ctx: ReportContext, missing: NotUnderstood): Report {
  const w = ctx.world
  const lines = (missing.ambiguous ?? []).map((a) => {
    const options = a.teams.map((id) => {
      const home = w.homeCompetition(id)
      return `${w.teamName(id)}${home ? ` (${w.competitionName(home.competition)})` : ''}`
    })
    return `“${capitalise(a.phrase)}” fits more than one club in the data: ${listJoin(options).replace(/ and ([^,]*)$/, ' or $1')}. Which one do you mean?`
  })
  lines.push('', 'Ask again with the full name and I will answer; this question has not been charged.')
  return {
    answerable: false,
    coverage: 'none',
    markdown: lines.join('\n'),
    picks: [],
    matches: [],
    notices: (missing.ambiguous ?? []).map((a) => `ambiguous:${a.phrase}`),
  }
}
