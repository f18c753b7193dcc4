/** /api/admin/feedback: the feedback inbox. */
import {
  AdminFeedbackQuery,
  AdminFeedbackResponse,
  AdminIdParams,
  AdminOkResponse,
  ErrorResponse,
  UpdateFeedbackInput,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditActor } from '../../shared/audit.ts'
import { listFeedback, markFeedbackHandled } from './feedback-inbox.ts'

export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.get(
    '/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feedback messages, newest first (open, handled or all)',
        querystring: AdminFeedbackQuery,
        response: { 200: AdminFeedbackResponse, 400: ErrorResponse },
      },
    },
    async (request) => listFeedback(db, request.query),
  )

  app.patch(
    '/feedback/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a feedback message handled, or open again',
        params: AdminIdParams,
        body: UpdateFeedbackInput,
        response: { 200: AdminOkResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      await markFeedbackHandled(db, await auditActor(request), request.params.id, request.body.handled)
      return { ok: true as const }
    },
  )
}
