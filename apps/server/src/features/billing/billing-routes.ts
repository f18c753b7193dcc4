/**
 * The user's billing API: regional plans, the current subscription, the region's payment
 * methods, an order's status for the result screens, and the crypto form. Orders are started in
 * start-payment-routes.ts.
 */
import { BILLING_ENDPOINTS, CRYPTO_TEXTS, ErrorResponse, PAYMENT_ERRORS } from '@pitchwise/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAgeConfirmed } from '../../shared/age-confirmation.ts'
import { requireSignedIn } from '../../shared/guards.ts'
import { refuseDuringBreak } from '../../shared/taking-a-break.ts'
import { DEFAULT_REGION_CODE, groupByGateway, methodsOfRegion, regionalPlans } from './catalogue.ts'
import { requestCountry } from './country/request-country.ts'
import { submitCryptoTransaction } from './crypto.ts'
import { orderStatus } from './orders.ts'
import { userSubscription } from './subscriptions.ts'

/** Orders per user per minute: enough to retry a few times, not to flood providers. */
export const ORDER_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const country = (request: FastifyRequest, override?: string) =>
    requestCountry(request, app.config, app.billing.countryLookup, override)

  app.get(
    BILLING_ENDPOINTS.plans.path,
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's regional plans (country from the request, offline lookup; US by default)",
        querystring: BILLING_ENDPOINTS.plans.query,
        response: { 200: BILLING_ENDPOINTS.plans.response, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { regionRow: _row, ...catalogue } = await regionalPlans(
        db,
        country(request, request.query.country),
        request.log,
      )
      reply.header('Cache-Control', 'private, max-age=300')
      reply.header('Vary', 'Cookie, Authorization, X-Forwarded-For')
      return catalogue
    },
  )

  app.get(
    BILLING_ENDPOINTS.subscription.path,
    {
      schema: {
        tags: ['billing'],
        summary: "The signed-in user's current (or last) subscription and free credits",
        security: [{ bearer: [] }],
        response: { 200: BILLING_ENDPOINTS.subscription.response, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request)
      reply.header('Cache-Control', 'no-store')
      return userSubscription(db, caller.user.id)
    },
  )

  app.get(
    BILLING_ENDPOINTS.paymentMethods.path,
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's regional payment methods, grouped by gateway",
        querystring: BILLING_ENDPOINTS.paymentMethods.query,
        response: { 200: BILLING_ENDPOINTS.paymentMethods.response, 400: ErrorResponse },
      },
    },
    async (request) => {
      const catalogue = await regionalPlans(db, country(request, request.query.country), request.log)
      const methods = catalogue.fallback
        ? []
        : await methodsOfRegion(db, catalogue.regionRow?.id ?? null, app.billing.registry, app.billing.wallets.length)
      return { country: catalogue.country, region: catalogue.region, categories: groupByGateway(methods) }
    },
  )

  app.get(
    BILLING_ENDPOINTS.order.path,
    {
      schema: {
        tags: ['billing'],
        summary: "An order's server-side status (for /payment/success, /payment/cancel and /payment/direct)",
        security: [{ bearer: [] }],
        params: BILLING_ENDPOINTS.order.params,
        response: { 200: BILLING_ENDPOINTS.order.response, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request, PAYMENT_ERRORS.verificationRequired)
      reply.header('Cache-Control', 'no-store')
      // Back from a provider before its webhook was processed: ask the provider (grants once, see reconcile-order.ts).
      await app.billing.reconciler.reconcile(caller.user.id, request.params.id, request.log)
      return orderStatus(db, caller.user.id, request.params.id)
    },
  )

  app.get(
    BILLING_ENDPOINTS.cryptoWallets.path,
    {
      schema: {
        tags: ['billing'],
        summary: 'Wallet options and US plans of the crypto form',
        security: [{ bearer: [] }],
        response: { 200: BILLING_ENDPOINTS.cryptoWallets.response, 401: ErrorResponse },
      },
    },
    async (request) => {
      await requireSignedIn(request, CRYPTO_TEXTS.signInPrompt)
      const catalogue = await regionalPlans(db, DEFAULT_REGION_CODE, request.log)
      return {
        currency: 'USDT' as const,
        wallets: app.billing.wallets,
        plans: catalogue.fallback ? [] : catalogue.plans,
      }
    },
  )

  app.post(
    BILLING_ENDPOINTS.submitCryptoTransaction.path,
    {
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags: ['billing'],
        summary: 'Submit a USDT transaction id for a plan (pending until an administrator verifies it)',
        security: [{ bearer: [] }],
        body: BILLING_ENDPOINTS.submitCryptoTransaction.body,
        response: {
          201: BILLING_ENDPOINTS.submitCryptoTransaction.response,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request, CRYPTO_TEXTS.mustBeLoggedIn)
      await requireAgeConfirmed(db, caller.user.id)
      await refuseDuringBreak(db, caller.user.id, 'purchase')
      const result = await submitCryptoTransaction(
        db,
        app.config,
        { id: caller.user.id, email: caller.user.email },
        request.body,
      )
      request.log.info(
        { cryptoTransactionId: result.id, network: result.network },
        'billing: crypto transaction submitted',
      )
      return reply.status(201).send(result)
    },
  )
}
