/**
 * verify-paystack-payment (back-office spec §7): the Paystack callback page asks the server to
 * verify its reference; the server asks Paystack and settles what it says (verify-paystack.ts).
 * The calls that start a payment are in start-payment-routes.ts.
 */
import { BILLING_ENDPOINTS, ErrorResponse, PAYMENT_ERRORS } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedIn } from '../../shared/guards.ts'
import { ORDER_RATE_LIMIT } from './billing-routes.ts'
import { providerFailure } from './checkout-errors.ts'
import { verifyPaystackOrder } from './verify-paystack.ts'

export const providerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.post(
    BILLING_ENDPOINTS.verifyPaystack.path,
    {
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags: ['payments'],
        summary: 'Verify a Paystack transaction with Paystack and grant its plan (the callback page)',
        description:
          'success is true only when Paystack reports the transaction successful with exactly the order\u2019s ' +
          'amount and currency and the plan was granted (once, however often this is called and whatever ' +
          'webhook arrives at the same time).',
        security: [{ bearer: [] }],
        body: BILLING_ENDPOINTS.verifyPaystack.body,
        response: {
          200: BILLING_ENDPOINTS.verifyPaystack.response,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request, PAYMENT_ERRORS.verificationRequired)
      reply.header('Cache-Control', 'no-store')
      try {
        return await verifyPaystackOrder(
          { db, registry: app.billing.registry, log: request.log },
          caller.user.id,
          request.body.reference,
        )
      } catch (error) {
        throw providerFailure(error, PAYMENT_ERRORS.verifyFailed)
      }
    },
  )
}
