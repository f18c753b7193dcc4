/**
 * Value questions (issue 31): "value bets", "where is the value", "any value at bet365",
 * "overpriced favourites". Pitchwise stores bookmaker prices, so these are questions it answers:
 * picks set against the market (report/write-value.ts). A bookmaker Pitchwise stores prices from
 * is read as "only that bookmaker's price"; one it never stores (Bet9ja, booking codes) is left
 * for out-of-scope.ts to name.
 */
import type { Intent } from '../analysis-types.ts'
import { BOOKMAKER_WORDS, namedBookmaker } from '../market/bookmakers.ts'

/** "overpriced favourites", "which favourites are overpriced": the market rates them above the model. */
export const OVERPRICED_FAVOURITES =
  /\boverpriced (?:favou?rites?|favs?|faves?|bankers?)\b|\bfavou?rites?\b(?: \w+){0,3} (?:overpriced|too short|underpriced by the (?:market|bookies))\b|\bshort[\s-]priced favou?rites?\b/

/** The words of a value question. */
export const VALUE_WORDS =
  /\bwhere(?: is|s)? the value\b|\b(?:best |any |real |most )?value(?: (?:bets?|picks?|tips?|plays?|selections?|odds|prices?))?\b|\b(?:overpriced|underpriced|mispriced)\b|\bedge (?:over|against) the (?:bookies|bookmakers|market)\b|\bbeat(?:ing)? the (?:bookies|bookmakers|market)\b|\bplus ev\b|\bpositive ev\b|\b\+ev\b/

/** "best odds", "bookie prices": the market's prices asked for, without asking for value. */
export const PRICE_WORDS =
  /\bbest (?:bookie |bookmaker )?(?:price|odds)\b|\bbookies?\b|\bbookmakers?\b|\bodds comparison\b|\bmarket (?:odds|prices?)\b/

/** Where the bookmaker is named: "at bet365", "with Pinnacle", "on William Hill". */
const AT_BOOKMAKER = new RegExp(
  `\\b(?:at|with|on|from|by) (?:${BOOKMAKER_WORDS.map((b) => b.re.source.replaceAll('\\b', '')).join('|')})\\b`,
)

export interface ValueReading {
  value?: NonNullable<Intent['value']>
  bookmaker?: string
}

export function readValue(normalized: string): ValueReading {
  const reading: ValueReading = {}
  if (OVERPRICED_FAVOURITES.test(normalized)) reading.value = 'overpriced_favourites'
  else if (VALUE_WORDS.test(normalized)) reading.value = 'edge'
  const named = namedBookmaker(normalized)
  if (named) reading.bookmaker = named.key
  if (!reading.value && (named || PRICE_WORDS.test(normalized))) reading.value = 'prices'
  return reading
}

/** Kinds of answer a value reading applies to: a list of picks or a match's preview. */
export const VALUE_KINDS: ReadonlySet<Intent['kind']> = new Set(['picks', 'league', 'match', 'team'])

/** The patterns whose words a value question uses (word accounting). */
export const VALUE_PATTERNS: readonly RegExp[] = [
  OVERPRICED_FAVOURITES,
  VALUE_WORDS,
  PRICE_WORDS,
  AT_BOOKMAKER,
  ...BOOKMAKER_WORDS.map((b) => b.re),
]

/** The text with the value words and stored bookmakers' names blanked, so neither is out of scope. */
export function blankValueWords(normalized: string): string {
  let out = normalized
  for (const re of VALUE_PATTERNS) out = out.replace(new RegExp(re.source, 'g'), (m) => ' '.repeat(m.length))
  return out
}
