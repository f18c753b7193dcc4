/** Which kind of answer the question wants, from what was found in it. */
import type { IntentKind, KnockoutTarget, MarketSelection } from '../analysis-types.ts'
import { NUMBER_WORDS } from './counts.ts'

const COMPARE =
  /\b(?:compare|comparison|comparing|who is better|whos better|which is better|better team|better side|stronger|who is stronger|stack up)\b/
/** Standings words; a market or count beside them ("table toppers over 2.5") still asks for picks. */
const TABLE =
  /\b(?:tables?|standings?|league positions?|(?:what|which) position|top of the|bottom of the|in the league|title race|relegation (?:zone|battle|fight|places?)|how many points|points (?:tally|total)|european (?:places?|spots?)|europe (?:places?|spots?)|champions league (?:places?|spots?)|top (?:half|six)|log(?! ?in\b)|ladder|at the (?:top|bottom)|tops|topping|who(?:s| is)? (?:top|bottom) (?:of|in)|leads? the (?:league|table)|leading the (?:league|table)|who(?:s| is)? lead(?:s|ing)|where (?:do|does|are|is) \S+(?: \S+)? (?:sit|sitting|stand|standing|lie|lying|placed|ranked))\b/
/** Betting words: "who you got", "who do you fancy", "any plays" ask for picks, not an overview. */
const PICK_WORDS =
  /\b(?:to back|worth backing|tips?|picks?|bets?|acca|accumulator|fold|treble|double|bankers?|selections?|slips?|value|folders?|parlays?|multi ?bets?|combos?|who (?:you|ya|u) got|fancy|any plays|plays? (?:for|of))\b/

/** "top 3 and how many points between them", "table top 4": the head of the table, not that many picks. */
export const TABLE_TOP = /\btop (?:\d{1,2}|two|three|four|five|six|seven|eight|ten)\b/

export function classify(
  normalized: string,
  found: { teams: number; competitions: number; market: MarketSelection | null; count: number | null },
): IntentKind {
  const generalMarket = found.market === null || found.market.type === 'match_result'
  if (
    TABLE.test(normalized) &&
    generalMarket &&
    (found.count === null || TABLE_TOP.test(normalized)) &&
    !PICK_WORDS.test(normalized)
  )
    return 'table'
  if (found.teams >= 2) return COMPARE.test(normalized) ? 'comparison' : 'match'
  if (found.teams === 1) return 'team'
  // A competition with no market, no count and no betting words asks for an overview of it.
  if (found.competitions > 0 && found.count === null && generalMarket && !PICK_WORDS.test(normalized)) return 'league'
  return 'picks'
}

/** Season-long questions: the title, the top four, relegation. */
const OUTRIGHT =
  /\b(?:win(?:s|ning)? (?:the )?(?:[a-z]+ )?(?:league|title|prem|epl|premier league|premiership|championship|la liga|liga|bundesliga|serie a|serie b|ligue 1|ligue 2|eredivisie|primeira liga|super lig|pro league|2 bundesliga|league one|league two)|title (?:winners?|odds|chances?|favou?rites?|race odds)|(?:finish(?:es|ing)?|finshing) (?:in )?(?:the )?(?:4th|fourth|top (?:4|four))|(?:league|title) winners?|champions? elect|be (?:crowned )?champions|become champions|relegat\w*|go(?:es|ing)? down|get relegated|stay up|survive relegation|avoid relegation|top (?:four|4)|top[\s-]four|finish (?:in the )?(?:top|first|bottom)|outrights?|simulate (?:the )?season|season simulation|who (?:will )?finish (?:top|bottom))\b/
const PROMOTION = /\b(?:promot\w*|go(?:es|ing)? up|get(?:s|ting)? promoted|automatic promotion|win promotion)\b/
const RELEGATION = /\b(?:relegat\w*|go(?:es|ing)? down|stay up|survive|avoid relegation|bottom)\b/
const TOP_FOUR = /\b(?:top (?:four|4)|top[\s-]four|4th|fourth)\b/

/** `title`, `top_four` or `relegation` for an outright question; null otherwise. */
/** "the promoted lot", "newly promoted sides": clubs described, not a question about going up. */
const PROMOTED_CLUBS = /\b(?:newly )?promoted (?:lot|sides?|teams?|clubs?|three|trio|ones|pair)\b|\bnewly promoted\b/g

export function outrightTarget(normalized: string): 'title' | 'top_four' | 'relegation' | 'promotion' | null {
  if (PROMOTION.test(normalized.replace(PROMOTED_CLUBS, ' '))) return 'promotion'
  if (!OUTRIGHT.test(normalized)) return null
  if (RELEGATION.test(normalized)) return 'relegation'
  if (TOP_FOUR.test(normalized)) return 'top_four'
  return 'title'
}

/** "who goes through", "who qualifies", "on aggregate", "get past": the question is about a knockout tie. */
export const QUALIFICATION =
  /\b(?:who (?:goes|will go|gets|get|is going|progresses|advances|qualifies|will qualify)|go(?:es)? through|get through|qualif(?:y|ies|ication)|progress(?:es)? to|advance(?:s)? to|on aggregate|get(?:s|ting)? past|knock(?:s|ing)? out)\b/

/** Knockout rounds as bettors name them; "semi final" is tried before "final". */
const STAGES: { words: string; stage: 'round_of_16' | 'quarter_finals' | 'semi_finals' | 'final' }[] = [
  { words: 'round of 16|last (?:sixteen|16)|r16', stage: 'round_of_16' },
  { words: 'quarter[\\s-]?finals?|quarters|last (?:eight|8)', stage: 'quarter_finals' },
  { words: 'semi[\\s-]?finals?|semis|last (?:four|4)', stage: 'semi_finals' },
  { words: 'finals?', stage: 'final' },
]
/** "reach the final", "make the semis", "get to the quarters", "into the last eight". */
const REACH_VERB =
  '(?:reach(?:es|ing)?|make(?:s)?|making|get(?:s|ting)? (?:to|into)|into|through to|progress(?:es|ing)? to|advanc(?:e|es|ing) to|qualify for)'
/** A cup named as the thing to win: "win the UCL", "lift the Europa League", "go all the way". */
const CUP_TITLE =
  /\b(?:(?:win(?:s|ning)?|won|lift(?:s|ing|ed)?) (?:the )?(?:uefa )?(?:ucl|cl|uel|uecl|champions league|europa(?: league)?|(?:europa )?conference league|trophy|cup)|go(?:es|ing)? all the way)\b/

/** The stage a question asks a club to reach ("make the semis"), if any. */
export function reachedStage(normalized: string): KnockoutTarget | null {
  for (const { words, stage } of STAGES)
    if (new RegExp(`\\b${REACH_VERB} (?:the )?(?:[a-z]+ ){0,3}?(?:${words})\\b`).test(normalized))
      return `reach_${stage}`
  return null
}

/**
 * A knockout outright: a stage to reach, the cup's winner, or (with no club named) who goes
 * through the round being played. `cup`: a knockout competition is named.
 */
export function knockoutTarget(normalized: string, teams: number, cup: boolean): KnockoutTarget | null {
  if (teams > 1) return null
  const stage = reachedStage(normalized)
  if (stage) return stage
  if (cup && CUP_TITLE.test(normalized)) return 'title'
  if (cup && teams === 0 && QUALIFICATION.test(normalized)) return 'next_round'
  return null
}

/** Questions about what already happened ("how did X do", "yesterday's results"). */
const RESULTS =
  /\b(?:how did|how have|how has|how were|how was|what happened|results|latest results?|last (?:game|match|result|results|outing|fixture)|final scores?|what was the score|what did|last (?:home |away )(?:game|match|result|outing|fixture)|last time|did (?:\S+ ){1,3}(?:win|lose|draw|beat)|scores? (?:from|of) (?:yesterday|last|the weekend))\b/

/** "predict the results for the 21st" asks for a forecast, not for results already in. */
const FORECAST = /\b(?:predict\w*|forecast\w*)\b/

export function asksForResults(normalized: string): boolean {
  return RESULTS.test(normalized) && !PICK_WORDS.test(normalized) && !FORECAST.test(normalized)
}

const HOW_MANY = `(?:\\d{1,2}|couple of|${Object.keys(NUMBER_WORDS).join('|')})`
/**
 * A club's form or a pairing's head to head: what they did, not what comes next. Only read with
 * a club named ("best form teams to back" asks for picks).
 */
const FORM = new RegExp(
  [
    'form(?: guide)?',
    'in (?:good|great|bad|poor|decent|top|rich|fine|terrible) (?:nick|form|shape)',
    'on (?:a|an) (?:good|bad|poor|great|decent|winning|losing|unbeaten|winless|terrible|rough) run',
    'run of form',
    '(?:unbeaten|winning|losing|winless) (?:run|streak|record)',
    '(?:home|away) (?:form|record|results|run)',
    `recent (?:form|results|games|matches|outings)`,
    `(?:last|past|previous) ${HOW_MANY}(?: (?:games|matches|results|outings|fixtures|meetings))?`,
    'lately',
    'recently',
    'how (?:are|is) \\S+(?: \\S+)? doing',
    'how have \\S+(?: \\S+)? been (?:playing|doing)',
    'head[\\s-]to[\\s-]head',
    'h2h',
    '(?:previous|past|recent|earlier) (?:meetings?|encounters?|games between)',
    'history between',
    'meetings? between',
    'record (?:against|v|vs|versus)',
    'past results',
  ]
    .map((p) => `\\b${p}\\b`)
    .join('|'),
)
const FORM_COUNT = new RegExp(`\\b(?:last|past|previous) (${HOW_MANY})\\b`)

/** Head-to-head words: the pairing's meetings, not each side's form. */
const MEETINGS =
  /\b(?:head[\s-]to[\s-]head|h2h|(?:previous|past|recent|earlier|last) (?:meetings?|encounters?|games between)|history between|meetings? between|record (?:against|v|vs|versus)|last time they met|against each other)\b/

export function asksForMeetings(normalized: string): boolean {
  return MEETINGS.test(normalized)
}

export function asksForForm(normalized: string): boolean {
  return FORM.test(normalized) && !PICK_WORDS.test(normalized)
}

/** "last 6", "past three": how many matches; null when not said. */
/** "last time they met", "Villa's last away game": one match. */
const LAST_SINGLE = /\blast time\b|\blast (?:home |away )(?:game|match|result|outing|fixture)\b/

export function formCount(normalized: string): number | null {
  if (LAST_SINGLE.test(normalized)) return 1
  const said = FORM_COUNT.exec(normalized)?.[1]
  if (!said) return null
  return NUMBER_WORDS[said.replace(/ of$/, '')] ?? Number(said)
}

export { PICK_WORDS }

/** Phrases that say which kind of answer is wanted, for word accounting (word-roles.ts). */
export const KIND_PATTERNS: readonly RegExp[] = [COMPARE, TABLE, PICK_WORDS, OUTRIGHT, PROMOTION, RESULTS, FORM]
