import { ErrorResponse, SharedAnalysisParams, SharedAnalysisResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getSharedAnalysis } from './get-shared-analysis.ts'

/** GET /api/analyses/:shareId: a shared report, public to anyone with the link. */
export const analysesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/analyses/:shareId',
    {
      schema: {
        tags: ['analyses'],
        summary: 'A shared analysis report by share id',
        params: SharedAnalysisParams,
        response: { 200: SharedAnalysisResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const analysis = await getSharedAnalysis(app.database.db, request.params.shareId)
      // A saved report never changes; it can only be deleted by the retention cleanup.
      reply.header('Cache-Control', 'public, max-age=300')
      return analysis
    },
  )
}
