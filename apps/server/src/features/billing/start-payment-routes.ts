/**
 * Every route that starts an order, as one table over order creation (createOrder in orders.ts:
 * the server's regional price, one order, one checkout). The product's own client calls
 * POST /api/billing/orders; the spec's provider-named calls (§7: create-payment for the card
 * provider, create-paypal-payment, create-paystack-payment, create-direct-payment) differ only in
 * which methods they start, the sentence a failed provider call shows, and the shape of the answer.
 * Paths, bodies and answers are the contract's (START_PAYMENT_ENDPOINTS).
 */
import {
  type CreateOrderResponse,
  type Endpoint,
  ErrorResponse,
  PAYMENT_ERRORS,
  PROVIDER_PAYMENT_ERRORS,
  START_PAYMENT_ENDPOINTS,
  type StartProviderPaymentRequest,
} from '@pitchwise/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../errors.ts'
import { requireAgeConfirmed } from '../../shared/age-confirmation.ts'
import { requireSignedIn } from '../../shared/guards.ts'
import { refuseDuringBreak } from '../../shared/taking-a-break.ts'
import { ORDER_RATE_LIMIT } from './billing-routes.ts'
import { providerFailure } from './checkout-errors.ts'
import { requestCountry } from './country/request-country.ts'
import { isUuid } from './fulfil-order.ts'
import { PAYPAL_KEY } from './gateways/paypal.ts'
import { PAYSTACK_KEY } from './gateways/paystack.ts'
import { STRIPE_KEY } from './gateways/stripe.ts'
import { createOrder } from './orders.ts'

/** The order a start route created, as the answers need it. */
interface Started {
  created: CreateOrderResponse & { orderId: string }
  order: { id: string; order_id: string; provider_reference: string | null; payment_provider: string }
}

interface StartRoute {
  endpoint: Endpoint
  summary: string
  description?: string
  /** Which methods the route starts: any method, one gateway's, or direct-payment methods. */
  serves: 'any' | 'direct' | { gateway: string }
  /** The buyer's sentence when the provider refuses (network, timeout and rate limit keep theirs). */
  failure: string
  /** The answer in the caller's shape; without it, createOrder's own answer (the crypto form included). */
  answer?(started: Started): unknown
}

const IGNORED_FIELDS =
  'Only planId, methodId (and categoryId) are read; amount, currency, description and email are ignored: ' +
  'the order is charged at the server\u2019s regional price of the plan.'

const START_ROUTES: StartRoute[] = [
  {
    endpoint: START_PAYMENT_ENDPOINTS.createOrder,
    summary: 'Start buying a plan with a method: the server prices it and says what the browser does next',
    description: 'Amounts in the body are ignored: the order takes the regional price of the server.',
    serves: 'any',
    failure: PAYMENT_ERRORS.checkoutFailed,
  },
  {
    endpoint: START_PAYMENT_ENDPOINTS.createStripePayment,
    summary: 'Start a Stripe Checkout for a plan (the card provider of the spec)',
    description:
      'Creates the order at the server\u2019s regional price and a Checkout Session for exactly that ' +
      'amount; amount, currency, email and externalPlanId in the body are ignored. Errors: ' +
      '\u2018No external plan ID configured for {plan} with {method}\u2019 when the method uses plan ids ' +
      'and has none for the plan.',
    serves: { gateway: STRIPE_KEY },
    failure: PAYMENT_ERRORS.checkoutFailed,
    answer: ({ order, created }) => ({
      sessionId: order.provider_reference ?? '',
      url: created.next.url,
      orderId: order.id,
    }),
  },
  {
    endpoint: START_PAYMENT_ENDPOINTS.createPayPalPayment,
    summary: 'Start a PayPal checkout: open approvalUrl in a new tab',
    description: IGNORED_FIELDS,
    serves: { gateway: PAYPAL_KEY },
    failure: PAYMENT_ERRORS.checkoutFailed,
    answer: ({ order, created }) => {
      if (!order.provider_reference) throw new AppError('PAYMENT_ERROR', PROVIDER_PAYMENT_ERRORS.noApprovalUrl)
      return { approvalUrl: created.next.url, paymentId: order.provider_reference, orderId: order.id }
    },
  },
  {
    endpoint: START_PAYMENT_ENDPOINTS.createPaystackPayment,
    summary: 'Start a Paystack checkout: open authorizationUrl in a new tab',
    description: IGNORED_FIELDS,
    serves: { gateway: PAYSTACK_KEY },
    failure: PROVIDER_PAYMENT_ERRORS.paystackFailed,
    answer: ({ order, created }) => ({
      authorizationUrl: created.next.url,
      reference: order.order_id,
      orderId: order.id,
    }),
  },
  {
    endpoint: START_PAYMENT_ENDPOINTS.createDirectPayment,
    summary: 'Start a one-time checkout of a direct-payment method: go to checkoutUrl in this tab',
    description: IGNORED_FIELDS,
    serves: 'direct',
    failure: PROVIDER_PAYMENT_ERRORS.directFailed,
    answer: ({ order, created }) => ({ checkoutUrl: created.next.url, orderId: order.id }),
  },
]

const bad = (message: string) => new AppError('BAD_REQUEST', message)

/** Refuses a method the route does not start (before any order exists). */
async function checkMethod(app: FastifyInstance, route: StartRoute, methodId: string): Promise<void> {
  if (route.serves === 'any') return
  const method = isUuid(methodId)
    ? await app.database.db
        .selectFrom('payment_methods as m')
        .innerJoin('payment_gateways as g', 'g.id', 'm.gateway_id')
        .select(['m.metadata', 'g.name as gatewayName'])
        .where('m.id', '=', methodId)
        .where('m.is_active', '=', true)
        .executeTakeFirst()
    : undefined
  if (!method) throw bad(PAYMENT_ERRORS.invalidMethod)
  if (route.serves === 'direct') {
    if (!method.metadata?.useDirectPayment) throw bad(PAYMENT_ERRORS.invalidMethod)
  } else if (app.billing.registry.forGatewayName(method.gatewayName)?.key !== route.serves.gateway) {
    throw bad(PAYMENT_ERRORS.unsupportedGateway(method.gatewayName))
  }
}

async function start(
  app: FastifyInstance,
  route: StartRoute,
  request: FastifyRequest,
  body: StartProviderPaymentRequest,
): Promise<unknown> {
  const caller = await requireSignedIn(request, PAYMENT_ERRORS.notAuthenticated)
  await requireAgeConfirmed(app.database.db, caller.user.id)
  await refuseDuringBreak(app.database.db, caller.user.id, 'purchase')
  await checkMethod(app, route, body.methodId)
  let created: CreateOrderResponse
  try {
    created = await createOrder(
      {
        db: app.database.db,
        registry: app.billing.registry,
        cryptoWallets: app.billing.wallets.length,
        log: request.log,
      },
      { id: caller.user.id, email: caller.user.email },
      requestCountry(request, app.config, app.billing.countryLookup, body.country),
      { planId: body.planId, methodId: body.methodId, ...(body.categoryId ? { categoryId: body.categoryId } : {}) },
    )
  } catch (error) {
    // Keep the banner sentences (timeout, network, rate limit); otherwise this route's own text.
    if (error instanceof AppError && error.message === PAYMENT_ERRORS.checkoutFailed)
      throw new AppError(error.code, route.failure, { cause: error })
    throw providerFailure(error, route.failure)
  }
  request.log.info({ orderId: created.orderId, next: created.next.kind }, 'billing: order created')
  if (!route.answer) return created
  // The provider-named routes answer a provider's checkout, never the crypto form.
  const { orderId } = created
  if (!orderId || created.next.kind === 'form') throw bad(PAYMENT_ERRORS.invalidMethod)
  const order = await app.database.db
    .selectFrom('payment_orders')
    .select(['id', 'order_id', 'provider_reference', 'payment_provider'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  return route.answer({ created: { ...created, orderId }, order })
}

export const startPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of START_ROUTES) {
    const { endpoint } = route
    const status = endpoint.status ?? 200
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags: [endpoint.path.startsWith('/api/billing/') ? 'billing' : 'payments'],
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        security: [{ bearer: [] }],
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: {
          [status]: endpoint.response,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
      handler: async (request, reply) => {
        return reply.status(status).send(await start(app, route, request, request.body as StartProviderPaymentRequest))
      },
    })
  }
}
