/**
 * Admin: manual subscriptions (spec "Manual Subscription"): find a user by an email fragment and
 * give them a plan. The grant goes through fulfilOrder like a payment. Under /api/admin.
 */
import {
  AdminUserSearchQuery,
  AdminUserSearchResponse,
  ErrorResponse,
  ManualSubscriptionRequest,
  ManualSubscriptionResponse,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditActor } from '../../../shared/audit.ts'
import { createManualSubscription, searchUsersByEmail } from '../manual-subscription.ts'

export const manualSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/billing/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users whose email contains a fragment (at most 20)',
        security: [{ bearer: [] }],
        querystring: AdminUserSearchQuery,
        response: { 200: AdminUserSearchResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => searchUsersByEmail(db, request.query.email),
  )

  app.post(
    '/billing/manual-subscriptions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a user a plan (extends a live subscription), recorded as a manual order',
        security: [{ bearer: [] }],
        body: ManualSubscriptionRequest,
        response: {
          201: ManualSubscriptionResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const admin = await auditActor(request)
      const result = await createManualSubscription(db, admin, request.body)
      request.log.info(
        { orderId: result.orderId, userId: request.body.userId, admin: admin.id },
        'admin: manual subscription',
      )
      return reply.status(201).send(result)
    },
  )
}
