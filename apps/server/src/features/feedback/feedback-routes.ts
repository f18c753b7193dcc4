import { ErrorResponse, FeedbackBody, FeedbackResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolveCaller } from '../../shared/caller.ts'
import { submitFeedback } from './submit-feedback.ts'

/** Feedback per IP per minute: enough for a person, too few for a spam script. */
export const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const

/** POST /api/feedback: anyone may send feedback. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      config: { rateLimit: FEEDBACK_RATE_LIMIT },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (bug, suggestion or other)',
        body: FeedbackBody,
        response: { 201: FeedbackResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await resolveCaller(request)
      await submitFeedback(app.database.db, {
        type: request.body.type,
        message: request.body.message,
        email: caller.kind === 'user' ? caller.user.email : null,
      })
      return reply.status(201).send({ received: true })
    },
  )
}
