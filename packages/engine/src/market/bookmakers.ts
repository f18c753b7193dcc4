/**
 * The bookmakers whose prices Pitchwise stores (football-data.co.uk's columns, The Odds API's
 * keys), how a reader writes them and how an answer names them. A bookmaker the stores never
 * hold ("Betway", "Bet9ja") is not here: a value question at one is answered free, saying so.
 */

/** Stored key → the name an answer prints. */
export const BOOKMAKER_NAMES: Readonly<Record<string, string>> = {
  bet365: 'bet365',
  bwin: 'Bwin',
  interwetten: 'Interwetten',
  pinnacle: 'Pinnacle',
  williamhill: 'William Hill',
  betvictor: 'BetVictor',
  ladbrokes: 'Ladbrokes',
  stanjames: 'Stan James',
  gamebookers: 'Gamebookers',
  sportingbet: 'Sportingbet',
  bluesquare: 'Blue Square',
  sportingodds: 'Sporting Odds',
  unibet: 'Unibet',
  betfair_ex_uk: 'Betfair Exchange',
  paddypower: 'Paddy Power',
  skybet: 'Sky Bet',
  coral: 'Coral',
  betfred: 'Betfred',
  betway: 'Betway',
  market_average: 'the market average',
  market_max: 'the market maximum',
}

export function bookmakerName(key: string): string {
  return BOOKMAKER_NAMES[key] ?? key
}

/** How readers write the bookmakers (normalised text), each with its stored key. */
export const BOOKMAKER_WORDS: readonly { key: string; re: RegExp }[] = [
  { key: 'bet365', re: /\bbet ?365\b/ },
  { key: 'bwin', re: /\bbwin\b/ },
  { key: 'interwetten', re: /\binterwetten\b/ },
  { key: 'pinnacle', re: /\bpinnacle\b/ },
  { key: 'williamhill', re: /\bwilliam ?hill\b/ },
  { key: 'betvictor', re: /\bbet ?victor\b/ },
  { key: 'ladbrokes', re: /\bladbrokes\b/ },
  { key: 'unibet', re: /\bunibet\b/ },
  { key: 'betfair_ex_uk', re: /\bbetfair\b/ },
  { key: 'paddypower', re: /\bpaddy ?power\b/ },
  { key: 'skybet', re: /\bsky ?bet\b/ },
  { key: 'coral', re: /\bcoral\b/ },
  { key: 'betfred', re: /\bbetfred\b/ },
  { key: 'betway', re: /\bbetway\b/ },
]

/** The first bookmaker the text names, with the span it takes; null when none. */
export function namedBookmaker(normalized: string): { key: string; index: number; length: number } | null {
  let found: { key: string; index: number; length: number } | null = null
  for (const b of BOOKMAKER_WORDS) {
    const m = b.re.exec(normalized)
    if (m && (!found || m.index < found.index)) found = { key: b.key, index: m.index, length: m[0].length }
  }
  return found
}
