import { ErrorResponse, SearchHistoryQuery, SearchHistoryResponse } from '@pitchwise/contract'
import { SIGN_IN_MESSAGES } from '@pitchwise/contract/text'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedIn } from '../../shared/guards.ts'
import { listHistory } from './list-history.ts'

export const HISTORY_SIGNED_OUT = SIGN_IN_MESSAGES.history

/** GET /api/history: the signed-in user's searches. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/history',
    {
      schema: {
        tags: ['history'],
        summary: "The caller's search history, most recently used first",
        security: [{ bearer: [] }],
        querystring: SearchHistoryQuery,
        response: { 200: SearchHistoryResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request, HISTORY_SIGNED_OUT)
      reply.header('Cache-Control', 'private, no-store')
      return listHistory(app.database.db, caller.user.id, request.query.page, request.query.pageSize)
    },
  )
}
