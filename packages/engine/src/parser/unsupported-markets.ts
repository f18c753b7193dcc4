/**
 * Markets Pitchwise cannot price: the data holds full-time scores only (no corners, cards,
 * scorers, shots), and the goal model prices full-time goals (no half-time split). Naming the
 * market lets the reply say exactly what is missing instead of answering a different question.
 */
import type { UnsupportedMarket } from '../analysis-types.ts'

const RULES: { market: UnsupportedMarket; re: RegExp }[] = [
  { market: 'corners', re: /\bcorners?\b|\bcorner kicks?\b/ },
  {
    market: 'cards',
    // A "booking code" is a bookmaker's shared bet slip, not a card.
    re: /\b(?:yellow|red) cards?\b|(?<!\bon the )\bcards?\b|\bbookings?\b(?! codes?)|\bbooking points\b|\bsent off\b/,
  },
  {
    market: 'goalscorer',
    // Run with the clubs blanked, so "will Kane score" is a player ("will Liverpool score" is not).
    re: /\bscore anytime\b|\bbraces?\b|\bwho scored\b|\bwho got the goals?\b|\bwho (?:will|is going to|s going to) score\b|\b(?:will|can|does|is) (?!(?:both|they|it|there|either|anyone|anybody|everyone|nobody|he|she|we|you|i|the|city|united|town|county|rovers|athletic|albion|wanderers|real|sporting|borussia|eintracht)\b)[a-z]+ (?:to )?score\b|\bto (?:score|net) (?:first|last|anytime)\b|\b(?:anytime|first|last|next) (?:goal ?)?scorers?\b|\banytime\b|\bgoal ?scorers?\b|\bto score first\b|\bscore first\b|\bfirst goal\b|\bhat[\s-]?tricks?\b|\btop scorers?\b|\bgolden boot\b/,
  },
  {
    market: 'half_time',
    // "win either half", "score in both halves", "highest scoring half" need the second half on its own.
    re: /\b(?:win|wins|winning|to win) (?:either|both|each) halves?\b|\beither half\b|\bboth halves\b|\bhighest[\s-]scoring half\b|\bhalf[\s-]?times?\b|\bht\b|\bht ?\/ ?ft\b|\bhtft\b|\b(?:1st|first|2nd|second) half\b|\bat the break\b|\bhalf[\s-]time\/full[\s-]time\b|\bat ht\b/,
  },
  { market: 'shots', re: /\bshots?(?: on target)?\b|\bsot\b/ },
  {
    market: 'player',
    re: /\bhow many (?:goals|assists) (?:has|have|did|does) [a-z]+\b|\b(?:has|have) [a-z]+ scored\b|\bassists?\b|\bplayer props?\b|\btackles\b|\bsaves\b|\bfouls\b|\bman of the match\b/,
  },
  { market: 'penalties', re: /\bpenalt(?:y|ies)\b|\bpens\b/ },
  { market: 'offsides', re: /\boffsides?\b/ },
  { market: 'throw_ins', re: /\bthrow[\s-]?ins?\b/ },
  { market: 'possession', re: /\bpossession\b/ },
]

/** The text with every unpriceable market's words blanked (for word accounting). */
export function blankUnsupportedMarkets(normalized: string): string {
  let out = normalized
  for (const r of RULES) out = out.replace(new RegExp(r.re.source, 'g'), (m) => ' '.repeat(m.length))
  return out
}

/** Markets about players: a name beside them is a player's. */
export const PLAYER_MARKETS: ReadonlySet<UnsupportedMarket> = new Set(['goalscorer', 'player', 'shots', 'cards'])

export function unsupportedMarket(normalized: string): UnsupportedMarket | null {
  for (const r of RULES) if (r.re.test(normalized)) return r.market
  return null
}

/** How the reply names it. */
export const UNSUPPORTED_MARKET_NAMES: Record<UnsupportedMarket, string> = {
  corners: 'corners',
  cards: 'cards and bookings',
  goalscorer: 'goalscorer markets',
  half_time: 'second-half markets',
  shots: 'shots',
  player: 'player markets',
  penalties: 'penalties',
  offsides: 'offsides',
  throw_ins: 'throw-ins',
  possession: 'possession',
}

/** Why it cannot be priced, in one clause. */
export const UNSUPPORTED_MARKET_WHY: Record<UnsupportedMarket, string> = {
  corners: 'the data holds only full-time scores, with no corner counts',
  cards: 'the data holds only full-time scores, with no cards or bookings',
  goalscorer: 'the data holds team scores only, with no goalscorers or goal times',
  half_time:
    'it prices the first half and the whole match from the half-time scores, but not the second half on its own',
  shots: 'the data holds only full-time scores, with no shot counts',
  player: 'the data has no player-level statistics',
  penalties: 'the data holds only full-time scores, with no penalty events',
  offsides: 'the data holds only full-time scores, with no offside counts',
  throw_ins: 'the data holds only full-time scores, with no throw-in counts',
  possession: 'the data has no possession statistics',
}
