/**
 * A row about one match from a source other than the fixture lists (football-data.co.uk files,
 * The Odds API): the match's statistics and bookmaker prices, named the source's own way. The
 * row joins the openfootball match it describes only through match-external-rows.ts, by
 * competition, date and the team directory; it never creates a match.
 */

export type PriceMarket = '1x2' | 'total' | 'handicap'
export type PriceOutcome = 'home' | 'draw' | 'away' | 'over' | 'under'
/**
 * opening: the source's first price (football-data.co.uk collects it a day or more before
 * kick-off); closing: the last before kick-off; current: the price as the source served it now.
 */
export type PriceKind = 'opening' | 'closing' | 'current'

export const PRICE_KINDS: readonly PriceKind[] = ['opening', 'closing', 'current']

export interface PriceQuote {
  market: PriceMarket
  /** Goals line ×100 for totals (250 = over/under 2.5), the home side's handicap ×100 (-75 = home −0.75), 0 for 1X2. */
  lineX100: number
  outcome: PriceOutcome
  /** A bookmaker's key ('pinnacle', 'bet365') or an aggregate ('market_max', 'market_average'). */
  bookmaker: string
  kind: PriceKind
  /** Decimal odds ×1000 as an integer (2.05 → 2050): exact in every database and in JSON. */
  priceMilli: number
}

/**
 * One bookmaker's stored prices of one market, line and kind for a match, as the server keeps
 * them (table match_prices): the outcomes the market has, decimal odds × 1000; an outcome the
 * source left empty is absent.
 */
export interface MatchPrice {
  market: PriceMarket
  /** As PriceQuote.lineX100. */
  lineX100: number
  bookmaker: string
  kind: PriceKind
  homeMilli?: number
  drawMilli?: number
  awayMilli?: number
  overMilli?: number
  underMilli?: number
}

/** Per-match counts beyond goals; null where the source left the column empty or lacks it. */
export interface MatchStatistics {
  halfTimeHomeGoals: number | null
  halfTimeAwayGoals: number | null
  homeShots: number | null
  awayShots: number | null
  homeShotsOnTarget: number | null
  awayShotsOnTarget: number | null
  homeCorners: number | null
  awayCorners: number | null
  homeFouls: number | null
  awayFouls: number | null
  homeYellowCards: number | null
  awayYellowCards: number | null
  homeRedCards: number | null
  awayRedCards: number | null
  referee: string | null
}

/** Statistics with every figure unknown: the base a source or a test fills in. */
export function emptyStatistics(): MatchStatistics {
  return {
    halfTimeHomeGoals: null,
    halfTimeAwayGoals: null,
    homeShots: null,
    awayShots: null,
    homeShotsOnTarget: null,
    awayShotsOnTarget: null,
    homeCorners: null,
    awayCorners: null,
    homeFouls: null,
    awayFouls: null,
    homeYellowCards: null,
    awayYellowCards: null,
    homeRedCards: null,
    awayRedCards: null,
    referee: null,
  }
}

/** Statistics holding only a half-time score (openfootball's `ht`; decision 420). */
export function halfTimeOnly(home: number, away: number): MatchStatistics {
  return { ...emptyStatistics(), halfTimeHomeGoals: home, halfTimeAwayGoals: away }
}

export interface ExternalMatchRow {
  /** openfootball competition code ('en.1'). */
  competition: string
  /** The season when the source states it ('2021-22'). */
  season?: string
  /** The match's local date, YYYY-MM-DD. */
  date: string
  homeName: string
  awayName: string
  /** Where the row came from, for operators: `2122/E0.csv line 14`. */
  origin: string
  statistics?: MatchStatistics
  prices: PriceQuote[]
}

/** Aggregates stored beside the bookmakers: useful (the market's average), but nowhere to bet. */
export const AGGREGATE_BOOKMAKERS: ReadonlySet<string> = new Set(['market_max', 'market_average'])
