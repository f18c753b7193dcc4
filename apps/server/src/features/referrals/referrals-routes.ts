import { ErrorResponse, TrackReferralBody, TrackReferralResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recordReferral } from './record-referral.ts'
import { trackReferral } from './track-referral.ts'

/** Referral visits per IP per minute: a person opens a link a few times, a script many. */
export const REFERRAL_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const

/**
 * POST /api/referrals/track: records a visit to /r/{code}. Also records the code a new account
 * signed up with, when auth publishes 'user.created'.
 */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.events.on('user.created', async ({ userId, referralCode }) => {
    if (referralCode) await recordReferral(app.database.db, userId, referralCode)
  })
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
