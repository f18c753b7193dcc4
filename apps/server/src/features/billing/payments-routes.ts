/**
 * Provider-facing routes: the sandbox's TEST MODE checkout page and the one webhook route of
 * every gateway. The webhook reads the exact body bytes (signatures cover them): this plugin is
 * encapsulated, so its string parsers for JSON and form posts apply to these routes only.
 */
import { ErrorResponse, OrderIdParams, WebhookAck, WebhookProviderParams } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import { resolveCaller } from '../../shared/caller.ts'
import { isUuid } from './fulfil-order.ts'
import { type VerifiedWebhook, WebhookSignatureError } from './gateways/gateway.ts'
import { SANDBOX_WEBHOOK_PATH } from './gateways/sandbox.ts'
import { handleWebhook } from './payment-events.ts'
import { renderSandboxCheckout, renderSandboxNotFound } from './sandbox-checkout-page.ts'

/** Webhook bodies are small; anything bigger is not a provider's event. */
const WEBHOOK_BODY_LIMIT = 256 * 1024
/**
 * How long a webhook waits for its processing before answering. Providers time out (and retry)
 * slow endpoints; the event is stored first, so answering before processing ends loses nothing.
 */
const WEBHOOK_PROCESS_BUDGET_MS = 5000

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
              'o.user_id',
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
      // The order id is in the page's URL (history, screenshots, a shared link): the account's
      // e-mail is shown only to the buyer's own session (the browser's cookie), never to anyone
      // else who has the id (issue 30).
      const viewer = await resolveCaller(request)
      const isBuyer = viewer.kind === 'user' && viewer.user.id === order.user_id
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
          email: isBuyer ? order.email : null,
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
    '/api/payments/webhooks/:provider',
    {
      // Authenticated by the provider's signature, never by a cookie (see plugins/origin-check.ts).
      config: { originCheck: false },
      schema: {
        tags: ['payments'],
        summary: 'Provider events (stripe, paypal, paystack, sandbox): signature checked, stored, then processed',
        description:
          'The signature is checked on the exact raw body; a verified event is stored before anything is ' +
          'done with it, processed through the one fulfilment path (after re-reading the payment from the ' +
          'provider), and answered 200 within a few seconds even when processing goes on (queued) or failed ' +
          '(retried with backoff by the billing job). The sandbox also takes its TEST MODE page\u2019s form ' +
          'post (payload + signature), answered with a 303 redirect to /payment/success or /payment/cancel.',
        params: WebhookProviderParams,
        response: {
          200: WebhookAck,
          303: z.null().describe('redirect to the result page (sandbox form post)'),
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const gateway = app.billing.registry.byKey(request.params.provider)
      if (!gateway) throw new AppError('NOT_FOUND', 'This payment gateway is not enabled')
      let verified: VerifiedWebhook
      try {
        verified = await gateway.verifyWebhook({
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers: request.headers,
        })
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ provider: gateway.key, reason: error.message }, 'payment webhook refused')
          throw new AppError('BAD_REQUEST', error.message)
        }
        throw error
      }
      const deps = { db, registry: app.billing.registry, log: request.log }
      const result = await handleWebhook(deps, gateway, verified, WEBHOOK_PROCESS_BUDGET_MS)
      const { event } = verified
      const fromBrowser = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      if (gateway.isSandbox && fromBrowser && event.orderId) {
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
