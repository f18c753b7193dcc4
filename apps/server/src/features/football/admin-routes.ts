/** /api/admin/data: the football data's status page (issue 28) and "re-import now". */
import {
  AdminDataImportResponse,
  AdminDataStatusResponse,
  ErrorResponse,
  RECENT_IMPORT_RUNS,
  UNMATCHED_ROWS_LISTED,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditActor } from '../../shared/audit.ts'
import { footballHealth, latestImport, recentImports, unmatchedRows } from './data-status.ts'
import { reimportNow } from './reimport.ts'

/**
 * Re-imports per administrator address per minute: an import reads every source (a live
 * provider counts the calls) and rewrites the matches, so a double click or a stuck script must
 * not start a run after run; the lock already keeps them from overlapping.
 */
export const REIMPORT_RATE_LIMIT = { max: 3, timeWindow: '1 minute' } as const

export const footballAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.get(
    '/data/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'How current the football data is: the health verdict per competition, sources, import runs',
        response: { 200: AdminDataStatusResponse },
      },
    },
    async (_request, reply) => {
      const [stored, runs, unmatched] = await Promise.all([
        latestImport(db),
        recentImports(db, RECENT_IMPORT_RUNS),
        unmatchedRows(db, UNMATCHED_ROWS_LISTED),
      ])
      return reply.header('Cache-Control', 'no-store').send({
        football: footballHealth(app.football, stored),
        runs,
        unmatchedRows: unmatched.rows,
        unmatchedTotal: unmatched.total,
      })
    },
  )

  app.post(
    '/data/import',
    {
      config: { rateLimit: REIMPORT_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Import from every configured source now and refit (409 while another import runs)',
        response: { 200: AdminDataImportResponse, 409: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => reimportNow(db, app.football, await auditActor(request)),
  )
}
