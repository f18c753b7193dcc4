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
  })
  .meta({ id: 'ImportRun' })
export type ImportRun = z.infer<typeof ImportRun>

/** GET /api/admin/data/status. */
export const AdminDataStatusResponse = z
  .object({
    football: FootballHealth,
    /** Newest first, at most RECENT_IMPORT_RUNS. */
    runs: z.array(ImportRun),
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
