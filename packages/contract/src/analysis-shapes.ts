/**
 * The structured analysis, described exactly (no pass-through objects): the intent the question
 * was understood as, and the per-match detail. The engine produces these shapes
 * (packages/engine/src/analysis-types.ts); apps/server/src/features/search/engine-fits-contract.ts
 * checks at compile time that the two stay the same, so a field added on one side and not the
 * other fails `npm run typecheck`.
 */
import { z } from 'zod'
import { ModelVersusMarket } from './model-v-market.ts'
import { Receipt } from './receipt.ts'

/** Over/under goal lines the engine prices. */
export const GOAL_LINES = ['0.5', '1.5', '2.5', '3.5', '4.5'] as const
/** Team-goals lines the engine prices. */
export const TEAM_GOAL_LINES = ['0.5', '1.5', '2.5'] as const

const GoalLine = z.enum(GOAL_LINES)
const TeamGoalLine = z.enum(TEAM_GOAL_LINES)
/** One probability per goal line. */
const PerGoalLine = z.record(GoalLine, z.number())
const PerTeamGoalLine = z.record(TeamGoalLine, z.number())
const HomeAway = z.object({ home: z.number(), away: z.number() })
const Scoreline = z.object({ home: z.number(), away: z.number(), probability: z.number() })

/** What the question asks for. `table`: league standings. */
export const IntentKind = z.enum([
  'picks',
  'match',
  'team',
  'comparison',
  'league',
  'table',
  /** Season simulation: title, top four, relegation. */
  'outright',
  /** Played matches: "how did Barcelona do last weekend". */
  'results',
  /** A club name that fits several clubs equally well: ask which one (free). */
  'clarify',
  'unsupported',
])

/** Markets with no parameter. */
export const SimpleMarketType = z.enum([
  'btts_yes',
  'btts_no',
  'home_win',
  'away_win',
  'draw',
  'match_result',
  'correct_score',
  'clean_sheet',
  'win_to_nil',
  'banker',
  'underdog_win',
])

/** The market a question asks about. */
export const MarketSelection = z
  .union([
    z.object({ type: z.enum(['over', 'under']), line: GoalLine }),
    /** Both teams score and the total clears the line. */
    z.object({ type: z.literal('btts_and_over'), line: GoalLine }),
    /** A result and a total as one bet; `result: null` with `teamId` = that club wins. */
    z.object({
      type: z.literal('result_and_total'),
      result: z.enum(['home', 'draw', 'away']).nullable(),
      teamId: z.string().nullable(),
      total: z.enum(['over', 'under']),
      line: GoalLine,
    }),
    /** A result and both teams to score (yes or no) as one bet; `result: null` with `teamId` = that club wins. */
    z.object({
      type: z.literal('result_and_btts'),
      result: z.enum(['home', 'draw', 'away']).nullable(),
      teamId: z.string().nullable(),
      btts: z.enum(['yes', 'no']),
    }),
    /** One scoreline; `teamId` scores the first number (null: the home side). */
    z.object({
      type: z.literal('exact_score'),
      goals: z.tuple([z.number().int(), z.number().int()]),
      teamId: z.string().nullable(),
    }),
    z.object({ type: SimpleMarketType }),
    /** Draw no bet; with `teamId` that side, else both sides. */
    z.object({ type: z.literal('draw_no_bet'), teamId: z.string().optional() }),
    /** `side: null` = the strongest double chance per match, or with `teamId` that side or the draw. */
    z.object({
      type: z.literal('double_chance'),
      side: z.enum(['1X', 'X2', '12']).nullable(),
      teamId: z.string().optional(),
    }),
    /** `teamId: null` = whichever side is likelier to clear the line. */
    z.object({ type: z.literal('team_over'), line: TeamGoalLine, teamId: z.string().nullable() }),
    /** `margin` goals or more (`exact`: exactly that many); `teamId: null` = either side. */
    z.object({
      type: z.literal('winning_margin'),
      margin: z.number(),
      exact: z.boolean(),
      teamId: z.string().nullable(),
    }),
    /** Asian handicap `line` (−2.5 … +2.5 in quarters) on `teamId` (null = the home side). */
    z.object({ type: z.literal('asian_handicap'), line: z.number(), teamId: z.string().nullable() }),
  ])
  .meta({ id: 'MarketSelection' })
export type MarketSelection = z.infer<typeof MarketSelection>

/** Inclusive local dates and how to say them back (`today`, `this weekend`, `14 March 2026`). */
export const DateWindow = z.object({ from: z.string(), to: z.string(), label: z.string() }).meta({ id: 'DateWindow' })

/** What the question was understood to ask. */
export const AnalysisIntent = z
  .object({
    kind: IntentKind,
    /** null: no particular market. */
    market: MarketSelection.nullable(),
    /** How many picks were asked for, null when unsaid. */
    count: z.number().nullable(),
    dateWindow: DateWindow.nullable(),
    /** Competition codes (`en.1`); may name competitions the data does not cover. */
    competitions: z.array(z.string()),
    /** Canonical team ids in the order the question mentions them. */
    teams: z.array(z.string()),
    /** Why the question cannot be answered (kind `unsupported`). */
    unsupportedReason: z.enum(['other_sport', 'not_football', 'empty', 'out_of_scope']).optional(),
    /** The sport named when unsupportedReason is `other_sport`. */
    otherSport: z.string().optional(),
    /** "on neutral ground": priced without home advantage. */
    neutralVenue: z.literal(true).optional(),
    /**
     * `outright` questions: a league's title, top four, relegation or promotion; a knockout cup's
     * winner, the round being played (`next_round`) or a stage to reach.
     */
    outright: z
      .enum([
        'title',
        'top_four',
        'relegation',
        'promotion',
        'next_round',
        'reach_round_of_16',
        'reach_quarter_finals',
        'reach_semi_finals',
        'reach_final',
      ])
      .optional(),
    /** "this Saturday afternoon": only kick-offs in that part of the day. */
    timeOfDay: z.enum(['morning', 'afternoon', 'evening']).optional(),
    /** "any 8pm kick-offs tonight": only kick-offs at this clock time, `HH:MM`, in the reader's zone. */
    kickoffTime: z.string().optional(),
    /** What the parser could not place; any entry means the question is not fully covered (free). */
    notUnderstood: z
      .object({
        /** Words that look like a club or competition name but match nothing in the data. */
        unmatched: z.array(z.string()).optional(),
        /** A market Pitchwise cannot price. */
        market: z
          .enum([
            'corners',
            'cards',
            'goalscorer',
            'half_time',
            'shots',
            'player',
            'penalties',
            'offsides',
            'throw_ins',
            'possession',
          ])
          .optional(),
        /** A name fitting several clubs equally well, with their ids. */
        ambiguous: z.array(z.object({ phrase: z.string(), teams: z.array(z.string()) })).optional(),
        /** A follow-up pointing at an earlier answer's item that does not exist. */
        reference: z.string().optional(),
        /** A second market asked together with the first, not priced as one bet. */
        alsoMarket: MarketSelection.optional(),
        /** Something the data cannot know, or football Pitchwise does not cover. */
        topic: z
          .enum([
            'injuries',
            'lineups',
            'referees',
            'bookmaker_prices',
            'transfers',
            'live_scores',
            'weather',
            'womens_football',
            'national_teams',
            'youth_football',
          ])
          .optional(),
      })
      .optional(),
    /** "who goes through X or Y": the two-legged tie; "X or Y, who's in better form": each side's form. */
    focus: z.enum(['qualification', 'form', 'record', 'last_win']).optional(),
    /** "treble for Saturday": the picks are legs of one accumulator, priced together. */
    accumulator: z.literal(true).optional(),
    /** Read through the previous question ("and the second one?"): never listed in Popular Searches. */
    followUp: z.literal(true).optional(),
    /** "Napoli home form": only the club's home (or away) results. */
    venue: z.enum(['home', 'away']).optional(),
    /** "best defence", "most goals", "average goals per game": a table statistic; "in form": the form table. */
    statistic: z
      .enum([
        'defence',
        'attack',
        'goals',
        'form',
        'clean_sheets',
        'draws',
        'wins',
        'losses',
        'biggest_wins',
        'unbeaten_run',
        'winning_run',
        'winless_run',
        'losing_run',
      ])
      .optional(),
    /** "Arsenal at 1.40, is there value": a price the asker was offered, set against the model. */
    offeredPrice: z.object({ odds: z.number(), teamId: z.string().optional() }).optional(),
    /** "who wins and will both score?": further markets about the same match, each answered beside `market`. */
    alsoAsked: z.array(MarketSelection).optional(),
    /** "Lyon v Nice and Roma v Lazio": each named match, in the order asked. */
    pairings: z.array(z.tuple([z.string(), z.string()])).optional(),
    /** Two clubs joined by "or"/"and" that do not meet soon: each club's own match is answered. */
    eachTeam: z.literal(true).optional(),
    /** "value bets" (`edge`), "overpriced favourites", or bookmakers' prices asked for (`prices`). */
    value: z.enum(['edge', 'overpriced_favourites', 'prices']).optional(),
    /** "at bet365": the stored key of the bookmaker whose prices count. */
    bookmaker: z.string().optional(),
    /** Words read as a club only by typo correction ("liverpol"); absent when every club was named exactly. */
    corrected: z.array(z.string()).optional(),
    /** Corners, cards, shots, half-time, or a named referee's cards, with the line asked (issue 31). */
    counts: z
      .object({
        stat: z.enum(['corners', 'cards', 'shots', 'shots_on_target', 'half_time']),
        /** The line asked ("over 9.5 corners"); null = the usual lines. */
        line: z.number().nullable(),
        side: z.enum(['over', 'under']),
        /** Half-time questions: the half-time result, first-half goals, or half-time/full-time. */
        halfTime: z.enum(['result', 'goals', 'htft']).optional(),
        /** A referee the statistics name ("M Oliver"). */
        referee: z.string().optional(),
      })
      .optional(),
  })
  .meta({ id: 'AnalysisIntent' })
export type AnalysisIntent = z.infer<typeof AnalysisIntent>

/** Every market of one fixture, from its scoreline probability matrix; probabilities in [0, 1]. */
export const MarketProbabilities = z
  .object({
    home: z.number(),
    draw: z.number(),
    away: z.number(),
    over: PerGoalLine,
    under: PerGoalLine,
    bttsYes: z.number(),
    bttsNo: z.number(),
    doubleChance: z.object({ homeOrDraw: z.number(), awayOrDraw: z.number(), homeOrAway: z.number() }),
    /** Each side winning given that the match is not drawn. */
    drawNoBet: HomeAway,
    cleanSheet: HomeAway,
    winToNil: HomeAway,
    /** Each team scoring over the line. */
    teamOver: z.object({ home: PerTeamGoalLine, away: PerTeamGoalLine }),
    /** The most likely scorelines, most likely first. */
    correctScores: z.array(Scoreline),
    expectedGoals: HomeAway,
    /** P(home goals − away goals = d), keyed by d ("-2", "0", "3"), for margins and Asian handicaps. */
    goalDifference: z.record(z.string(), z.number()).optional(),
    /** P(both teams score and over the line), per goal line. */
    bttsAndOver: PerGoalLine.optional(),
    /** P(that result and the total over the line), per goal line. */
    resultAndOver: z.object({ home: PerGoalLine, draw: PerGoalLine, away: PerGoalLine }).optional(),
    /** P(that result and both teams score). */
    resultAndBtts: z.object({ home: z.number(), draw: z.number(), away: z.number() }).optional(),
  })
  .meta({ id: 'MarketProbabilities' })

/** One of a team's recent matches, newest first. */
export const FormEntry = z
  .object({
    date: z.string(),
    opponent: z.string(),
    venue: z.enum(['H', 'A']),
    goalsFor: z.number(),
    goalsAgainst: z.number(),
    result: z.enum(['W', 'D', 'L']),
  })
  .meta({ id: 'FormEntry' })
export type FormEntry = z.infer<typeof FormEntry>

/** An earlier meeting of the two teams. */
export const HeadToHeadEntry = z
  .object({
    date: z.string(),
    competition: z.string(),
    home: z.string(),
    away: z.string(),
    homeGoals: z.number(),
    awayGoals: z.number(),
  })
  .meta({ id: 'HeadToHeadEntry' })

/** One model's 1X2 view of a fixture, for "where the models disagree". */
export const ModelView = z
  .object({ model: z.enum(['dixon-coles', 'elo', 'blend']), home: z.number(), draw: z.number(), away: z.number() })
  .meta({ id: 'ModelView' })

/** Per-match detail: market probabilities, top scores, form, head-to-head, model views. */
export const AnalysisMatch = z
  .object({
    /** Match id. */
    matchId: z.string(),
    /** Home team. */
    home: z.string(),
    /** Away team. */
    away: z.string(),
    /** The sides' and the competition's ids, for links to their pages (absent from reports saved before issue 34). */
    homeTeamId: z.string().optional(),
    awayTeamId: z.string().optional(),
    competition: z.string().optional(),
    /** Kick-off instant, ISO 8601. */
    kickoff: z.string(),
    /** Competition name. */
    competitionName: z.string(),
    /** `finished` when already played (then `result` holds the score). */
    status: z.enum(['scheduled', 'finished']),
    result: HomeAway.optional(),
    markets: MarketProbabilities,
    topScores: z.array(Scoreline),
    recentForm: z.object({ home: z.array(FormEntry), away: z.array(FormEntry) }),
    headToHead: z.array(HeadToHeadEntry),
    models: z.array(ModelView),
    /** Where the models disagree, in words (deep analysis). */
    disagreement: z.string().optional(),
    /** Not a fixture in the data: the two teams priced as if they met now. Never the source of a pick. */
    hypothetical: z.literal(true).optional(),
    /** The data gives a date but no kick-off time: shown as "time TBC", never `kickoff`'s clock. */
    timeTbc: z.literal(true).optional(),
    /** The league's newest result (date) when it is older than the staleness threshold. */
    staleSince: z.string().optional(),
    /** A side (or both) with nothing left to play for late in a season, in words; the prices allow for it. */
    stakes: z.string().optional(),
    /** The 1X2 and goal-total outcomes with a stored price, each beside the market (issue 31). */
    marketViews: z.array(ModelVersusMarket).optional(),
    /** Second leg of a knockout tie: the first leg and each side's chance of going through. */
    tie: z
      .object({
        /** The first leg as played (its home side is the second leg's away side). */
        firstLeg: z.object({
          date: z.string(),
          home: z.string(),
          away: z.string(),
          homeGoals: z.number().int(),
          awayGoals: z.number().int(),
        }),
        /** Aggregate before the second leg, second-leg home side first. */
        aggregate: z.object({ home: z.number().int(), away: z.number().int() }),
        /** Chance of going through by any route. */
        through: z.object({ home: z.number(), away: z.number() }),
        /** Decided in 90 minutes either way, or level after 90 (extra time, then penalties). */
        routes: z.object({ homeIn90: z.number(), extraTime: z.number(), awayIn90: z.number() }),
        /** One-paragraph statement of who goes through on which results. */
        summary: z.string(),
      })
      .optional(),
    /** A scheduled fixture's sealed record of predictions like this preview (receipt.ts); absent otherwise. */
    receipt: Receipt.optional(),
  })
  .meta({ id: 'AnalysisMatch' })
export type AnalysisMatch = z.infer<typeof AnalysisMatch>
