/** /api/admin/referrals: Referral Analytics (figures per code for a period, aggregated in SQL). */
import { AdminReferralsQuery, AdminReferralsResponse, ErrorResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { referralAnalytics } from './referral-analytics.ts'

export const referralsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/referrals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Visits, sign-ups and conversion per referral code for a period, most visits first',
        querystring: AdminReferralsQuery,
        response: { 200: AdminReferralsResponse, 400: ErrorResponse },
      },
    },
    async (request) => referralAnalytics(app.database.db, request.query),
  )
}
