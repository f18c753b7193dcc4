/**
 * Shapes of the free browse pages (/matches, /matches/{id}, /leagues/{id}, /teams/{id}): what the
 * engine reads off the fitted world for them. Plain JSON, so the server caches and sends them
 * as they are; packages/contract/src/browse.ts describes the same shapes for the API.
 */
import type { FormEntry, MatchAnalysis, OutrightRow } from '../analysis-types.ts'

export interface TeamRef {
  id: string
  name: string
}

export interface CompetitionRef {
  code: string
  name: string
  country: string
}

/** The prices a list shows per match: 1X2, over 2.5 goals and both teams to score. */
export interface LineProbabilities {
  home: number
  draw: number
  away: number
  over25: number
  btts: number
}

/** One match as a list shows it. */
export interface FixtureLine {
  matchId: string
  competition: CompetitionRef
  /** ISO instant; a placeholder time when `timeTbc`. */
  kickoff: string
  /** The competition's local date, `YYYY-MM-DD`. */
  date: string
  timeTbc?: true
  round?: string
  home: TeamRef
  away: TeamRef
  status: 'scheduled' | 'finished'
  result?: { home: number; away: number }
  /** The model's prices; only for matches still to play. */
  probabilities?: LineProbabilities
  /** The competition's newest result, when it is old enough that these prices rest on old form. */
  staleSince?: string
}

export type DaySelector = 'today' | 'tomorrow' | 'weekend' | string

export interface DayFixtures {
  /** The day the server answers as (DEMO_DATE or the real date). */
  today: string
  from: string
  to: string
  /** Competitions with at least one match in the window, each with its matches in kick-off order. */
  competitions: { competition: CompetitionRef; fixtures: FixtureLine[] }[]
}

/** A team's place in its league table. */
export interface TableSpot {
  competition: CompetitionRef
  position: number
  of: number
  points: number
  played: number
}

export interface MatchPage {
  fixture: FixtureLine
  /** Markets, scorelines, form, head to head, stakes, as a deep report has them (match-analysis.ts). */
  analysis: MatchAnalysis
  positions: { home?: TableSpot; away?: TableSpot }
  /** The model's scoreline probabilities, `cells[home goals][away goals]` for 0 to `maxGoals` each. */
  scoreGrid: { maxGoals: number; cells: number[][] }
  /** The best stored bookmaker price of each 1X2 and 2.5-goals outcome; empty when the data holds none. */
  bestPrices: BestPrice[]
}

/** The highest price a real bookmaker offers for one outcome, of the freshest kind stored (market/offers.ts). */
export interface BestPrice {
  /** The outcome, as the answers' market keys: `home_win`, `draw`, `away_win`, `over_2.5`, `under_2.5`. */
  outcome: 'home_win' | 'draw' | 'away_win' | 'over_2.5' | 'under_2.5'
  /** Decimal odds × 1000 (2.05 → 2050). */
  priceMilli: number
  /** The source's key (`bet365`) and the bookmaker's name as a bettor knows it (`Bet365`). */
  bookmaker: string
  bookmakerName: string
  /** opening: first price collected; current: as served now; closing: the last before kick-off. */
  kind: 'opening' | 'closing' | 'current'
}

export interface TableLine {
  position: number
  team: TeamRef
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
  points: number
  /** Last five results, newest first (`WDLWW`). */
  form: string
}

export interface ProjectionLine extends OutrightRow {
  teamId: string
}

export interface LeaguePage {
  competition: CompetitionRef
  season: string
  /** "after N of M rounds": the most matches any side has played, of the most any side plays. */
  roundsPlayed: number
  roundsTotal: number
  table: TableLine[]
  /** The season simulated from today (null for a season with nothing left, or no results yet). */
  projection: { simulations: number; remaining: number; rows: ProjectionLine[]; split: boolean } | null
  relegationPlaces: number
  promotionPlaces: number
  /** The season's matches by round (or by week where the source names no rounds), in order. */
  rounds: { name: string; fixtures: FixtureLine[] }[]
}

export interface RatingPoint {
  /** The day of the match after which the side had this rating. */
  date: string
  rating: number
}

export interface TeamPage {
  team: TeamRef
  /** The league it plays in now (its newest league result's competition). */
  league: CompetitionRef | null
  spot: TableSpot | null
  /** Last results, newest first (W/D/L with opponents and scores). */
  form: FormEntry[]
  recent: FixtureLine[]
  next: FixtureLine[]
  /** Elo rating in its league over the season, after each match; the first point is before the first. */
  rating: { competition: CompetitionRef; season: string; points: RatingPoint[] } | null
}

export interface SitemapEntries {
  competitions: string[]
  teams: string[]
  matches: string[]
}

export type BrowseQuery =
  | { kind: 'day'; day: DaySelector }
  | { kind: 'match'; id: string }
  | { kind: 'league'; code: string }
  | { kind: 'team'; id: string }
  | { kind: 'sitemap' }

export type BrowseAnswer = DayFixtures | MatchPage | LeaguePage | TeamPage | SitemapEntries
