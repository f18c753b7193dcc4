/** Replies for what Pitchwise cannot answer: other sports, off-topic, uncovered competitions. */
import type { Intent } from '../analysis-types.ts'
import { longDate } from '../parser/calendar.ts'
import { KNOWN_COMPETITION_NAMES } from '../parser/competitions.ts'
import { OUT_OF_SCOPE_SENTENCES } from '../parser/out-of-scope.ts'
import type { Report, ReportContext } from './context.ts'
import { listJoin } from './format.ts'
import { RESPONSIBLE } from './sections.ts'

const EXAMPLES = ['“Three over 2.5 matches for today”', '“Arsenal vs Chelsea”', '“BTTS tips this weekend in La Liga”']

export function writeUnsupported(intent: Intent): Report {
  const topic = intent.notUnderstood?.topic
  const opening =
    intent.unsupportedReason === 'out_of_scope' && topic
      ? `${OUT_OF_SCOPE_SENTENCES[topic]} This question was not charged.`
      : intent.unsupportedReason === 'other_sport'
        ? `Pitchwise only covers football, so I can't help with ${intent.otherSport ?? 'that sport'}.`
        : intent.unsupportedReason === 'empty'
          ? 'Ask me about football fixtures and I will price them.'
          : "That isn't something I can help with: Pitchwise answers questions about football fixtures."
  const markdown = [
    opening,
    '',
    'I analyse upcoming league fixtures with a statistical model fitted on real results: match previews, goals and BTTS probabilities, safest picks and fair odds. Try:',
    '',
    ...EXAMPLES.map((e) => `- ${e}`),
    '',
    `_${RESPONSIBLE}_`,
  ].join('\n')
  return {
    answerable: false,
    markdown,
    picks: [],
    matches: [],
    notices: [`unsupported:${intent.unsupportedReason ?? 'unknown'}`, ...(topic ? [`out_of_scope:${topic}`] : [])],
  }
}

/** The biggest covered leagues first, for "try these instead". */
const PREFERRED = ['en.1', 'es.1', 'de.1', 'it.1', 'fr.1', 'nl.1', 'pt.1', 'en.2']

export function writeNotCovered(ctx: ReportContext, missing: string[]): Report {
  const names = missing.map((c) => KNOWN_COMPETITION_NAMES[c] ?? ctx.world.competition(c)?.name ?? c)
  const covered = PREFERRED.filter((c) => ctx.world.hasCompetition(c)).map((c) => ctx.world.competitionName(c))
  const example = covered[0] ?? 'Premier League'
  // A competition whose results stop long ago (the Europa League after its 2024-25 final) is in
  // the data, just not for now: say where it ends rather than that it is missing.
  const ends = missing.map((c) => ctx.world.lastResult(c))
  const opening = ends.every((d) => d !== undefined)
    ? `Pitchwise's data for the ${listJoin(names.map((name, i) => `${name} ends on ${longDate(ends[i] as string)}`))}, so I can't price ${names.length > 1 ? 'their' : 'its'} current matches, and I won't guess.`
    : `The ${listJoin(names)} ${names.length > 1 ? "aren't" : "isn't"} in Pitchwise's data, so I can't price ${names.length > 1 ? 'those' : 'its'} matches, and I won't guess.`
  const markdown = [
    opening,
    '',
    covered.length > 0
      ? `I cover domestic leagues such as ${listJoin(covered.slice(0, 6))}. For example: “${example} over 2.5 this weekend” or “safest picks today”.`
      : 'Ask about one of the domestic leagues in the data instead.',
    '',
    `_${RESPONSIBLE}_`,
  ].join('\n')
  return {
    answerable: false,
    markdown,
    picks: [],
    matches: [],
    notices: missing.map((c) => `competition_not_covered:${c}`),
  }
}
