import { z } from 'zod'
import { AnalysisIntent, AnalysisMatch } from './analysis-shapes.ts'
import { LIMITS } from './limits.ts'
import { ModelVersusMarket } from './model-v-market.ts'
import { Receipt } from './receipt.ts'

export * from './analysis-shapes.ts'

export {
  ANALYZE_MESSAGES,
  CHAT_HISTORY_HEADING,
  formatChatHistory,
  parseChatHistory,
  splitQuery,
} from './text.ts'

/**
 * POST /api/analyze.
 *
 * Chat history travels as plain text in `chatHistory` (and, for clients that follow the
 * original app, optionally as a section appended to `query`). The format:
 *
 * ```
 * User: three over 2.5 matches for today
 * Assistant: ## Over 2.5 goals — today
 * …the report, any number of lines…
 * User: what about BTTS for those?
 * ```
 *
 * Each message starts on a line beginning with `User:` or `Assistant:` (case-insensitive);
 * the lines after it, up to the next such line, belong to that message. Text before the first
 * prefix is ignored. A `query` may end with a section that starts with a line reading exactly
 * `Chat history:`; everything from that line on is history and only the text before it is the
 * question (what the server validates, records and analyses). Use formatChatHistory() and
 * parseChatHistory() below rather than writing the format by hand.
 */
/** One message of the chat history. */
export const ChatMessage = z.object({
  /** Who wrote it. */
  role: z.enum(['user', 'assistant']),
  /** The text (the assistant's is the report markdown). */
  content: z.string(),
})
export type ChatMessage = z.infer<typeof ChatMessage>

/** Body of POST /api/analyze (product spec §3 "Analyze request payload", plus requestId and timeZone). */
export const AnalyzeBody = z
  .object({
    /**
     * The user's question, optionally followed by a `Chat history:` section. Trimmed; the
     * question must be non-empty and at most LIMITS.questionMaxLength characters.
     */
    query: z.string().max(LIMITS.questionMaxLength + LIMITS.chatHistoryMaxLength + 100),
    /** The client's current time, ISO 8601 with offset; "today" in the question means this day. */
    date: z.iso.datetime({ offset: true, message: 'date must be an ISO 8601 date-time' }).optional(),
    /** Legacy field of the original client, always empty; ignored. */
    result: z.string().max(100).optional(),
    /** Legacy field, always empty; ignored. */
    classification: z.string().max(100).optional(),
    /** Legacy field, always 0; ignored. */
    classificationNo: z.number().optional(),
    /** Legacy field, always empty; ignored. */
    translatedQuery: z.string().max(LIMITS.questionMaxLength).optional(),
    /** Where the question comes from, `web` for the web app. */
    method: z.string().max(32).optional(),
    /** 1 when deep analysis is on (scorelines, form, head-to-head), else 0. */
    channel: z.union([z.literal(0), z.literal(1)]).default(0),
    /** Earlier messages in the `User:` / `Assistant:` text format (see CHAT_HISTORY_HEADING). */
    chatHistory: z.string().max(LIMITS.chatHistoryMaxLength).optional(),
    /** Id of the search the question was started from (market or popular list), if any; informational. */
    searchId: z.string().max(64).nullish(),
    /** Where the question was started from, e.g. `market_search`, `popular`; informational. */
    searchCategory: z.string().max(64).nullish(),
    /** Sent by the original client; ignored: the server identifies the caller from the token. */
    userId: z.string().max(128).nullish(),
    /**
     * Client-generated idempotency key (8–128 of A–Z a–z 0–9 _ -), e.g. a UUID: retrying a request
     * with the same key never spends a second credit. The server makes one when absent.
     */
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,128}$/, 'requestId must be 8-128 letters, digits, _ or -')
      .optional(),
    /** The user's IANA time zone, e.g. `Europe/London`; UTC when absent. */
    timeZone: z.string().max(64).optional(),
  })
  .meta({ id: 'AnalyzeBody' })
export type AnalyzeBody = z.input<typeof AnalyzeBody>

/** One recommended pick (a market on a fixture) with the model's probability. */
export const AnalysisPick = z
  .object({
    /** Match id. */
    matchId: z.string(),
    /** Competition code, e.g. `en.1`. */
    competition: z.string(),
    /** Competition name, e.g. `Premier League`. */
    competitionName: z.string(),
    /** Kick-off instant, ISO 8601. */
    kickoff: z.string(),
    /** Local date of the fixture, YYYY-MM-DD. */
    date: z.string(),
    /** Home team. */
    home: z.string(),
    /** Away team. */
    away: z.string(),
    /** The sides' ids, for links to their pages (absent from reports saved before issue 34). */
    homeTeamId: z.string().optional(),
    awayTeamId: z.string().optional(),
    /** Machine key of the market, e.g. `over_2.5`, `btts_yes`. */
    market: z.string(),
    /** Human label of the market, e.g. `Over 2.5 goals`. */
    marketLabel: z.string(),
    /** Model probability in [0, 1]. */
    probability: z.number(),
    /** 1 / probability, two decimals. */
    fairOdds: z.number(),
    /** Confidence band. */
    confidence: z.enum(['high', 'medium', 'low']),
    /** One-line reason (form, ratings, expected goals). */
    reason: z.string(),
    /** Expected goals per side. */
    expectedGoals: z.object({
      /** Home expected goals. */
      home: z.number(),
      /** Away expected goals. */
      away: z.number(),
    }),
    /** True when the data gives no kick-off time: show "time TBC", never the clock of `kickoff`. */
    timeTbc: z.literal(true).optional(),
    /** The league's newest result (YYYY-MM-DD) when it is weeks old: show a staleness warning. */
    staleSince: z.string().optional(),
    /** A side (or both) with nothing left to play for late in a season, in words; the price allows for it. */
    stakes: z.string().optional(),
    /** The pick beside the stored bookmaker prices; absent when none is stored for its outcome. */
    marketView: ModelVersusMarket.optional(),
    /** The sealed record of predictions like this one (receipt.ts); absent on reports saved before it. */
    receipt: Receipt.optional(),
  })
  .meta({ id: 'AnalysisPick' })
export type AnalysisPick = z.infer<typeof AnalysisPick>

/** One team's row of a season simulation. */
export const OutrightRow = z
  .object({
    /** Team name as the data writes it. */
    team: z.string(),
    /** Points in the real table now. */
    points: z.number(),
    /** Matches played now. */
    played: z.number(),
    /** Share of simulated seasons won, in [0, 1]. */
    title: z.number(),
    /** Share of simulated seasons finished in the top four. */
    topFour: z.number(),
    /** Share of simulated seasons finished in the relegation places. */
    relegation: z.number(),
    /** Share finished in the automatic promotion places (second divisions); absent from older reports. */
    promotion: z.number().optional(),
    /** Mean final points over the simulations. */
    expectedPoints: z.number(),
  })
  .meta({ id: 'OutrightRow' })

/** The rest of a season simulated from the model (answers to "who will win the league"). */
export const OutrightTable = z
  .object({
    /** Competition code, e.g. `en.1`. */
    competition: z.string(),
    /** Competition name. */
    competitionName: z.string(),
    /** Season label, e.g. `2025-26`. */
    season: z.string(),
    /** Number of simulated seasons. */
    simulations: z.number().int(),
    /** Fixtures left to play that were simulated. */
    remaining: z.number().int(),
    /** Teams, by expected points. */
    rows: z.array(OutrightRow),
  })
  .meta({ id: 'OutrightTable' })

/** How fresh the data behind a report is. */
export const DataFreshness = z
  .object({
    /** Date of the latest known result, YYYY-MM-DD, null when none. */
    lastResultDate: z.string().nullable(),
    /** Human sentence, e.g. `Results up to 13 March 2026`. */
    label: z.string(),
  })
  .meta({ id: 'DataFreshness' })
export type DataFreshness = z.infer<typeof DataFreshness>

/** A team or competition the report names, as written in its text, with the id of its free page. */
export const NamedEntity = z
  .object({
    /** The name exactly as the report writes it (`Manchester City`, `Premier League`). */
    name: z.string(),
    /** `team`: `/teams/{id}`; `competition`: `/leagues/{id}`. */
    kind: z.enum(['team', 'competition']),
    /** Team id or competition code. */
    id: z.string(),
  })
  .meta({ id: 'NamedEntity' })
export type NamedEntity = z.infer<typeof NamedEntity>

/** What the question was understood to ask, item by item, and the part each of its words played. */
export const Understanding = z
  .object({
    /** Each thing asked for (every match, market, window, count, table or results), and whether the answer gives it. */
    items: z.array(z.object({ label: z.string(), answered: z.boolean() })),
    /** Every word of the question with its part; `unknown` words are listed in `unused`. */
    words: z.array(
      z.object({
        word: z.string(),
        role: z.enum([
          'team',
          'competition',
          'market',
          'date',
          'time',
          'count',
          'request',
          'out_of_scope',
          'filler',
          'unknown',
        ]),
      }),
    ),
    /** Words that played no part in the answer, shown to the reader. */
    unused: z.array(z.string()),
  })
  .meta({ id: 'Understanding' })
export type Understanding = z.infer<typeof Understanding>

/** The structured half of a report, rendered by the UI as cards beside the text. */
export const AnalysisData = z
  .object({
    /** What the question was understood to ask (kind, market, count, date window, competitions, teams). */
    intent: AnalysisIntent,
    /** Ranked picks. */
    picks: z.array(AnalysisPick),
    /** Per-match detail (more with deep analysis). */
    matches: z.array(AnalysisMatch),
    /** Data freshness. */
    dataFreshness: DataFreshness,
    /** Notes for the reader (no fixtures that day, nearest dates used, responsible gambling…). */
    notices: z.array(z.string()),
    /**
     * How much of the question the answer covers: `full` (charged), `partial` (part of it could
     * not be answered; the nearest thing is offered free) or `none` (refused, free).
     */
    coverage: z.enum(['full', 'partial', 'none']).optional(),
    /** The season simulation behind an outright answer. */
    outright: OutrightTable.optional(),
    /** What was understood, item by item (absent on reports saved before it existed). */
    understanding: Understanding.optional(),
    /** The teams and competitions the report names, linked in its text (absent on reports saved before issue 34). */
    named: z.array(NamedEntity).optional(),
  })
  .meta({ id: 'AnalysisData' })
export type AnalysisData = z.infer<typeof AnalysisData>

/** POST /api/analyze answer. */
export const AnalyzeResponse = z
  .object({
    /** The report as markdown text (what the UI types out). */
    result: z.string(),
    /** The structured analysis. */
    analysis: AnalysisData,
    /** Share id of the saved report (`/shared/{shareId}`); null when the question was not answerable. */
    shareId: z.string().nullable(),
    /** Id of the recorded search; null when the question was not answerable. */
    searchId: z.string().nullable(),
    /** Searches or credits left after this request. */
    remaining: z.number().int(),
    /** False when no credit was spent (the question could not be answered, or a retried request). */
    charged: z.boolean(),
    /** The idempotency key used (the client's or the server's). */
    requestId: z.string(),
  })
  .meta({ id: 'AnalyzeResponse' })
export type AnalyzeResponse = z.infer<typeof AnalyzeResponse>
