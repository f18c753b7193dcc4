import { z } from 'zod'

/**
 * Back office: the sealed track record's operations (/admin/seals, issue 33). The scoring passes
 * that follow every import, and the checks of the hash chain (after every import, and on demand).
 */
export const SEALS_MESSAGES = {
  fetchStatus: 'Failed to fetch the sealed predictions status',
  checkFailed: 'The chain check could not be run. Please try again.',
} as const

/** How many scoring runs and chain checks the page lists. */
export const RECENT_SEAL_RUNS = 20

/** One scoring pass (table scoring_runs). */
export const ScoringRun = z
  .object({
    id: z.string(),
    /** The import it followed; null when it ran on its own. */
    importId: z.string().nullable(),
    startedAt: z.string(),
    /** Null while it runs (or when its instance stopped mid-run). */
    finishedAt: z.string().nullable(),
    scored: z.number().int(),
    void: z.number().int(),
    /** Predictions with a result that could not be scored, plus the pass's own failure. */
    errors: z.number().int(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ScoringRun' })
export type ScoringRun = z.infer<typeof ScoringRun>

/** One check of the hash chain (table seal_checks). */
export const SealCheck = z
  .object({
    id: z.string(),
    checkedAt: z.string(),
    trigger: z.enum(['admin', 'schedule', 'cli']),
    ok: z.boolean(),
    rows: z.number().int(),
    /** The first row whose hash, number or columns do not check out; null when the chain is whole. */
    firstBadSeq: z.number().int().nullable(),
    problem: z.string().nullable(),
    /** The chain's head at the check. */
    head: z.string().nullable(),
  })
  .meta({ id: 'SealCheck' })
export type SealCheck = z.infer<typeof SealCheck>

/** GET /api/admin/seals/status. */
export const AdminSealsStatusResponse = z
  .object({
    /** Sealed rows, scored, void, and pending (not settled yet). */
    totals: z.object({
      sealed: z.number().int(),
      scored: z.number().int(),
      void: z.number().int(),
      pending: z.number().int(),
    }),
    runs: z.array(ScoringRun),
    checks: z.array(SealCheck),
  })
  .meta({ id: 'AdminSealsStatusResponse' })
export type AdminSealsStatusResponse = z.infer<typeof AdminSealsStatusResponse>

/** POST /api/admin/seals/check: the check just run. */
export const AdminSealCheckResponse = z.object({ check: SealCheck }).meta({ id: 'AdminSealCheckResponse' })
export type AdminSealCheckResponse = z.infer<typeof AdminSealCheckResponse>
