/**
 * Shared shapes of the football engine. The engine is pure: the server reads the database,
 * turns rows into these shapes, and calls the engine; nothing in this package reads env,
 * files outside a CLI, the database or the network.
 */

import type { MatchPrice, MatchStatistics } from './data/external/external-row.ts'

/** A competition as openfootball codes it, e.g. `en.1` (English Premier League). */
export interface CompetitionInfo {
  /** openfootball code, e.g. `en.1`, `de.2`, `copa.l`. */
  code: string
  /** Display name without season, e.g. `Premier League`. */
  name: string
  /** Country or region in English, e.g. `England`; `International` for cups across countries. */
  country: string
  /** IANA time zone the source's local kick-off times are in, e.g. `Europe/London`. */
  timeZone: string
}

/** One canonical club with every name it goes by in sources and in bettors' mouths. */
export interface TeamInfo {
  /** Stable slug of the canonical club, e.g. `manchester-united`. */
  id: string
  /** Display name, e.g. `Manchester United`. */
  name: string
  /** Every other spelling seen or commonly used: `Manchester United FC`, `Man Utd`, `Man United`. */
  aliases: string[]
}

export type MatchStatus = 'scheduled' | 'finished'

/** One match, played or to be played, with teams already resolved to canonical ids. */
export interface MatchRecord {
  /** Stable id (the server's database id or a deterministic key). */
  id: string
  competition: string
  /** Season label as in the source, e.g. `2025-26` or `2025`. */
  season: string
  /** Kick-off instant in UTC, ISO 8601 (`2026-03-14T15:00:00.000Z`). */
  kickoff: string
  /** Local calendar date of the kick-off in the competition's time zone, `YYYY-MM-DD`. */
  date: string
  homeTeamId: string
  awayTeamId: string
  status: MatchStatus
  /** Full-time goals; null until played. */
  homeGoals: number | null
  awayGoals: number | null
  round?: string
  /**
   * The source gives the date but no kick-off time: `kickoff` then holds a placeholder time
   * (only good for ordering within the day) and must be shown as "time TBC", never as a clock.
   */
  timeTbc?: true
  /**
   * Counts beyond goals (half-time score, shots, corners, cards, referee) when a statistics source
   * joined this match (issue 31); absent for leagues and seasons no source covers.
   */
  statistics?: MatchStatistics
  /** Bookmaker prices stored for this match (decision 159); absent when none are. */
  prices?: MatchPrice[]
}

/** Over/under lines the engine prices. */
export const GOAL_LINES = ['0.5', '1.5', '2.5', '3.5', '4.5'] as const
export type GoalLine = (typeof GOAL_LINES)[number]
export const TEAM_GOAL_LINES = ['0.5', '1.5', '2.5'] as const
export type TeamGoalLine = (typeof TEAM_GOAL_LINES)[number]

/** Every market derived from one fixture's scoreline probability matrix. All values are probabilities in [0, 1]. */
export interface MarketProbabilities {
  home: number
  draw: number
  away: number
  over: Record<GoalLine, number>
  under: Record<GoalLine, number>
  bttsYes: number
  bttsNo: number
  doubleChance: { homeOrDraw: number; awayOrDraw: number; homeOrAway: number }
  /** Draw no bet: probability of each side winning given that the match is not drawn. */
  drawNoBet: { home: number; away: number }
  cleanSheet: { home: number; away: number }
  winToNil: { home: number; away: number }
  /** Probability that each team scores over the line. */
  teamOver: { home: Record<TeamGoalLine, number>; away: Record<TeamGoalLine, number> }
  /** The most likely scorelines, most likely first (at least the top 10). */
  correctScores: { home: number; away: number; probability: number }[]
  expectedGoals: { home: number; away: number }
  /**
   * P(home goals − away goals = d), keyed by d ("-2", "0", "3"); the whole scoreline matrix
   * folded by margin, for winning margins and Asian handicaps. Absent from older predictors.
   */
  goalDifference?: Record<string, number>
  /** P(both teams score and the total is over the line), from the same matrix. Absent from older predictors. */
  bttsAndOver?: Record<GoalLine, number>
  /** P(that result and the total over the line), from the same matrix. Absent from older predictors. */
  resultAndOver?: { home: Record<GoalLine, number>; draw: Record<GoalLine, number>; away: Record<GoalLine, number> }
  /** P(that result and both teams score), from the same matrix. Absent from older predictors. */
  resultAndBtts?: { home: number; draw: number; away: number }
}

/**
 * One model's 1X2 view of a fixture, for "where the models disagree". `dixon-coles` is the goal
 * side of the blend: the competition's Dixon–Coles mixed with the Kalman model for a league match
 * (in their blend proportions), the global one-scale Dixon–Coles for a match between leagues.
 */
export interface ModelView {
  model: 'dixon-coles' | 'elo' | 'blend'
  home: number
  draw: number
  away: number
}

export interface TeamRatingView {
  /** Dixon–Coles attack and defence multipliers (1 = league average). */
  attack: number
  defence: number
  elo: number
  /** Matches of this team the fit has seen (time-weighted count is fine); small values mean the prior dominates. */
  matchesSeen: number
}

/** A priced fixture: the blended markets plus each model's view and the ratings behind them. */
/** Which sides of a league match have nothing left to play for (decision 106). */
export interface MatchStakes {
  home: boolean
  away: boolean
}

export interface FixturePrediction {
  match: MatchRecord
  markets: MarketProbabilities
  models: ModelView[]
  ratings: { home: TeamRatingView; away: TeamRatingView }
  /** Present when at least one side has nothing left to play for; its prices allow for it. */
  stakes?: MatchStakes
}

/** A fitted model set that prices any fixture of a competition it was fitted on (or with priors otherwise). */
export interface Predictor {
  /** ISO date of the newest finished match the fit used. */
  lastResultDate: string | null
  /** `topScores`: how many scorelines `correctScores` lists (10 unless asked; the browse heat map asks for all). */
  predict(match: MatchRecord, options?: { topScores?: number }): FixturePrediction
}
