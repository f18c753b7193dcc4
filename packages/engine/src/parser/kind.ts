/** Which kind of answer the question wants, from what was found in it. */
import type { IntentKind, MarketSelection } from '../analysis-types.ts'

const COMPARE =
  /\b(?:compare|comparison|comparing|who is better|whos better|which is better|better team|better side|stronger|who is stronger|stack up)\b/
/** Standings words; a market or count beside them ("table toppers over 2.5") still asks for picks. */
const TABLE =
  /\b(?:tables?|standings?|league positions?|(?:what|which) position|top of the|bottom of the|in the league|title race|relegation (?:zone|battle|fight|places?)|how many points|points (?:tally|total))\b/
const PICK_WORDS = /\b(?:tips?|picks?|bets?|acca|accumulator|fold|treble|double|bankers?|selections?|slip|value)\b/

export function classify(
  normalized: string,
  found: { teams: number; competitions: number; market: MarketSelection | null; count: number | null },
): IntentKind {
  const generalMarket = found.market === null || found.market.type === 'match_result'
  if (TABLE.test(normalized) && generalMarket && found.count === null && !PICK_WORDS.test(normalized)) return 'table'
  if (found.teams >= 2) return COMPARE.test(normalized) ? 'comparison' : 'match'
  if (found.teams === 1) return 'team'
  // A competition with no market, no count and no betting words asks for an overview of it.
  if (found.competitions > 0 && found.count === null && generalMarket && !PICK_WORDS.test(normalized)) return 'league'
  return 'picks'
}
