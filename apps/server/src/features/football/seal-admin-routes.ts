/**
 * /api/admin/seals: the sealed track record's operations (issue 33). The recent scoring passes,
 * the recent chain checks with the first broken row, and "check the chain now".
 */
import {
  AdminSealCheckResponse,
  AdminSealsStatusResponse,
  RECENT_SEAL_RUNS,
  type ScoringRun,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { presentSealCheck, recordChainCheck } from '../../shared/seal/record-chain-check.ts'

/** A check reads every sealed row: a few per minute per administrator is plenty. */
export const SEAL_CHECK_RATE_LIMIT = { max: 3, timeWindow: '1 minute' } as const

export const sealAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.get(
    '/seals/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sealed predictions: totals, recent scoring runs and chain checks',
        response: { 200: AdminSealsStatusResponse },
      },
    },
    async (_request, reply) => {
      const [totals, runs, checks] = await Promise.all([
        sql<{ sealed: number; scored: number; void: number }>`
          select (select count(*) from sealed_predictions)::int as sealed,
            count(*) filter (where outcome = 'scored')::int as scored,
            count(*) filter (where outcome = 'void')::int as void
          from prediction_scores`.execute(db),
        db.selectFrom('scoring_runs').selectAll().orderBy('id', 'desc').limit(RECENT_SEAL_RUNS).execute(),
        db.selectFrom('seal_checks').selectAll().orderBy('id', 'desc').limit(RECENT_SEAL_RUNS).execute(),
      ])
      const t = totals.rows[0] ?? { sealed: 0, scored: 0, void: 0 }
      return reply.header('Cache-Control', 'no-store').send({
        totals: { ...t, pending: t.sealed - t.scored - t.void },
        runs: runs.map(
          (r): ScoringRun => ({
            id: String(r.id),
            importId: r.import_id,
            startedAt: new Date(r.started_at).toISOString(),
            finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
            scored: r.scored,
            void: r.voided,
            errors: r.errors,
            error: r.error,
          }),
        ),
        checks: checks.map(presentSealCheck),
      })
    },
  )

  app.post(
    '/seals/check',
    {
      config: { rateLimit: SEAL_CHECK_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Check the sealed predictions hash chain now and record the verdict',
        response: { 200: AdminSealCheckResponse },
      },
    },
    async () => ({ check: await recordChainCheck(db, 'admin') }),
  )
}
