/**
 * How many picks the user wants. Runs on text whose dates, competitions, goal lines and team
 * names are already blanked, so "14/03", "League One", "o2.5" and "Schalke 04" are not counts.
 */
/** Number words bettors use for how many ("a couple", "a handful"). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  couple: 2,
  pair: 2,
  few: 3,
  handful: 5,
}
const NUM = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`
const NOUNS =
  'picks?|tips?|games?|matches|match|fixtures?|selections?|bets?|predictions?|bankers?|legs?|teams?|options?|overs|unders|draws|results|winners|locks|plays|singles|outcomes'
const MARKET_WORDS =
  'safe|sure|btts|gg|ng|over|under|o\\d|u\\d|home|away|draws?|clean|correct|exact|win|double chance|dnb|strong|good|best|likely|value|solid'

function value(raw: string): number | null {
  const n = NUMBER_WORDS[raw] ?? Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= 20 ? n : null
}

/**
 * Full-cover bets name their number of selections: a Lucky 15 or a Yankee is four, a Heinz six.
 * Read before any other rule, so the 15 of "Lucky 15" is not read as fifteen picks.
 */
const FULL_COVER: Record<string, number> = {
  'lucky 15': 4,
  'lucky 31': 5,
  'lucky 63': 6,
  yankee: 4,
  'super yankee': 5,
  canadian: 5,
  heinz: 6,
  patent: 3,
  trixie: 3,
}
const FULL_COVER_RE = new RegExp(`\\b(${Object.keys(FULL_COVER).join('|')})s?\\b`)

const RULES: { re: RegExp; n: (m: RegExpExecArray) => number | null }[] = [
  { re: FULL_COVER_RE, n: (m) => FULL_COVER[m[1] ?? ''] ?? null },
  // "3 folder" is how some bettors say a threefold.
  { re: new RegExp(`\\b${NUM}[\\s-]?fold(?:er)?\\b`), n: (m) => value(m[1] ?? '') },
  { re: /\b(two|three|four|five|six|seven|eight|nine|ten)fold\b/, n: (m) => value(m[1] ?? '') },
  {
    re: new RegExp(`\\b(?:acca|accumulator|parlay|multi(?: ?bet)?|slip|combo)s? (?:of|with) ${NUM}\\b`),
    n: (m) => value(m[1] ?? ''),
  },
  {
    re: new RegExp(
      `\\b${NUM}[\\s-]?(?:team|leg|game|match|selection|pick)?[\\s-]?(?:acca|accumulator|parlay|multi)s?\\b`,
    ),
    n: (m) => value(m[1] ?? ''),
  },
  { re: /\btreble\b/, n: () => 3 },
  // "o1.5 x5": five of them ("x2" is the away-or-draw market).
  { re: /(?:^| )x([3-9]|1\d|20)\b/, n: (m) => value(m[1] ?? '') },
  { re: /\b(?:a |an |my |the )?double\b(?! chance)/, n: () => 2 },
  {
    re: new RegExp(
      `\\b(?:top|best|give me|gimme|get me|need|want|pick|find|list|show me|send me|just) ${NUM}\\b(?! ?(?:pm|am|:|goals?))`,
    ),
    n: (m) => value(m[1] ?? ''),
  },
  {
    re: new RegExp(`(?<!\\b(?:which|each|any|every|no|the|that|this) )\\b${NUM} (?:\\S+ ){0,3}?(?:${NOUNS})\\b`),
    n: (m) => value(m[1] ?? ''),
  },
  { re: new RegExp(`\\b${NUM} (?:${MARKET_WORDS})\\b`), n: (m) => value(m[1] ?? '') },
  // "one banker", "give me a banker"; but "is Arsenal a banker?" asks about a team, not for one pick.
  { re: /\bone (?:single |solo |safe |sure )?(?:pick|tip|bet|banker|selection|single|lock)\b/, n: () => 1 },
  {
    re: /\b(?:give me|gimme|get me|need|want|find me|send me|whats|what is|pick me|any chance of|i want) (?:a|an|one) (?:single |solo |safe |sure )?(?:pick|tip|bet|banker|selection|single|lock)\b/,
    n: () => 1,
  },
  // A tipster's single best bet: "nap", "dead cert", and "lock/bet/banker of the day" (the dates
  // reader has already taken "the day", leaving "lock of").
  {
    re: /\bnap\b|\bdead cert\b|\b(?:your|ur|the|todays|tonights) (?:lock|banker|best bet|cert|play)\b|\b(?:lock|nap|banker|bet|pick|tip|cert|play|selection) of(?= ?$| (?!\d))/,
    n: () => 1,
  },
]

export function extractCount(blanked: string): number | null {
  const text = blanked.replace(/\s+/g, ' ')
  for (const rule of RULES) {
    const m = rule.re.exec(text)
    if (!m) continue
    const n = rule.n(m)
    if (n !== null) return n
  }
  return null
}
