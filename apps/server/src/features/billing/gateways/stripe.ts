/**
 * Stripe Checkout through the official SDK. Enabled when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set; STRIPE_API_URL points the SDK at another host (the local test
 * server). Nothing Stripe sends is trusted as it stands:
 *  - a checkout is paid only when the session RE-READ from Stripe says payment_status 'paid';
 *    its amount and currency then go to fulfilOrder, which grants only when they equal the order's;
 *  - refunds and disputes are re-read too (the charge, the dispute) before anything is revoked.
 * Sessions carry the order id (client_reference_id and metadata) and so do their payment intents,
 * whose charges inherit it: that is how a charge or dispute event finds its order.
 */
import Stripe from 'stripe'
import type { Config } from '../../../config.ts'
import {
  type CheckoutOrder,
  type CheckoutStart,
  type GatewayEvent,
  type OrderLookup,
  type PaymentGateway,
  type PaymentLookup,
  ProviderUnavailableError,
  type VerifiedWebhook,
  type WebhookRequest,
  WebhookSignatureError,
} from './gateway.ts'
import { fromStripeAmount, toStripeAmount } from './stripe-amounts.ts'

export const STRIPE_KEY = 'stripe'

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  /** Where the browser returns to (PUBLIC_URL). */
  publicUrl: string
  timeoutMs: number
  /** Another API host, e.g. http://127.0.0.1:12111 (tests); unset = api.stripe.com. */
  apiUrl?: string
}

export function stripeFromConfig(config: Config): PaymentGateway | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null
  return new StripeGateway({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    publicUrl: config.PUBLIC_URL,
    timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    ...(config.STRIPE_API_URL ? { apiUrl: config.STRIPE_API_URL } : {}),
  })
}

type StoredEvent = Pick<Stripe.Event, 'id' | 'type'> & { data: { object: { id?: string; object?: string } } }

export class StripeGateway implements PaymentGateway {
  readonly key = STRIPE_KEY
  readonly isSandbox = false
  readonly #stripe: Stripe
  readonly #options: StripeOptions

  constructor(options: StripeOptions) {
    this.#options = options
    const api = options.apiUrl ? new URL(options.apiUrl) : undefined
    this.#stripe = new Stripe(options.secretKey, {
      timeout: options.timeoutMs,
      // The SDK retries connection errors and 409/429/5xx with idempotency keys on POSTs.
      maxNetworkRetries: 2,
      telemetry: false,
      appInfo: { name: 'Pitchwise' },
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    })
  }

  async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
    const currency = order.currency.toLowerCase()
    const metadata = { order_id: order.id, order_reference: order.reference }
    // The amount is always the order's (the server's price). An external plan id is the Stripe
    // Product the line shows; a Price id (price_…) is honoured, and the re-read check refuses
    // the payment if that price differs from the order's.
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = order.externalPlanId?.startsWith('price_')
      ? { price: order.externalPlanId, quantity: 1 }
      : {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: toStripeAmount(order.amount, order.currency),
            ...(order.externalPlanId
              ? { product: order.externalPlanId }
              : { product_data: { name: order.planName, description: order.description } }),
          },
        }
    const returnTo = (page: string) =>
      `${this.#options.publicUrl}/payment/${page}?order=${encodeURIComponent(order.id)}`
    const session = await this.#call(() =>
      this.#stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [lineItem],
          client_reference_id: order.id,
          customer_email: order.email,
          metadata,
          payment_intent_data: { metadata, description: order.description },
          success_url: returnTo('success'),
          cancel_url: returnTo('cancel'),
        },
        // One session per order, whatever the retries.
        { idempotencyKey: `checkout-${order.reference}` },
      ),
    )
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
    return { next: { kind: 'redirect', url: session.url }, providerReference: session.id }
  }

  verifyWebhook(request: WebhookRequest): VerifiedWebhook {
    const header = request.headers['stripe-signature']
    const signature = Array.isArray(header) ? header[0] : header
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header')
    let event: Stripe.Event
    try {
      event = this.#stripe.webhooks.constructEvent(request.rawBody, signature, this.#options.webhookSecret)
    } catch {
      throw new WebhookSignatureError()
    }
    const object = event.data.object as { metadata?: Record<string, string> | null; client_reference_id?: string }
    const orderId = object.client_reference_id ?? object.metadata?.order_id ?? null
    // What the event means is decided after re-reading Stripe (confirmEvent), not from this payload.
    return { event: { key: event.id, type: event.type, orderId, outcome: 'ignored' }, storedBody: request.rawBody }
  }

  async confirmEvent(storedBody: string): Promise<GatewayEvent> {
    const event = JSON.parse(storedBody) as StoredEvent
    const base = { key: event.id, type: event.type }
    const objectId = event.data.object.id
    if (!objectId) return { ...base, orderId: null, outcome: 'ignored' }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = await this.#call(() => this.#stripe.checkout.sessions.retrieve(objectId))
        const orderId = sessionOrderId(session)
        const found = paymentOfSession(session)
        if (found.status === 'paid') return { ...base, orderId, outcome: 'paid', evidence: found.evidence }
        // Completed but not paid when asked (or a delayed method): grant nothing, tell an operator.
        return { ...base, orderId, outcome: 'flag', flag: found.status === 'mismatch' ? found.flag : 'not_paid' }
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const session = await this.#call(() => this.#stripe.checkout.sessions.retrieve(objectId))
        const orderId = sessionOrderId(session)
        return session.payment_status === 'paid'
          ? { ...base, orderId, outcome: 'ignored' }
          : { ...base, orderId, outcome: 'declined' }
      }
      case 'charge.refunded': {
        const charge = await this.#call(() => this.#stripe.charges.retrieve(objectId))
        const orderId = charge.metadata?.order_id ?? null
        if (charge.refunded) return { ...base, orderId, outcome: 'revoke', reason: 'refund' }
        // A partial refund leaves the purchase standing: an operator decides.
        return charge.amount_refunded > 0
          ? { ...base, orderId, outcome: 'flag', flag: 'partial_refund' }
          : { ...base, orderId, outcome: 'ignored' }
      }
      case 'charge.dispute.created':
      case 'charge.dispute.closed': {
        const dispute = await this.#call(() => this.#stripe.disputes.retrieve(objectId, { expand: ['charge'] }))
        const charge =
          typeof dispute.charge === 'string'
            ? await this.#call(() => this.#stripe.charges.retrieve(dispute.charge as string))
            : dispute.charge
        const orderId = charge.metadata?.order_id ?? null
        if (event.type === 'charge.dispute.created')
          return { ...base, orderId, outcome: 'flag', flag: 'dispute_opened' }
        if (dispute.status === 'lost') return { ...base, orderId, outcome: 'revoke', reason: 'dispute_lost' }
        return dispute.status === 'won'
          ? { ...base, orderId, outcome: 'flag', flag: 'dispute_won' }
          : { ...base, orderId, outcome: 'ignored' }
      }
      default:
        return { ...base, orderId: null, outcome: 'ignored' }
    }
  }

  async lookupPayment(order: OrderLookup): Promise<PaymentLookup> {
    if (!order.providerReference?.startsWith('cs_')) return { status: 'unpaid' }
    const reference = order.providerReference
    const session = await this.#call(() => this.#stripe.checkout.sessions.retrieve(reference))
    if (sessionOrderId(session) !== order.id) return { status: 'mismatch', flag: 'session_of_another_order' }
    return paymentOfSession(session)
  }

  /** Stripe's connection, timeout and rate-limit errors become the spec's banner texts. */
  async #call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (error) {
      if (error instanceof Stripe.errors.StripeRateLimitError)
        throw new ProviderUnavailableError('rateLimit', { cause: error })
      if (error instanceof Stripe.errors.StripeConnectionError) {
        const timedOut = /timeout|timed out/i.test(error.message)
        throw new ProviderUnavailableError(timedOut ? 'timeout' : 'network', { cause: error })
      }
      throw error
    }
  }
}

function sessionOrderId(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.order_id ?? null
}

/** A session as evidence: paid means Stripe has the money; the amount is converted back to our minor units. */
function paymentOfSession(session: Stripe.Checkout.Session): PaymentLookup {
  if (session.payment_status !== 'paid') return { status: 'unpaid' }
  if (session.amount_total === null || !session.currency) return { status: 'mismatch', flag: 'amount_mismatch' }
  return {
    status: 'paid',
    evidence: {
      provider: STRIPE_KEY,
      amount: fromStripeAmount(session.amount_total, session.currency),
      currency: session.currency.toUpperCase(),
      providerReference: session.id,
    },
  }
}
