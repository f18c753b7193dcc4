/**
 * The spec's provider payment calls (back-office spec §7): create-paypal-payment,
 * create-paystack-payment, create-direct-payment and verify-paystack-payment. They are the same
 * order creation as POST /api/billing/orders (the server's regional price, the amount in the
 * body ignored), answered in the shape the spec's client expects, with its error texts.
 */
import {
  DirectPaymentResponse,
  ErrorResponse,
  PAYMENT_ERRORS,
  PayPalPaymentResponse,
  PaystackPaymentResponse,
  PROVIDER_PAYMENT_ERRORS,
  StartProviderPaymentRequest,
  VerifyPaystackRequest,
  VerifyPaystackResponse,
} from '@pitchwise/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { AppError } from '../../errors.ts'
import { requireSignedIn } from '../../shared/guards.ts'
import { ORDER_RATE_LIMIT } from './billing-routes.ts'
import { providerFailure } from './checkout-errors.ts'
import { requestCountry } from './country/request-country.ts'
import { PAYPAL_KEY } from './gateways/paypal.ts'
import { PAYSTACK_KEY } from './gateways/paystack.ts'
import { createOrder } from './orders.ts'
import { verifyPaystackOrder } from './verify-paystack.ts'

type Flavour = 'paypal' | 'paystack' | 'direct'

const bad = (message: string) => new AppError('BAD_REQUEST', message)

export const providerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  /** Creates the order after checking the method belongs to this call's provider (or is a direct-payment method). */
  async function start(request: FastifyRequest, body: StartProviderPaymentRequest, flavour: Flavour) {
    const caller = await requireSignedIn(request, PAYMENT_ERRORS.notAuthenticated)
    const method = await db
      .selectFrom('payment_methods as m')
      .innerJoin('payment_gateways as g', 'g.id', 'm.gateway_id')
      .select(['m.metadata', 'g.name as gatewayName'])
      .where('m.id', '=', body.methodId)
      .where('m.is_active', '=', true)
      .executeTakeFirst()
      .catch(() => undefined)
    if (!method) throw bad(PAYMENT_ERRORS.invalidMethod)
    const gatewayName = method.gatewayName.toLowerCase()
    if (flavour === 'direct') {
      if (!method.metadata?.useDirectPayment) throw bad(PAYMENT_ERRORS.invalidMethod)
    } else if (!gatewayName.includes(flavour)) {
      throw bad(PAYMENT_ERRORS.unsupportedGateway(method.gatewayName))
    }
    const fallback =
      flavour === 'paystack'
        ? PROVIDER_PAYMENT_ERRORS.paystackFailed
        : flavour === 'direct'
          ? PROVIDER_PAYMENT_ERRORS.directFailed
          : PAYMENT_ERRORS.checkoutFailed
    let created: Awaited<ReturnType<typeof createOrder>>
    try {
      created = await createOrder(
        { db, registry: app.billing.registry, cryptoWallets: app.billing.wallets.length, log: request.log },
        { id: caller.user.id, email: caller.user.email },
        requestCountry(request, app.config, app.billing.countryLookup, body.country),
        { planId: body.planId, methodId: body.methodId, ...(body.categoryId ? { categoryId: body.categoryId } : {}) },
      )
    } catch (error) {
      // Keep the banner sentences (timeout, network, rate limit); otherwise this call's own text.
      if (error instanceof AppError && error.message === PAYMENT_ERRORS.checkoutFailed)
        throw new AppError(error.code, fallback, { cause: error })
      throw providerFailure(error, fallback)
    }
    if (!created.orderId || created.next.kind === 'form') throw bad(PAYMENT_ERRORS.invalidMethod)
    const order = await db
      .selectFrom('payment_orders')
      .select(['id', 'order_id', 'provider_reference', 'payment_provider'])
      .where('id', '=', created.orderId)
      .executeTakeFirstOrThrow()
    request.log.info(
      { orderId: order.id, provider: order.payment_provider, flavour },
      'billing: provider payment started',
    )
    return { order, url: created.next.url }
  }

  const startSchema = <T extends z.ZodType>(summary: string, answer: T) => ({
    tags: ['payments'],
    summary,
    description:
      'Only planId, methodId (and categoryId) are read; amount, currency, description and email are ignored: ' +
      'the order is charged at the server\u2019s regional price of the plan.',
    security: [{ bearer: [] }],
    body: StartProviderPaymentRequest,
    response: { 200: answer, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse, 502: ErrorResponse },
  })

  app.post(
    '/api/payments/create-paypal-payment',
    {
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: startSchema('Start a PayPal checkout: open approvalUrl in a new tab', PayPalPaymentResponse),
    },
    async (request) => {
      const { order, url } = await start(request, request.body, 'paypal')
      if (order.payment_provider !== PAYPAL_KEY || !order.provider_reference)
        throw new AppError('PAYMENT_ERROR', PROVIDER_PAYMENT_ERRORS.noApprovalUrl)
      return { approvalUrl: url, paymentId: order.provider_reference, orderId: order.id }
    },
  )

  app.post(
    '/api/payments/create-paystack-payment',
    {
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: startSchema('Start a Paystack checkout: open authorizationUrl in a new tab', PaystackPaymentResponse),
    },
    async (request) => {
      const { order, url } = await start(request, request.body, 'paystack')
      if (order.payment_provider !== PAYSTACK_KEY)
        throw new AppError('PAYMENT_ERROR', PROVIDER_PAYMENT_ERRORS.paystackFailed)
      return { authorizationUrl: url, reference: order.order_id, orderId: order.id }
    },
  )

  app.post(
    '/api/payments/create-direct-payment',
    {
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: startSchema(
        'Start a one-time checkout of a direct-payment method: go to checkoutUrl in this tab',
        DirectPaymentResponse,
      ),
    },
    async (request) => {
      const { order, url } = await start(request, request.body, 'direct')
      return { checkoutUrl: url, orderId: order.id }
    },
  )

  app.post(
    '/api/payments/verify-paystack-payment',
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
        body: VerifyPaystackRequest,
        response: {
          200: VerifyPaystackResponse,
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
