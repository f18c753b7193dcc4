/** /api/admin/analyses/cleanup: Cleanup Shared Analyses. */
import { CleanupInput, CleanupResponse, ErrorResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditActor } from '../../shared/audit.ts'
import { cleanupOldAnalyses } from './cleanup-analyses.ts'

export const analysesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analyses/cleanup',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete shared analyses older than the retention period',
        body: CleanupInput,
        response: { 200: CleanupResponse, 400: ErrorResponse },
      },
    },
    async (request) => ({
      deleted: await cleanupOldAnalyses(app.database.db, await auditActor(request), request.body.retentionDays),
    }),
  )
}
