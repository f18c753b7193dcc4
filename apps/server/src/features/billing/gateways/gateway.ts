/**
 * What every payment gateway implements. The sandbox is the first; Stripe, PayPal, Paystack and
 * direct payment (issue 10) plug in beside it. A gateway never grants anything itself: it turns
 * a provider's answer into PaymentEvidence, and the caller hands that to fulfilOrder, the one
 * path that grants.
 */
import type { NextAction } from '@pitchwise/contract'

/** What the server sells in one order: its own price snapshot, never the client's. */
export interface CheckoutOrder {
  /** payment_orders.id (uuid): the id the browser and result screens use. */
  id: string
  /** payment_orders.order_id: the merchant reference sent to the provider. */
  reference: string
  amount: number
  currency: string
  planName: string
  credits: number
  description: string
  email: string
  /** The gateway's external plan id for this plan, when the method uses plan ids. */
  externalPlanId?: string
}

export interface CheckoutStart {
  /** What the browser does next (hosted checkout → redirect; PayPal/Paystack → new tab). */
  next: NextAction
  /** The provider's id of this checkout (session id, reference), stored on the order. */
  providerReference?: string
}

/** A provider's confirmed statement about one payment, in the order's minor units. */
export interface PaymentEvidence {
  /** Gateway key ('sandbox', 'stripe'…): must equal the order's provider. */
  provider: string
  amount: number
  currency: string
  providerReference?: string
}

/**
 * A verified incoming event. `key` is unique per provider (the event id) and dedups redeliveries.
 * paid: the provider says the payment succeeded (evidence); declined: the buyer gave up or the
 * payment failed; ignored: an event type the product does not act on.
 */
export type GatewayEvent =
  | { key: string; type: string; orderId: string | null; outcome: 'paid'; evidence: PaymentEvidence }
  | { key: string; type: string; orderId: string | null; outcome: 'declined' }
  | { key: string; type: string; orderId: string | null; outcome: 'ignored' }

/** The raw request of a webhook: the exact body bytes (signatures cover them) and headers. */
export interface WebhookRequest {
  rawBody: string
  headers: Record<string, string | string[] | undefined>
}

/** A webhook that passed its signature check, and the text to store for processing and retries. */
export interface VerifiedWebhook {
  event: GatewayEvent
  /** Stored in payment_events.raw_body and handed back to confirmEvent (the exact signed body). */
  storedBody: string
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message)
    this.name = 'WebhookSignatureError'
  }
}

export interface PaymentGateway {
  /** Lower-case key stored as payment_orders.payment_provider; a gateway row is served by the first key its name contains. */
  readonly key: string
  /** True for the built-in test gateway (no real money). */
  readonly isSandbox: boolean
  /** Starts a checkout for the order (create a session/payment at the provider). */
  createCheckout(order: CheckoutOrder): Promise<CheckoutStart>
  /**
   * Checks a webhook's signature and parses it; throws WebhookSignatureError when the body was
   * not signed by the provider. Runs before the event is stored.
   */
  verifyWebhook(request: WebhookRequest): VerifiedWebhook
  /**
   * Re-reads a stored event's payment from the provider before it is acted on (never trust the
   * payload alone). Gateways whose events are self-certifying (the sandbox) re-verify the body.
   */
  confirmEvent(rawBody: string): Promise<GatewayEvent>
  /** Asks the provider for the payment of an order (result screens, reconciliation); null when not paid. */
  fetchPayment(order: { reference: string; providerReference: string | null }): Promise<PaymentEvidence | null>
  /** Refunds a paid order at the provider (issue 10 wires refunds to revoke credits). */
  refund?(order: {
    reference: string
    providerReference: string | null
    amount: number
    currency: string
  }): Promise<void>
}
