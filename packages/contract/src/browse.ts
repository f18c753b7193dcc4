/**
 * The free browse pages' API (/api/browse/*): a day's fixtures with the model's prices, a match
 * preview, a league's table and projection, a team's form, fixtures and rating. The engine makes
 * these shapes (packages/engine/src/browse/browse-types.ts); the server checks at compile time
 * that the two agree (features/browse/engine-fits-browse-contract.ts).
 */
import { z } from 'zod'
import { AnalysisMatch, FormEntry } from './analysis-shapes.ts'

export const TeamRef = z.object({ id: z.string(), name: z.string() }).meta({ id: 'TeamRef' })
export const CompetitionRef = z
  .object({ code: z.string(), name: z.string(), country: z.string() })
  .meta({ id: 'CompetitionRef' })
export type CompetitionRef = z.infer<typeof CompetitionRef>

/** The prices a list shows: 1X2, over 2.5 goals, both teams to score; probabilities in [0, 1]. */
export const LineProbabilities = z
  .object({ home: z.number(), draw: z.number(), away: z.number(), over25: z.number(), btts: z.number() })
  .meta({ id: 'LineProbabilities' })
export type LineProbabilities = z.infer<typeof LineProbabilities>

/** One match as a list shows it. */
export const FixtureLine = z
  .object({
    matchId: z.string(),
    competition: CompetitionRef,
    /** Kick-off instant, ISO 8601 (a placeholder time when `timeTbc`). */
    kickoff: z.string(),
    /** The competition's local date. */
    date: z.string(),
    /** The source gives no kick-off time: show "time TBC". */
    timeTbc: z.literal(true).optional(),
    round: z.string().optional(),
    home: TeamRef,
    away: TeamRef,
    status: z.enum(['scheduled', 'finished']),
    result: z.object({ home: z.number(), away: z.number() }).optional(),
    /** The model's prices, for matches still to play. */
    probabilities: LineProbabilities.optional(),
    /** The competition's newest result when it is old: the prices rest on old form. */
    staleSince: z.string().optional(),
  })
  .meta({ id: 'FixtureLine' })
export type FixtureLine = z.infer<typeof FixtureLine>

/** GET /api/browse/matches */
export const DayFixturesQuery = z.object({
  /** `today`, `tomorrow`, `weekend`, a day `YYYY-MM-DD` or up to 7 days `YYYY-MM-DD..YYYY-MM-DD`; default today. */
  day: z
    .string()
    .regex(/^(today|tomorrow|weekend|\d{4}-\d{2}-\d{2}(\.\.\d{4}-\d{2}-\d{2})?)$/)
    .default('today'),
})
export const DayFixturesResponse = z
  .object({
    /** The day the server answers as (its demo day, or the real date). */
    today: z.string(),
    from: z.string(),
    to: z.string(),
    competitions: z.array(z.object({ competition: CompetitionRef, fixtures: z.array(FixtureLine) })),
  })
  .meta({ id: 'DayFixturesResponse' })
export type DayFixturesResponse = z.infer<typeof DayFixturesResponse>

export const TableSpot = z
  .object({ competition: CompetitionRef, position: z.number(), of: z.number(), points: z.number(), played: z.number() })
  .meta({ id: 'TableSpot' })
export type TableSpot = z.infer<typeof TableSpot>

/** The highest price a real bookmaker offers for one outcome, of the freshest kind stored. */
export const BestPrice = z
  .object({
    /** `home_win`, `draw`, `away_win`, `over_2.5` or `under_2.5` (the answers' market keys). */
    outcome: z.enum(['home_win', 'draw', 'away_win', 'over_2.5', 'under_2.5']),
    /** Decimal odds × 1000 (2.05 → 2050). */
    priceMilli: z.number().int(),
    /** The source's key, e.g. `bet365`. */
    bookmaker: z.string(),
    /** The bookmaker's name as bettors write it, e.g. `Bet365`. */
    bookmakerName: z.string(),
    /** opening: the first price collected; current: as served now; closing: the last before kick-off. */
    kind: z.enum(['opening', 'closing', 'current']),
  })
  .meta({ id: 'BestPrice' })
export type BestPrice = z.infer<typeof BestPrice>

/** GET /api/browse/matches/{id}: the free preview of one match. */
export const MatchPageResponse = z
  .object({
    fixture: FixtureLine,
    analysis: AnalysisMatch,
    positions: z.object({ home: TableSpot.optional(), away: TableSpot.optional() }),
    /** The model's scoreline probabilities, `cells[home goals][away goals]`, 0 to `maxGoals` a side. */
    scoreGrid: z.object({ maxGoals: z.number(), cells: z.array(z.array(z.number())) }),
    /** The best stored bookmaker price per 1X2 and 2.5-goals outcome; empty when the data holds none. */
    bestPrices: z.array(BestPrice),
  })
  .meta({ id: 'MatchPageResponse' })
export type MatchPageResponse = z.infer<typeof MatchPageResponse>

export const TableLine = z
  .object({
    position: z.number(),
    team: TeamRef,
    played: z.number(),
    won: z.number(),
    drawn: z.number(),
    lost: z.number(),
    goalsFor: z.number(),
    goalsAgainst: z.number(),
    points: z.number(),
    /** Last five results, newest first (`WDLWW`). */
    form: z.string(),
  })
  .meta({ id: 'TableLine' })
export type TableLine = z.infer<typeof TableLine>

export const ProjectionLine = z
  .object({
    teamId: z.string(),
    team: z.string(),
    points: z.number(),
    played: z.number(),
    title: z.number(),
    topFour: z.number(),
    relegation: z.number(),
    promotion: z.number(),
    expectedPoints: z.number(),
  })
  .meta({ id: 'ProjectionLine' })
export type ProjectionLine = z.infer<typeof ProjectionLine>

/** GET /api/browse/leagues/{id} */
export const LeaguePageResponse = z
  .object({
    competition: CompetitionRef,
    season: z.string(),
    roundsPlayed: z.number(),
    roundsTotal: z.number(),
    table: z.array(TableLine),
    projection: z
      .object({
        simulations: z.number(),
        remaining: z.number(),
        rows: z.array(ProjectionLine),
        /** The league splits or halves points later in the season (not simulated). */
        split: z.boolean(),
      })
      .nullable(),
    relegationPlaces: z.number(),
    promotionPlaces: z.number(),
    rounds: z.array(z.object({ name: z.string(), fixtures: z.array(FixtureLine) })),
  })
  .meta({ id: 'LeaguePageResponse' })
export type LeaguePageResponse = z.infer<typeof LeaguePageResponse>

export const RatingPoint = z.object({ date: z.string(), rating: z.number() }).meta({ id: 'RatingPoint' })
export type RatingPoint = z.infer<typeof RatingPoint>

/** GET /api/browse/teams/{id} */
export const TeamPageResponse = z
  .object({
    team: TeamRef,
    league: CompetitionRef.nullable(),
    spot: TableSpot.nullable(),
    form: z.array(FormEntry),
    recent: z.array(FixtureLine),
    next: z.array(FixtureLine),
    /** Elo in its league after each match of the season; the first point is before the first match. */
    rating: z.object({ competition: CompetitionRef, season: z.string(), points: z.array(RatingPoint) }).nullable(),
  })
  .meta({ id: 'TeamPageResponse' })
export type TeamPageResponse = z.infer<typeof TeamPageResponse>

/** Path parameter of the match, league and team pages: the data's id (`en.1`, `arsenal`, a match key). */
export const BrowseIdParams = z.object({ id: z.string().min(1).max(200) })
