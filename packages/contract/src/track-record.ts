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

/** Counts and scores of one set of predictions: the live-sealed ones, or a replay. */
export const TrackRecordFigures = z
  .object({
    sealed: z.number().int(),
    scored: z.number().int(),
    void: z.number().int(),
    /** Sealed and not settled yet (the match is still to be played, or its result to arrive). */
    pending: z.number().int(),
    byKind: z.array(TrackRecordKind),
  })
  .meta({ id: 'TrackRecordFigures' })
export type TrackRecordFigures = z.infer<typeof TrackRecordFigures>

/** GET /api/track-record: public, free, signed out. */
export const TrackRecordResponse = z
  .object({
    /** Predictions sealed as they were answered. */
    live: TrackRecordFigures,
    /** A walk-forward replay of earlier seasons, labelled and never mixed in; null until one is computed. */
    replay: TrackRecordFigures.nullable(),
    /** The hash chain's head: check it with `npm run seal:verify`. */
    chain: z.object({
      rows: z.number().int(),
      /** Hash of the newest sealed row; null when nothing is sealed. */
      head: z.string().nullable(),
      /** ISO instant of the newest seal; null when nothing is sealed. */
      sealedAt: z.string().nullable(),
    }),
  })
  .meta({ id: 'TrackRecordResponse' })
export type TrackRecordResponse = z.infer<typeof TrackRecordResponse>
