import { ErrorResponse, TrackReferralBody, TrackReferralResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { trackReferral } from './track-referral.ts'

/** Referral visits per IP per minute: a person opens a link a few times, a script many. */
export const REFERRAL_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const

/** POST /api/referrals/track: records a visit to /r/{code}. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/referrals/track',
    {
      config: { rateLimit: REFERRAL_RATE_LIMIT },
      schema: {
        tags: ['referrals'],
        summary: 'Record a visit to a referral link',
        body: TrackReferralBody,
        response: { 201: TrackReferralResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await trackReferral(app.database.db, request.body)
      return reply.status(201).send({ tracked: true })
    },
  )
}
