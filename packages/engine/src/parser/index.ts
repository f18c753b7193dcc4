/**
 * parseQuestion: a deterministic, rule-based reading of a football question. Each extractor
 * consumes (blanks) what it understood so the next one cannot misread it: dates, then
 * competitions, then markets, then teams, then counts.
 */
import type { Intent, ParseContext } from '../analysis-types.ts'
import type { CompetitionInfo, TeamInfo } from '../types.ts'
import { localDate } from './calendar.ts'
import { createCompetitionMatcher } from './competitions.ts'
import { extractCount } from './counts.ts'
import { extractDateWindow } from './dates.ts'
import { isFollowUp, mergeFollowUp } from './follow-up.ts'
import { classify } from './kind.ts'
import { blankGoalNumbers, extractMarket } from './markets.ts'
import { blank, normalize } from './normalize.ts'
import { isOffTopic, looksNonFootball, otherSport } from './scope.ts'
import { createTeamMatcher } from './teams.ts'

const NEUTRAL = /\b(?:neutral|neutral (?:venue|ground|pitch)|no home advantage)\b/

export interface QuestionParser {
  parse(text: string, context: Omit<ParseContext, 'teams' | 'competitions'>): Intent
}

/** Build the matchers once per directory; parsing is then cheap per question. */
export function createQuestionParser(teams: TeamInfo[], competitions: CompetitionInfo[]): QuestionParser {
  const teamMatcher = createTeamMatcher(teams)
  const competitionMatcher = createCompetitionMatcher(competitions)

  /**
   * `raw` keeps what was understood even when the question alone is not answerable, so that
   * "and tomorrow?" can still extend the previous question; `offTopic` blocks that for
   * "what about the weather tomorrow?".
   */
  function parseAlone(text: string, today: string): { intent: Intent; raw: Intent; offTopic: boolean } {
    const norm = normalize(text)
    if (norm.trim() === '') return { intent: unsupported('empty'), raw: unsupported('empty'), offTopic: true }
    // Teams first: "Sheffield Wednesday" is a club, not a date; "Schalke 04" is not a count.
    const mentions = teamMatcher.find(norm, text)
    let withoutTeams = norm
    for (const m of mentions)
      withoutTeams = blank(withoutTeams, new RegExp(`\\b${m.phrase.split(' ').join('[\\s./+:-]+')}\\b`, 'g'))
    const { window, rest: afterDates } = extractDateWindow(withoutTeams, today)
    const { competitions: comps, rest: afterComps } = competitionMatcher.extract(afterDates)
    const { market } = extractMarket(afterComps)
    // Market words stay for counting ("2 home wins"); only goal numbers must go ("o2.5").
    const count = extractCount(blankGoalNumbers(afterComps))
    const teamIds = mentions.map((m) => m.teamId)

    const kind = classify(norm, { teams: teamIds.length, competitions: comps.length, market, count })
    let resolvedMarket = market
    // "Arsenal to score over 1.5" names its team; otherwise the report picks the likelier side.
    if (market?.type === 'team_over' && teamIds.length === 1) resolvedMarket = { ...market, teamId: teamIds[0] ?? null }
    const raw: Intent = { kind, market: resolvedMarket, count, dateWindow: window, competitions: comps, teams: teamIds }
    // Only a pairing has a venue to neutralise.
    if (teamIds.length >= 2 && NEUTRAL.test(norm)) raw.neutralVenue = true

    const sport = otherSport(norm)
    // "celtics" is one letter from Celtic: a guessed team never outweighs a named other sport.
    if (sport && mentions.every((m) => m.fuzzy) && comps.length === 0)
      return { intent: { ...unsupported('other_sport'), otherSport: sport }, raw, offTopic: true }
    const signals = { teams: teamIds.length, competitions: comps.length, market, hasWindow: window !== null }
    if (looksNonFootball(norm, signals)) return { intent: unsupported('not_football'), raw, offTopic: isOffTopic(norm) }
    return { intent: raw, raw, offTopic: false }
  }

  return {
    parse(text, context) {
      const today = localDate(context.clientDate, context.timeZone)
      const { intent, raw, offTopic } = parseAlone(text, today)
      if (offTopic) return intent
      const previous = context.previousIntent ?? previousFromHistory(context.chatHistory, today, text)
      if (!previous || previous.kind === 'unsupported' || !isFollowUp(normalize(text), raw)) return intent
      return mergeFollowUp(previous, raw)
    },
  }

  /** Without a stored intent, the last user message is re-read (follow-ups of follow-ups are not chased). */
  function previousFromHistory(
    history: ParseContext['chatHistory'],
    today: string,
    current: string,
  ): Intent | undefined {
    // The caller may or may not have appended the current question to the history already.
    const last = [...history].reverse().find((m) => m.role === 'user' && m.content.trim() !== current.trim())
    if (!last) return undefined
    const { intent } = parseAlone(last.content, today)
    return intent
  }
}

export function parseQuestion(text: string, context: ParseContext): Intent {
  return createQuestionParser(context.teams, context.competitions).parse(text, context)
}

function unsupported(reason: NonNullable<Intent['unsupportedReason']>): Intent {
  return {
    kind: 'unsupported',
    market: null,
    count: null,
    dateWindow: null,
    competitions: [],
    teams: [],
    unsupportedReason: reason,
  }
}
