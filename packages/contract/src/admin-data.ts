import { z } from 'zod'
import { FootballHealth } from './health.ts'

/**
 * Back office: the football data's status (/admin/data, issue 28). The same football block as
 * /api/health, the recent import runs, and "re-import now".
 */
export const DATA_MESSAGES = {
  importRunning: 'An import is already running (on this server or another instance). Try again when it has finished.',
  noFootball: 'This server runs without football data, so there is nothing to import.',
  fetchStatus: 'Failed to fetch the data status',
  importFailed: 'The import could not be started. Please try again.',
} as const

/** How many import runs the status page lists. */
export const RECENT_IMPORT_RUNS = 10

/** One row of data_imports: any instance's run, or `npm run data:import`. */
export const ImportRun = z
  .object({
    id: z.string(),
    startedAt: z.string(),
    /** Null while it runs (or when its instance stopped mid-run). */
    finishedAt: z.string().nullable(),
    /** The sources' names joined with "+". */
    source: z.string(),
    added: z.number().int(),
    updated: z.number().int(),
    error: z.string().nullable(),
    /**
     * Statistics and price rows (football-data.co.uk, The Odds API): joined to a match, joined to
     * none, of seasons the match data does not hold. Null for a run without such a source.
     */
    rows: z.object({ matched: z.number().int(), unmatched: z.number().int(), outside: z.number().int() }).nullable(),
  })
  .meta({ id: 'ImportRun' })
export type ImportRun = z.infer<typeof ImportRun>

/** A statistics or price row of the last import that joined no match: listed, never guessed at. */
export const UnmatchedDataRow = z
  .object({
    source: z.string(),
    /** `2122/E0.csv line 14`. */
    origin: z.string(),
    competition: z.string(),
    season: z.string().nullable(),
    date: z.string(),
    homeName: z.string(),
    awayName: z.string(),
    reason: z.enum(['unknown-home-team', 'unknown-away-team', 'no-match-on-date', 'ambiguous']),
    /** For no-match-on-date: the dates the match data has these clubs meeting that season. */
    dataDates: z.string().nullable(),
  })
  .meta({ id: 'UnmatchedDataRow' })
export type UnmatchedDataRow = z.infer<typeof UnmatchedDataRow>

/** Unmatched rows listed on /admin/data; the rest are counted. */
export const UNMATCHED_ROWS_LISTED = 200

/** GET /api/admin/data/status. */
export const AdminDataStatusResponse = z
  .object({
    football: FootballHealth,
    /** Newest first, at most RECENT_IMPORT_RUNS. */
    runs: z.array(ImportRun),
    /** The last import's unmatched rows, at most UNMATCHED_ROWS_LISTED, and how many there are. */
    unmatchedRows: z.array(UnmatchedDataRow),
    unmatchedTotal: z.number().int(),
  })
  .meta({ id: 'AdminDataStatusResponse' })
export type AdminDataStatusResponse = z.infer<typeof AdminDataStatusResponse>

/**
 * POST /api/admin/data/import. A source that fails is an outcome, not an error of the request:
 * `failed` with the reason, and the data from before keeps serving.
 */
export const AdminDataImportResponse = z
  .object({
    outcome: z.enum(['imported', 'failed']),
    added: z.number().int(),
    updated: z.number().int(),
    error: z.string().nullable(),
  })
  .meta({ id: 'AdminDataImportResponse' })
export type AdminDataImportResponse = z.infer<typeof AdminDataImportResponse>
