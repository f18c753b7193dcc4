/**
 * The Paystack gateway: a transaction initialized with our merchant reference and the order's
 * amount in subunits (kobo for NGN: ₦1,500.00 is 150000), paid on Paystack's page, and counted
 * only after GET /transaction/verify/{reference} says success with exactly the order's amount and
 * currency. Webhooks carry `x-paystack-signature`, HMAC-SHA512 of the exact body under the secret
 * key; Paystack events have no id of their own, so the dedup key is the event name and the
 * transaction (or refund) id.
 */
import {
  type CheckoutOrder,
  type CheckoutStart,
  type GatewayEvent,
  type OrderLookup,
  type PaymentEvidence,
  type PaymentGateway,
  type PaymentLookup,
  type VerifiedWebhook,
  type WebhookRequest,
  WebhookSignatureError,
} from './gateway.ts'
import { PAYSTACK_SIGNATURE_HEADER, type PaystackClient, type PaystackTransaction } from './paystack-client.ts'
import { type ProviderConfirmation, toGatewayEvent, toLookup } from './provider-confirmation.ts'

export const PAYSTACK_KEY = 'paystack'

export const PAYSTACK_EVENTS = {
  success: 'charge.success',
  refundProcessed: 'refund.processed',
} as const

interface PaystackEvent {
  event: string
  data: Record<string, unknown>
}

export interface PaystackGatewayOptions {
  client: PaystackClient
  publicUrl: string
}

export class PaystackGateway implements PaymentGateway {
  readonly key = PAYSTACK_KEY
  readonly isSandbox = false
  readonly client: PaystackClient
  readonly #publicUrl: string

  constructor(options: PaystackGatewayOptions) {
    this.client = options.client
    this.#publicUrl = options.publicUrl
  }

  async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
    // Paystack appends ?reference=… (our merchant reference) to the callback; /payment/direct verifies it.
    const callback = new URL('/payment/direct', this.#publicUrl)
    callback.searchParams.set('provider', PAYSTACK_KEY)
    callback.searchParams.set('plan', order.planName)
    const started = await this.client.initialize({
      email: order.email,
      amount: order.amount,
      currency: order.currency.toUpperCase(),
      reference: order.reference,
      callbackUrl: callback.toString(),
      metadata: { order_id: order.id, plan: order.planName },
    })
    return { next: { kind: 'new-tab', url: started.authorizationUrl }, providerReference: started.reference }
  }

  /** Checks `x-paystack-signature` on the exact bytes (no call to Paystack) and parses them. */
  verifyWebhook(request: WebhookRequest): VerifiedWebhook {
    const header = request.headers[PAYSTACK_SIGNATURE_HEADER]
    const signature = Array.isArray(header) ? header[0] : header
    if (!this.client.isSignedBody(request.rawBody, signature)) throw new WebhookSignatureError()
    const event = parseEvent(request.rawBody)
    return {
      event: { key: eventKey(event), type: event.event, orderId: orderIdOf(event.data.metadata), outcome: 'ignored' },
      storedBody: request.rawBody,
    }
  }

  async confirmEvent(storedBody: string): Promise<GatewayEvent> {
    const event = parseEvent(storedBody)
    const claimsPayment = event.event === PAYSTACK_EVENTS.success
    return toGatewayEvent({ key: eventKey(event), type: event.event }, await this.#reread(event), claimsPayment)
  }

  async #reread(event: PaystackEvent): Promise<ProviderConfirmation> {
    const data = event.data
    switch (event.event) {
      case PAYSTACK_EVENTS.success: {
        const reference = typeof data.reference === 'string' ? data.reference : ''
        return this.confirmReference(reference)
      }
      case PAYSTACK_EVENTS.refundProcessed: {
        const reference = typeof data.transaction_reference === 'string' ? data.transaction_reference : ''
        const transaction = reference ? await this.client.verify(reference) : null
        const ourId = transaction ? orderIdOf(transaction.metadata) : null
        if (!transaction || !ourId) return { kind: 'ignored', orderId: ourId }
        // A full refund turns the transaction 'reversed'; a partial one leaves it 'success' (not revoked).
        if (transaction.status === 'reversed')
          return { kind: 'refunded', orderId: ourId, reason: 'refund', detail: 'transaction reversed' }
        return { kind: 'flag', orderId: ourId, flag: 'partial_refund' }
      }
      default:
        return { kind: 'ignored', orderId: orderIdOf(data.metadata) }
    }
  }

  /** Verifies a reference with Paystack: charge.success, and the look-up of reconciliation and the callback page. */
  private async confirmReference(reference: string): Promise<ProviderConfirmation> {
    const transaction = reference ? await this.client.verify(reference) : null
    const ourId = transaction ? orderIdOf(transaction.metadata) : null
    if (!transaction || !ourId) return { kind: 'not_paid', orderId: ourId, detail: 'unknown reference' }
    if (transaction.status === 'success')
      return {
        kind: 'paid',
        orderId: ourId,
        evidence: evidenceOf(transaction),
        reference: transaction.reference,
      }
    // 'abandoned' is also what Paystack says before the buyer has paid, and a failed card can be
    // retried on the same page: neither cancels the order (an order that is never paid expires).
    return { kind: 'not_paid', orderId: ourId, detail: `transaction ${transaction.status}` }
  }

  /** Reconciliation: Paystack's word on the order's reference. */
  async lookupPayment(order: OrderLookup): Promise<PaymentLookup> {
    return toLookup(order, await this.confirmReference(order.reference))
  }

  /** Refunds the whole transaction; Paystack's refund.processed event then revokes the grant. */
  async refund(order: OrderLookup): Promise<void> {
    await this.client.refund(order.reference)
  }
}

/** Paystack events carry no id: the event name and the transaction (or refund) id identify a delivery. */
function eventKey(event: PaystackEvent): string {
  const data = event.data
  const id = data.id ?? data.reference ?? data.transaction_reference
  if (typeof id !== 'string' && typeof id !== 'number') throw new WebhookSignatureError('Malformed Paystack event')
  return `${event.event}:${id}`
}

function evidenceOf(transaction: PaystackTransaction): PaymentEvidence {
  return {
    provider: PAYSTACK_KEY,
    amount: transaction.amount,
    currency: transaction.currency,
    providerReference: transaction.reference,
  }
}

function parseEvent(rawBody: string): PaystackEvent {
  let value: unknown
  try {
    value = JSON.parse(rawBody)
  } catch {
    throw new WebhookSignatureError('Malformed Paystack event')
  }
  const event = value as Partial<PaystackEvent> | null
  if (!event || typeof event.event !== 'string' || typeof event.data !== 'object' || event.data === null)
    throw new WebhookSignatureError('Malformed Paystack event')
  return { event: event.event, data: event.data as Record<string, unknown> }
}

/** Our order id from the metadata we sent at initialize (Paystack returns it as an object, or as a JSON string). */
function orderIdOf(metadata: unknown): string | null {
  let value = metadata
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  const id = (value as { order_id?: unknown } | null)?.order_id
  return typeof id === 'string' ? id : null
}
