/**
 * Provider-facing routes: the sandbox's TEST MODE checkout page and its webhook. The webhook
 * reads the exact body bytes (signatures cover them): this plugin is encapsulated, so its
 * string parsers for JSON and form posts apply to these routes only.
 */
import { ErrorResponse, OrderIdParams, WebhookAck } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import { isUuid } from './fulfil-order.ts'
import { WebhookSignatureError } from './gateways/gateway.ts'
import { SANDBOX_WEBHOOK_PATH } from './gateways/sandbox.ts'
import { receiveEvent } from './payment-events.ts'
import { renderSandboxCheckout, renderSandboxNotFound } from './sandbox-checkout-page.ts'

/** Webhook bodies are small; anything bigger is not a provider's event. */
const WEBHOOK_BODY_LIMIT = 64 * 1024

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
    app.removeContentTypeParser(type)
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )
  }
  const sandboxOff = () => new AppError('NOT_FOUND', 'The sandbox payment gateway is not enabled')

  app.get(
    '/api/payments/sandbox/checkout/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'The sandbox gateway\u2019s TEST MODE checkout page (HTML) for an order',
        params: OrderIdParams,
        response: { 200: z.string().describe('text/html page'), 404: ErrorResponse },
      },
      // The page is HTML, not JSON; errors (thrown, through the error handler) stay JSON.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    },
    async (request, reply) => {
      const sandbox = app.billing.registry.sandbox
      if (!sandbox) throw sandboxOff()
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer')
      const order = isUuid(request.params.id)
        ? await db
            .selectFrom('payment_orders as o')
            .innerJoin('user as u', 'u.id', 'o.user_id')
            .select([
              'o.id',
              'o.status',
              'o.plan_name',
              'o.credits',
              'o.duration_days',
              'o.amount',
              'o.currency',
              'u.email',
            ])
            .where('o.id', '=', request.params.id)
            .where('o.payment_provider', '=', sandbox.key)
            .executeTakeFirst()
        : undefined
      // A browser (Accept: text/html) gets its 404 as an HTML page too (the serializer above passes
      // strings through); any other client gets the API's `{ error, code }` like every error.
      if (!order) {
        if (!acceptsHtml(request.headers.accept)) throw new AppError('NOT_FOUND', 'No such sandbox order')
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(renderSandboxNotFound() as never)
      }
      reply.type('text/html; charset=utf-8')
      return renderSandboxCheckout(
        {
          id: order.id,
          status: order.status,
          planName: order.plan_name ?? '',
          credits: order.credits ?? 0,
          durationDays: order.duration_days ?? 0,
          amount: order.amount,
          currency: order.currency,
          email: order.email,
        },
        {
          action: SANDBOX_WEBHOOK_PATH,
          pay: sandbox.signedEvent(order, 'paid'),
          decline: sandbox.signedEvent(order, 'declined'),
        },
      )
    },
  )

  app.post(
    SANDBOX_WEBHOOK_PATH,
    {
      // Authenticated by its HMAC signature, never by a cookie (see plugins/origin-check.ts).
      config: { originCheck: false },
      schema: {
        tags: ['payments'],
        summary: 'Sandbox gateway events (signed); stored, then processed through the one fulfilment path',
        description:
          'JSON body signed with HMAC-SHA256 in X-Sandbox-Signature, or the TEST MODE page\u2019s form post ' +
          '(payload + signature), which is answered with a 303 redirect to /payment/success or /payment/cancel.',
        response: {
          200: WebhookAck,
          303: z.null().describe('redirect to the result page'),
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const sandbox = app.billing.registry.sandbox
      if (!sandbox) throw sandboxOff()
      let verified: ReturnType<typeof sandbox.verifyWebhook>
      try {
        verified = sandbox.verifyWebhook({
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers: request.headers,
        })
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'sandbox webhook refused')
          throw new AppError('BAD_REQUEST', error.message)
        }
        throw error
      }
      const { result } = await receiveEvent({ db, registry: app.billing.registry, log: request.log }, sandbox, verified)
      const { event } = verified
      const fromBrowser = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      if (fromBrowser && event.orderId) {
        const page = event.outcome === 'paid' ? 'success' : 'cancel'
        return reply.redirect(`/payment/${page}?order=${encodeURIComponent(event.orderId)}`, 303)
      }
      return { received: true, status: result }
    },
  )
}

/** True when the client asked for an HTML page (a browser opening the checkout tab). */
function acceptsHtml(accept: string | undefined): boolean {
  return /\btext\/html\b/i.test(accept ?? '')
}
