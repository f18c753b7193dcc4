import { z } from 'zod'

/** The figures of one kind of sealed prediction (picks, match previews, …). */
export const TrackRecordKind = z
  .object({
    /** `pick`, `preview`, `accumulator` or `outright`. */
    kind: z.string(),
    sealed: z.number().int(),
    scored: z.number().int(),
    /** Postponed or abandoned matches (and pushes): counted apart, never scored. */
    void: z.number().int(),
    /** Share of scored predictions that came true (a preview: its likeliest outcome); null when none is scored. */
    hitRate: z.number().nullable(),
    /** Mean Brier score of the scored predictions (lower is better); null when none. */
    brier: z.number().nullable(),
    /** Mean log-loss; null when none. */
    logLoss: z.number().nullable(),
    /** Mean ranked probability score (1X2 previews only); null otherwise. */
    rps: z.number().nullable(),
  })
  .meta({ id: 'TrackRecordKind' })
export type TrackRecordKind = z.infer<typeof TrackRecordKind>

/**
 * Market families the track record groups and filters by (`?market=`); an exact market key filters
 * too. The same families as the receipt under each answer links with (`market=totals&band=70-80`):
 * a result pick (`home_win`) and a match preview are both `1x2`, shown apart as picks and forecasts.
 */
export const TRACK_RECORD_MARKETS = [
  { id: '1x2', label: 'Match result' },
  { id: 'double_chance', label: 'Double chance' },
  { id: 'draw_no_bet', label: 'Draw no bet' },
  { id: 'totals', label: 'Goals over or under' },
  { id: 'btts', label: 'Both teams to score' },
  { id: 'team_goals', label: 'Team goals and clean sheets' },
  { id: 'handicap', label: 'Asian handicaps' },
  { id: 'margin', label: 'Winning margins' },
  { id: 'score', label: 'Exact scores' },
  { id: 'combination', label: 'Result or goals combined' },
  { id: 'accumulator', label: 'Accumulators' },
  { id: 'outright', label: 'Season outrights' },
  { id: 'other', label: 'Other picks' },
] as const
export type TrackRecordMarket = (typeof TRACK_RECORD_MARKETS)[number]['id']

const FAMILY_PATTERNS: readonly [RegExp, TrackRecordMarket][] = [
  [/^1x2$|^(underdog_)?(home_win|away_win)$|^draw$/, '1x2'],
  [/^double_chance_/, 'double_chance'],
  [/^draw_no_bet_/, 'draw_no_bet'],
  [/^(over|under)_/, 'totals'],
  [/^btts_(yes|no)$/, 'btts'],
  [/^(team_over|clean_sheet|win_to_nil)_/, 'team_goals'],
  [/^asian_handicap_/, 'handicap'],
  [/^winning_margin_/, 'margin'],
  [/^(exact|correct)_score_/, 'score'],
  [/^(btts_and_over|result_and_total|result_and_btts)_/, 'combination'],
  [/^accumulator$/, 'accumulator'],
  [/^outright/, 'outright'],
]

/** The family a sealed or replayed market key belongs to (`over_2.5` → `totals`, `1x2` → `1x2`). */
export function marketFamily(market: string): TrackRecordMarket {
  for (const [pattern, family] of FAMILY_PATTERNS) if (pattern.test(market)) return family
  return 'other'
}

/** `?period=`: how far back the live seals go (by the time they were sealed). */
export const TrackRecordPeriod = z.enum(['all', '30d', '90d', '365d'])
export type TrackRecordPeriod = z.infer<typeof TrackRecordPeriod>

/** Confidence bands (`?band=50-60`): the stated probability of a pick, or of a preview's likeliest outcome. */
export const CONFIDENCE_BANDS = [
  '0-10',
  '10-20',
  '20-30',
  '30-40',
  '40-50',
  '50-60',
  '60-70',
  '70-80',
  '80-90',
  '90-100',
] as const

/** GET /api/track-record's query: every filter optional; an unknown value is refused (400). */
export const TrackRecordQuery = z.object({
  market: z
    .string()
    .regex(/^[a-z0-9_.-]{1,60}$/i)
    .optional(),
  league: z
    .string()
    .regex(/^[a-z0-9_.-]{1,40}$/i)
    .optional(),
  period: TrackRecordPeriod.optional(),
  /** `60-70` (percent) or `0.6-0.7`: predictions whose stated probability lies in [60 %, 70 %). */
  band: z
    .string()
    .regex(/^\d+(\.\d+)?-\d+(\.\d+)?$/)
    .optional(),
})
export type TrackRecordQuery = z.infer<typeof TrackRecordQuery>

const Scores = z.object({ brier: z.number(), logLoss: z.number(), rps: z.number().nullable() })

/** One market family's mean scores beside its two baselines (lower is better). */
export const TrackRecordBaseline = z
  .object({
    market: z.string(),
    /** `preview`: 1X2 forecasts (three outcomes); `pick`: yes/no predictions of one outcome; or the sealed kind. */
    kind: z.string(),
    label: z.string(),
    /** Scored predictions of this market. */
    scored: z.number().int(),
    model: Scores,
    /** The league's own frequency of the outcome over the year before each match; null when no history. */
    baseRate: Scores.nullable(),
    /** Scored predictions whose seal carries a bookmaker price. */
    priced: z.number().int(),
    /** The price's implied probability scored the same way; null until `pricedNeeded` are priced. */
    marketPrice: Scores.nullable(),
    /** The model's own scores on the same priced predictions, to compare with `marketPrice`. */
    modelOnPriced: Scores.nullable(),
    pricedNeeded: z.number().int(),
  })
  .meta({ id: 'TrackRecordBaseline' })
export type TrackRecordBaseline = z.infer<typeof TrackRecordBaseline>

/** One bin of a reliability diagram with a 95 % Wilson interval around the observed share. */
export const CalibrationBin = z.object({
  from: z.number(),
  to: z.number(),
  n: z.number().int(),
  meanPredicted: z.number(),
  observed: z.number(),
  low: z.number(),
  high: z.number(),
})
export type CalibrationBin = z.infer<typeof CalibrationBin>

export const TrackRecordCalibration = z
  .object({
    market: z.string(),
    kind: z.string(),
    label: z.string(),
    pairs: z.number().int(),
    bins: z.array(CalibrationBin),
  })
  .meta({ id: 'TrackRecordCalibration' })
export type TrackRecordCalibration = z.infer<typeof TrackRecordCalibration>

/** Hit rate of the scored predictions whose stated probability lies in one band. */
export const TrackRecordBand = z.object({
  band: z.string(),
  scored: z.number().int(),
  hits: z.number().int(),
  hitRate: z.number().nullable(),
  meanPredicted: z.number().nullable(),
})
export type TrackRecordBand = z.infer<typeof TrackRecordBand>

/** Profit of one unit staked on every scored, priced pick at its sealed price, with a 95 % interval of the mean. */
export const TrackRecordProfit = z.object({
  bets: z.number().int(),
  total: z.number(),
  perBet: z.number(),
  /** 95 % interval of the mean profit per bet; null with a single bet. */
  low: z.number().nullable(),
  high: z.number().nullable(),
})
export type TrackRecordProfit = z.infer<typeof TrackRecordProfit>

/** Counts and scores of one set of predictions: the live-sealed ones, or a replay. */
export const TrackRecordFigures = z
  .object({
    sealed: z.number().int(),
    scored: z.number().int(),
    void: z.number().int(),
    /** Sealed and not settled yet (the match is still to be played, or its result to arrive). */
    pending: z.number().int(),
    byKind: z.array(TrackRecordKind),
    baselines: z.array(TrackRecordBaseline),
    calibration: z.array(TrackRecordCalibration),
    bands: z.array(TrackRecordBand),
    /** Null while no scored prediction carries a price. */
    profit: TrackRecordProfit.nullable(),
  })
  .meta({ id: 'TrackRecordFigures' })
export type TrackRecordFigures = z.infer<typeof TrackRecordFigures>

/** What a replay covered: never sealed, computed walk-forward after the fact by `npm run replay`. */
export const TrackRecordReplay = z
  .object({
    figures: TrackRecordFigures,
    seasons: z.array(z.string()),
    competitions: z.array(z.string()),
    refitDays: z.number().int(),
    matches: z.number().int(),
    modelVersion: z.string(),
    computedAt: z.string(),
  })
  .meta({ id: 'TrackRecordReplay' })
export type TrackRecordReplay = z.infer<typeof TrackRecordReplay>

/** GET /api/track-record: public, free, signed out. */
export const TrackRecordResponse = z
  .object({
    /** The filters applied (absent ones null; period `all` by default). */
    filters: z.object({
      market: z.string().nullable(),
      league: z.string().nullable(),
      period: TrackRecordPeriod,
      band: z.string().nullable(),
    }),
    /** The leagues there is anything for, to filter by. */
    leagues: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Predictions sealed as they were answered. */
    live: TrackRecordFigures,
    /** A walk-forward replay of earlier seasons, labelled and never mixed in; null until one is computed. */
    replay: TrackRecordReplay.nullable(),
    /** The hash chain's head: check it with `npm run seal:verify`. */
    chain: z.object({
      rows: z.number().int(),
      /** Hash of the newest sealed row; null when nothing is sealed. */
      head: z.string().nullable(),
      /** ISO instant of the newest seal; null when nothing is sealed. */
      sealedAt: z.string().nullable(),
      /** The last UTC days' digests (each day's last row and its hash), newest first. */
      digests: z.array(
        z.object({ day: z.string(), rows: z.number().int(), lastSeq: z.number().int(), head: z.string() }),
      ),
    }),
  })
  .meta({ id: 'TrackRecordResponse' })
export type TrackRecordResponse = z.infer<typeof TrackRecordResponse>
