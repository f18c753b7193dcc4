/**
 * The user's billing API: regional plans, the current subscription, the region's payment
 * methods, orders (create + status for the result screens), and the crypto form.
 */
import {
  BillingPlansResponse,
  BillingRegionQuery,
  BillingSubscriptionResponse,
  CRYPTO_TEXTS,
  CreateOrderRequest,
  CreateOrderResponse,
  CryptoTransactionRequest,
  CryptoTransactionResponse,
  CryptoWalletsResponse,
  ErrorResponse,
  OrderIdParams,
  OrderStatusResponse,
  PAYMENT_ERRORS,
  PaymentMethodsResponse,
} from '@pitchwise/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedIn } from '../../shared/guards.ts'
import { DEFAULT_REGION_CODE, groupByGateway, methodsOfRegion, regionalPlans } from './catalogue.ts'
import { requestCountry } from './country/request-country.ts'
import { submitCryptoTransaction } from './crypto.ts'
import { createOrder, orderStatus } from './orders.ts'
import { userSubscription } from './subscriptions.ts'

/** Orders per user per minute: enough to retry a few times, not to flood providers. */
export const ORDER_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const country = (request: FastifyRequest, override?: string) =>
    requestCountry(request, app.config, app.billing.countryLookup, override)

  app.get(
    '/api/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's regional plans (country from the request, offline lookup; US by default)",
        querystring: BillingRegionQuery,
        response: { 200: BillingPlansResponse, 400: ErrorResponse },
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
    '/api/billing/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: "The signed-in user's current (or last) subscription and free credits",
        security: [{ bearer: [] }],
        response: { 200: BillingSubscriptionResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request)
      reply.header('Cache-Control', 'no-store')
      return userSubscription(db, caller.user.id)
    },
  )

  app.get(
    '/api/billing/payment-methods',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's regional payment methods, grouped by gateway",
        querystring: BillingRegionQuery,
        response: { 200: PaymentMethodsResponse, 400: ErrorResponse },
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

  app.post(
    '/api/billing/orders',
    {
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags: ['billing'],
        summary: 'Start buying a plan with a method: the server prices it and says what the browser does next',
        description: 'Amounts in the body are ignored: the order takes the regional price of the server.',
        security: [{ bearer: [] }],
        body: CreateOrderRequest,
        response: {
          201: CreateOrderResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request, PAYMENT_ERRORS.notAuthenticated)
      const result = await createOrder(
        { db, registry: app.billing.registry, cryptoWallets: app.billing.wallets.length, log: request.log },
        { id: caller.user.id, email: caller.user.email },
        country(request, request.body.country),
        request.body,
      )
      request.log.info({ orderId: result.orderId, next: result.next.kind }, 'billing: order created')
      return reply.status(201).send(result)
    },
  )

  app.get(
    '/api/billing/orders/:id',
    {
      schema: {
        tags: ['billing'],
        summary: "An order's server-side status (for /payment/success, /payment/cancel and /payment/direct)",
        security: [{ bearer: [] }],
        params: OrderIdParams,
        response: { 200: OrderStatusResponse, 401: ErrorResponse, 404: ErrorResponse },
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
    '/api/billing/crypto-wallets',
    {
      schema: {
        tags: ['billing'],
        summary: 'Wallet options and US plans of the crypto form',
        security: [{ bearer: [] }],
        response: { 200: CryptoWalletsResponse, 401: ErrorResponse },
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
    '/api/billing/crypto-transactions',
    {
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags: ['billing'],
        summary: 'Submit a USDT transaction id for a plan (pending until an administrator verifies it)',
        security: [{ bearer: [] }],
        body: CryptoTransactionRequest,
        response: { 201: CryptoTransactionResponse, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request, CRYPTO_TEXTS.mustBeLoggedIn)
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
