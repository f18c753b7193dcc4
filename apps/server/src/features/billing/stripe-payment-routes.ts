/**
 * Stripe Checkout's start call, create-payment, and the per-provider start calls (§7 "Payment calls"). Each is POST /api/billing/orders
 * for one provider: the same validation, the server's price, one order, one checkout; only the
 * answer has the provider's shape. `startProviderPayment` is what every such route shares
 * (PayPal and Paystack add theirs beside create-payment).
 */
import {
  CreateProviderPaymentRequest,
  CreateStripePaymentResponse,
  ErrorResponse,
  PAYMENT_ERRORS,
} from '@pitchwise/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../errors.ts'
import { requireSignedIn } from '../../shared/guards.ts'
import { ORDER_RATE_LIMIT } from './billing-routes.ts'
import { requestCountry } from './country/request-country.ts'
import { isUuid } from './fulfil-order.ts'
import { STRIPE_KEY } from './gateways/stripe.ts'
import { createOrder } from './orders.ts'

/** Creates the order and its checkout at `providerKey`; refuses a method another gateway serves. */
export async function startProviderPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  body: CreateProviderPaymentRequest,
  providerKey: string,
) {
  const caller = await requireSignedIn(request, PAYMENT_ERRORS.notAuthenticated)
  const method = isUuid(body.methodId)
    ? await app.database.db
        .selectFrom('payment_methods as m')
        .innerJoin('payment_gateways as g', 'g.id', 'm.gateway_id')
        .select('g.name')
        .where('m.id', '=', body.methodId)
        .executeTakeFirst()
    : undefined
  if (!method) throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.invalidMethod)
  if (app.billing.registry.forGatewayName(method.name)?.key !== providerKey) {
    throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.unsupportedGateway(method.name))
  }
  const started = await createOrder(
    {
      db: app.database.db,
      registry: app.billing.registry,
      cryptoWallets: app.billing.wallets.length,
      log: request.log,
    },
    { id: caller.user.id, email: caller.user.email },
    requestCountry(request, app.config, app.billing.countryLookup, body.country),
    body,
  )
  if (!started.orderId) throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.invalidMethod)
  const order = await app.database.db
    .selectFrom('payment_orders')
    .select(['id', 'provider_reference'])
    .where('id', '=', started.orderId)
    .executeTakeFirstOrThrow()
  request.log.info({ orderId: order.id, provider: providerKey }, 'billing: provider payment started')
  return { order, next: started.next }
}

export const stripePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/create-payment',
    {
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags: ['payments'],
        summary: 'Start a Stripe Checkout for a plan (the card provider of the spec)',
        description:
          'Creates the order at the server\u2019s regional price and a Checkout Session for exactly that ' +
          'amount; amount, currency, email and externalPlanId in the body are ignored. Errors: ' +
          '\u2018No external plan ID configured for {plan} with {method}\u2019 when the method uses plan ids ' +
          'and has none for the plan.',
        security: [{ bearer: [] }],
        body: CreateProviderPaymentRequest,
        response: {
          200: CreateStripePaymentResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { order, next } = await startProviderPayment(app, request, request.body, STRIPE_KEY)
      return { sessionId: order.provider_reference ?? '', url: next.url, orderId: order.id }
    },
  )
}
