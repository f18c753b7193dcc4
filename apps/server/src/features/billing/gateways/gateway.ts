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

/** Why an order is flagged for an operator (it grants and revokes nothing by itself). */
export type OrderFlag =
  | 'dispute_opened'
  | 'not_paid'
  | 'amount_mismatch'
  | 'partial_refund'
  | 'refund_unmatched'
  | (string & {})

/** Why a paid order's grant is taken back. */
export type RevokeReason = 'refund' | 'dispute_lost'

/**
 * A verified, provider-confirmed event. `key` is unique per provider (the event id) and dedups
 * redeliveries; `orderId` is payment_orders.id (uuid), or null when the event is not about one
 * of our orders.
 *  paid     the provider says the payment succeeded (evidence; fulfilOrder still checks it);
 *  declined the buyer gave up or the payment failed (an unpaid order is cancelled);
 *  revoke   the money went back (refund, lost dispute): the grant is taken back;
 *  flag     something an operator must look at (opened dispute, re-read disagreeing);
 *  ignored  an event type the product does not act on.
 */
export type GatewayEvent = { key: string; type: string; orderId: string | null } & (
  | { outcome: 'paid'; evidence: PaymentEvidence }
  | { outcome: 'declined' }
  | { outcome: 'revoke'; reason: RevokeReason }
  | { outcome: 'flag'; flag: OrderFlag }
  | { outcome: 'ignored' }
)

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

/** What a provider says about an order's payment when asked (result screens, reconciliation). */
export type PaymentLookup =
  | { status: 'paid'; evidence: PaymentEvidence }
  | { status: 'unpaid' }
  /** The provider says it was paid, but not what the order asked (flag; never grant). */
  | { status: 'mismatch'; flag: OrderFlag }

/** The order fields a gateway may need to look its payment up. */
export interface OrderLookup {
  id: string
  reference: string
  providerReference: string | null
  amount: number
  currency: string
}

/**
 * One adapter per provider. To add a provider: one file implementing this interface with a
 * `fromConfig` factory, and one line in gateways/providers.ts. The rest (webhook route, event
 * store, retries, fulfilment, revokes, reconciliation) is shared.
 */
export interface PaymentGateway {
  /**
   * Lower-case key: payment_orders.payment_provider, the webhook path segment
   * (/api/payments/webhooks/{key}), and what a payment_gateways row's name must contain to be
   * served by this gateway (spec: "the gateway is chosen by its name containing stripe…").
   */
  readonly key: string
  /** True for the built-in test gateway (no real money). */
  readonly isSandbox: boolean
  /** Starts a checkout for the order (create a session/payment at the provider). */
  createCheckout(order: CheckoutOrder): Promise<CheckoutStart>
  /**
   * Checks a webhook's signature on the exact raw body bytes and parses it; throws
   * WebhookSignatureError when the body was not signed by the provider. Runs before the event is
   * stored; it must not call the provider (the webhook is answered quickly).
   */
  verifyWebhook(request: WebhookRequest): VerifiedWebhook | Promise<VerifiedWebhook>
  /**
   * Turns a stored event into what it means for our order, after re-reading the payment from
   * the provider (never trust the payload alone). Gateways whose events are self-certifying (the
   * sandbox) re-verify the body. Throwing means "try again later" (the event is retried).
   */
  confirmEvent(storedBody: string): Promise<GatewayEvent>
  /** Asks the provider about the payment of an order (reconciliation when the redirect beats the webhook). */
  lookupPayment(order: OrderLookup): Promise<PaymentLookup>
  /** Refunds a paid order at the provider; the provider's refund event then revokes the grant. */
  refund?(order: OrderLookup): Promise<void>
}
