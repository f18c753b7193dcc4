/**
 * Shapes of the language half: what a question means (Intent), what the caller sends
 * (AnalysisRequest) and what comes back (AnalysisResult). Everything is plain JSON so the
 * server can cache it and send it over the wire unchanged.
 */
import type { CompetitionInfo, GoalLine, MarketProbabilities, ModelView, TeamGoalLine, TeamInfo } from './types.ts'

/** `table`: league standings ("premier league table", "where are Arsenal in the table"). */
export type IntentKind = 'picks' | 'match' | 'team' | 'comparison' | 'league' | 'table' | 'unsupported'

/** Markets with no parameter. */
export type SimpleMarketType =
  | 'btts_yes'
  | 'btts_no'
  | 'home_win'
  | 'away_win'
  | 'draw'
  | 'match_result'
  | 'draw_no_bet'
  | 'correct_score'
  | 'clean_sheet'
  | 'win_to_nil'
  | 'banker'

export type DoubleChanceSide = '1X' | 'X2' | '12'

/** The market a question asks about; `null` on the Intent means "no particular market". */
export type MarketSelection =
  | { type: 'over' | 'under'; line: GoalLine }
  | { type: SimpleMarketType }
  /** `side: null` = whichever double chance is strongest per match. */
  | { type: 'double_chance'; side: DoubleChanceSide | null }
  /** `teamId: null` = whichever side is likelier to clear the line. */
  | { type: 'team_over'; line: TeamGoalLine; teamId: string | null }

export interface DateWindow {
  /** Inclusive `YYYY-MM-DD` bounds in the user's local calendar. */
  from: string
  to: string
  /** How to say it back: `today`, `this weekend`, `14 March 2026`. */
  label: string
}

export type UnsupportedReason = 'other_sport' | 'not_football' | 'empty'

export interface Intent {
  kind: IntentKind
  market: MarketSelection | null
  count: number | null
  dateWindow: DateWindow | null
  /** Competition codes (`en.1`); may name competitions the data does not cover (`uefa.cl`). */
  competitions: string[]
  /** Canonical team ids in the order the question mentions them. */
  teams: string[]
  unsupportedReason?: UnsupportedReason
  /** The sport named when `unsupportedReason` is `other_sport`, for an honest reply. */
  otherSport?: string
  /** "on neutral ground": a hypothetical meeting is priced without home advantage. */
  neutralVenue?: true
}

export interface ChatMessage {
  role: 'user' | 'assistant'
  content: string
}

export interface ParseContext {
  /** The user's "now", ISO 8601. */
  clientDate: string
  /** IANA zone of the user; UTC when absent. */
  timeZone?: string
  teams: TeamInfo[]
  competitions: CompetitionInfo[]
  chatHistory: ChatMessage[]
  previousIntent?: Intent
}

export interface AnalysisRequest {
  question: string
  clientDate: string
  timeZone?: string
  chatHistory: ChatMessage[]
  /** Deep analysis: per-match scorelines, form, head-to-head and model disagreement. */
  deep: boolean
  previousIntent?: Intent
}

export type Confidence = 'high' | 'medium' | 'low'

export interface Pick {
  matchId: string
  competition: string
  competitionName: string
  /** ISO instant. */
  kickoff: string
  /** Local date of the fixture, `YYYY-MM-DD`. */
  date: string
  home: string
  away: string
  /** Machine key, e.g. `over_2.5`, `btts_yes`, `double_chance_1X`, `clean_sheet_home`. */
  market: string
  marketLabel: string
  probability: number
  /** 1 / probability, two decimals. */
  fairOdds: number
  confidence: Confidence
  reason: string
  expectedGoals: { home: number; away: number }
}

export interface FormEntry {
  date: string
  opponent: string
  venue: 'H' | 'A'
  goalsFor: number
  goalsAgainst: number
  result: 'W' | 'D' | 'L'
}

export interface HeadToHeadEntry {
  date: string
  competition: string
  home: string
  away: string
  homeGoals: number
  awayGoals: number
}

export interface MatchAnalysis {
  matchId: string
  home: string
  away: string
  kickoff: string
  competitionName: string
  /** `finished` when the fixture is already played; `result` then holds the score. */
  status: 'scheduled' | 'finished'
  result?: { home: number; away: number }
  markets: MarketProbabilities
  topScores: { home: number; away: number; probability: number }[]
  recentForm: { home: FormEntry[]; away: FormEntry[] }
  headToHead: HeadToHeadEntry[]
  models: ModelView[]
  disagreement?: string
  /**
   * Not a fixture in the data: the two teams priced as if they met now (no meeting is
   * scheduled). Never the source of a pick.
   */
  hypothetical?: true
}

export interface DataFreshness {
  lastResultDate: string | null
  label: string
}

export interface AnalysisResult {
  answerable: boolean
  intent: Intent
  markdown: string
  picks: Pick[]
  matches: MatchAnalysis[]
  dataFreshness: DataFreshness
  notices: string[]
}
