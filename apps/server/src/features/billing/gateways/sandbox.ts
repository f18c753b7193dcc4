/**
 * The sandbox gateway: a built-in provider for development and first runs, like the embedded
 * database. Its "hosted checkout" is a TEST MODE page the server renders; Pay and Decline post
 * an event signed with HMAC-SHA256 under a key derived from AUTH_SECRET to the server's own
 * webhook, which stores and processes it exactly like a real provider's. It only ever pays its
 * own orders (fulfilOrder requires the evidence's provider to be the order's).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import {
  type CheckoutOrder,
  type CheckoutStart,
  type GatewayEvent,
  type PaymentGateway,
  type PaymentLookup,
  type VerifiedWebhook,
  type WebhookRequest,
  WebhookSignatureError,
} from './gateway.ts'

export const SANDBOX_KEY = 'sandbox'
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

/** The checkout page of an order (served by the server, see sandbox-checkout-routes.ts). */
export const sandboxCheckoutPath = (orderId: string) => `/api/payments/sandbox/checkout/${orderId}`
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhooks/sandbox'

const SandboxPayload = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['checkout.completed', 'checkout.declined']),
  orderId: z.string().min(1),
  amount: z.number().int().min(0),
  currency: z.string().min(3).max(8),
})
export type SandboxPayload = z.infer<typeof SandboxPayload>

/** The signed envelope the TEST MODE page posts (and the event store keeps). */
export interface SignedSandboxEvent {
  payload: string
  signature: string
}

export class SandboxGateway implements PaymentGateway {
  readonly key = SANDBOX_KEY
  readonly isSandbox = true
  readonly #key: Buffer

  constructor(authSecret: string) {
    // A key of its own, so a sandbox signature can never be replayed as any other signed value.
    this.#key = createHmac('sha256', authSecret).update('pitchwise sandbox webhook v1').digest()
  }

  async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
    return {
      next: { kind: 'redirect', url: sandboxCheckoutPath(order.id) },
      providerReference: `sbx_${order.reference}`,
    }
  }

  /** The event the Pay or Decline button of an order's page sends. Deterministic: pressing twice is one event. */
  signedEvent(
    order: { id: string; amount: number; currency: string },
    outcome: 'paid' | 'declined',
  ): SignedSandboxEvent {
    const payload: SandboxPayload = {
      id: `sbx_evt_${order.id}_${outcome}`,
      type: outcome === 'paid' ? 'checkout.completed' : 'checkout.declined',
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
    }
    const text = JSON.stringify(payload)
    return { payload: text, signature: this.sign(text) }
  }

  sign(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('hex')
  }

  /**
   * Accepts the page's form post (payload + signature fields) and API posts (JSON body signed in
   * the X-Sandbox-Signature header). Anything unsigned or altered throws WebhookSignatureError.
   */
  verifyWebhook(request: WebhookRequest): VerifiedWebhook {
    const contentType = String(request.headers['content-type'] ?? '')
    let envelope: SignedSandboxEvent
    if (contentType.startsWith('application/x-www-form-urlencoded')) {
      const form = new URLSearchParams(request.rawBody)
      envelope = { payload: form.get('payload') ?? '', signature: form.get('signature') ?? '' }
    } else {
      const header = request.headers[SANDBOX_SIGNATURE_HEADER]
      envelope = { payload: request.rawBody, signature: (Array.isArray(header) ? header[0] : header) ?? '' }
    }
    const event = this.#verify(envelope)
    return { event, storedBody: JSON.stringify(envelope) }
  }

  async confirmEvent(rawBody: string): Promise<GatewayEvent> {
    let envelope: SignedSandboxEvent
    try {
      envelope = JSON.parse(rawBody) as SignedSandboxEvent
    } catch {
      throw new WebhookSignatureError('Stored sandbox event is not an envelope')
    }
    return this.#verify(envelope)
  }

  /** The sandbox keeps no payment state of its own: its signed events are the evidence. */
  async lookupPayment(): Promise<PaymentLookup> {
    return { status: 'unpaid' }
  }

  #verify(envelope: SignedSandboxEvent): GatewayEvent {
    const expected = Buffer.from(this.sign(envelope.payload ?? ''), 'hex')
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(envelope.signature ?? '') ? envelope.signature : '', 'hex')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError()
    let parsed: SandboxPayload
    try {
      parsed = SandboxPayload.parse(JSON.parse(envelope.payload))
    } catch {
      throw new WebhookSignatureError('Malformed sandbox event')
    }
    const base = { key: parsed.id, type: parsed.type, orderId: parsed.orderId }
    return parsed.type === 'checkout.completed'
      ? {
          ...base,
          outcome: 'paid',
          evidence: { provider: SANDBOX_KEY, amount: parsed.amount, currency: parsed.currency },
        }
      : { ...base, outcome: 'declined' }
  }
}
