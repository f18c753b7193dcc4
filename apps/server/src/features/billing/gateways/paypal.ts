/**
 * The PayPal gateway: an Orders v2 checkout (intent CAPTURE) approved on PayPal's page, then
 * captured by the server (never by the browser) with our order id as PayPal-Request-Id, so the
 * buyer's return (the result page's reconciliation) and PayPal's CHECKOUT.ORDER.APPROVED webhook
 * capturing at the same moment are one capture. Webhooks are checked by PayPal's verify-webhook-signature on the exact bytes and
 * every stored event is re-read from PayPal before it counts: the payload only says where to look.
 */
import { decimalToMinor, minorToDecimal } from './decimal-amount.ts'
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
import { firstCapture, type PayPalCapture, type PayPalClient, type PayPalOrder } from './paypal-client.ts'
import { type ProviderConfirmation, toGatewayEvent, toLookup } from './provider-confirmation.ts'
import { ProviderError } from './provider-http.ts'

export const PAYPAL_KEY = 'paypal'
export const NO_APPROVAL_URL = 'No approval URL returned from PayPal'

/** Event types acted on; everything else is stored and ignored. */
export const PAYPAL_EVENTS = {
  approved: 'CHECKOUT.ORDER.APPROVED',
  completed: 'PAYMENT.CAPTURE.COMPLETED',
  denied: 'PAYMENT.CAPTURE.DENIED',
  refunded: 'PAYMENT.CAPTURE.REFUNDED',
  reversed: 'PAYMENT.CAPTURE.REVERSED',
} as const

interface PayPalEvent {
  id: string
  event_type: string
  resource: Record<string, unknown>
}

export interface PayPalGatewayOptions {
  client: PayPalClient
  /** The webhook's id in the PayPal app (verify-webhook-signature needs it); unset → webhooks refused. */
  webhookId: string | undefined
  publicUrl: string
  brandName: string
}

export class PayPalGateway implements PaymentGateway {
  readonly key = PAYPAL_KEY
  readonly isSandbox = false
  readonly client: PayPalClient
  readonly #options: PayPalGatewayOptions

  constructor(options: PayPalGatewayOptions) {
    this.client = options.client
    this.#options = options
  }

  async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
    // Back from PayPal the buyer lands on /payment/direct, whose status poll reconciles the order:
    // lookupPayment captures an approved order (PayPal appends ?token=…&PayerID=…, unused).
    const back = new URL('/payment/direct', this.#options.publicUrl)
    back.searchParams.set('reference', order.id)
    back.searchParams.set('provider', PAYPAL_KEY)
    back.searchParams.set('plan', order.planName)
    const cancel = new URL('/payment/cancel', this.#options.publicUrl)
    cancel.searchParams.set('order', order.id)
    const { order: created, approvalUrl } = await this.client.createOrder({
      orderId: order.id,
      reference: order.reference,
      description: order.description,
      currency: order.currency.toUpperCase(),
      value: minorToDecimal(order.amount, order.currency),
      returnUrl: back.toString(),
      cancelUrl: cancel.toString(),
      brandName: this.#options.brandName,
    })
    if (!approvalUrl) throw new ProviderError(PAYPAL_KEY, 'malformed', NO_APPROVAL_URL)
    return { next: { kind: 'new-tab', url: approvalUrl }, providerReference: created.id }
  }

  /**
   * Asks PayPal whether it signed these exact bytes (verify-webhook-signature), then parses
   * them; throws WebhookSignatureError when PayPal does not vouch for the delivery. What the
   * event means is decided after it is stored, by confirmEvent's re-read.
   */
  async verifyWebhook(request: WebhookRequest): Promise<VerifiedWebhook> {
    const webhookId = this.#options.webhookId
    if (!webhookId) throw new WebhookSignatureError('PAYPAL_WEBHOOK_ID is not configured')
    const verified = await this.client.verifyWebhookSignature({ webhookId, ...request })
    if (!verified) throw new WebhookSignatureError()
    const event = parseEvent(request.rawBody)
    return {
      event: { key: event.id, type: event.event_type, orderId: orderIdOfResource(event.resource), outcome: 'ignored' },
      storedBody: request.rawBody,
    }
  }

  async confirmEvent(storedBody: string): Promise<GatewayEvent> {
    const event = parseEvent(storedBody)
    const claimsPayment = event.event_type === PAYPAL_EVENTS.completed
    return toGatewayEvent({ key: event.id, type: event.event_type }, await this.#reread(event), claimsPayment)
  }

  /** Re-reads what a stored (verified) event points at and says what it means for our order. */
  async #reread(event: PayPalEvent): Promise<ProviderConfirmation> {
    const resource = event.resource
    const id = typeof resource.id === 'string' ? resource.id : ''
    switch (event.event_type) {
      case PAYPAL_EVENTS.approved: {
        // The buyer approved but may never come back to the return page: capture here too.
        const order = await this.client.getOrder(id)
        const ourId = order ? orderIdOfOrder(order) : null
        if (!order || !ourId) return { kind: 'ignored', orderId: ourId }
        const captured = order.status === 'COMPLETED' ? order : await this.client.captureOrder(id, ourId)
        return this.#fromOrder(captured ?? order, ourId)
      }
      case PAYPAL_EVENTS.completed: {
        const capture = await this.client.getCapture(id)
        const ourId = capture?.custom_id ?? null
        if (!capture || !ourId) return { kind: 'ignored', orderId: ourId }
        return this.#fromCapture(capture, ourId)
      }
      case PAYPAL_EVENTS.denied: {
        const capture = await this.client.getCapture(id)
        const ourId = capture?.custom_id ?? null
        if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') return { kind: 'declined', orderId: ourId }
        return { kind: 'ignored', orderId: ourId }
      }
      case PAYPAL_EVENTS.refunded:
      case PAYPAL_EVENTS.reversed: {
        const capture = await this.client.getCapture(captureIdOfRefund(resource) ?? id)
        const ourId = capture?.custom_id ?? null
        if (!capture || !ourId) return { kind: 'ignored', orderId: ourId }
        // Only a capture PayPal now reports as wholly refunded or reversed takes the plan back.
        // A reversal is the buyer's bank taking the money back (a chargeback): a lost dispute.
        if (capture.status === 'REFUNDED' || capture.status === 'REVERSED')
          return {
            kind: 'refunded',
            orderId: ourId,
            reason: capture.status === 'REVERSED' ? 'dispute_lost' : 'refund',
            detail: `capture ${capture.status}`,
          }
        if (capture.status === 'PARTIALLY_REFUNDED') return { kind: 'flag', orderId: ourId, flag: 'partial_refund' }
        return { kind: 'ignored', orderId: ourId }
      }
      default:
        return { kind: 'ignored', orderId: orderIdOfResource(resource) }
    }
  }

  /**
   * Captures an approved order (the return page, a webhook) and says whether it is paid. Our
   * order id is the idempotency key, so concurrent callers get PayPal's one answer.
   */
  async capture(order: { id: string; providerReference: string | null }): Promise<ProviderConfirmation> {
    if (!order.providerReference) return { kind: 'not_paid', orderId: order.id, detail: 'no PayPal order' }
    const captured = await this.client.captureOrder(order.providerReference, order.id)
    if (!captured) {
      const current = await this.client.getOrder(order.providerReference)
      return current ? this.#fromOrder(current, order.id) : { kind: 'not_paid', orderId: order.id, detail: 'unknown' }
    }
    return this.#fromOrder(captured, order.id)
  }

  /**
   * Reconciliation (the result screen polls before the webhook came): an order the buyer approved
   * is captured here, as on PayPal's return; a captured one is read.
   */
  async lookupPayment(order: OrderLookup): Promise<PaymentLookup> {
    if (!order.providerReference) return { status: 'unpaid' }
    const current = await this.client.getOrder(order.providerReference)
    if (!current) return { status: 'unpaid' }
    if (current.status === 'APPROVED') return toLookup(order, await this.capture(order))
    return toLookup(order, this.#fromOrder(current, order.id))
  }

  /** Refunds the order's capture in full (an operator's refund; PayPal's refund event then revokes). */
  async refund(order: OrderLookup): Promise<void> {
    if (!order.providerReference) throw new ProviderError(PAYPAL_KEY, 'rejected', 'order has no PayPal order')
    const current = await this.client.getOrder(order.providerReference)
    const capture = current ? firstCapture(current) : null
    if (!capture) throw new ProviderError(PAYPAL_KEY, 'rejected', 'order has no capture to refund')
    await this.client.refundCapture(capture.id, `refund-${order.id}`)
  }

  #fromOrder(order: PayPalOrder, ourId: string): ProviderConfirmation {
    if (orderIdOfOrder(order) !== ourId) return { kind: 'not_paid', orderId: ourId, detail: 'PayPal order of another' }
    const capture = firstCapture(order)
    if (!capture) return { kind: 'not_paid', orderId: ourId, detail: `order ${order.status}` }
    const unit = order.purchase_units?.[0]
    const invoiceId = capture.invoice_id ?? unit?.invoice_id
    return this.#fromCapture(
      { ...capture, custom_id: capture.custom_id ?? ourId, ...(invoiceId ? { invoice_id: invoiceId } : {}) },
      ourId,
      order.id,
    )
  }

  #fromCapture(capture: PayPalCapture, ourId: string, paypalOrderId?: string): ProviderConfirmation {
    if (capture.status === 'DECLINED' || capture.status === 'FAILED') return { kind: 'declined', orderId: ourId }
    if (capture.status !== 'COMPLETED') return { kind: 'not_paid', orderId: ourId, detail: `capture ${capture.status}` }
    return {
      kind: 'paid',
      orderId: ourId,
      evidence: evidenceOf(capture, paypalOrderId),
      reference: capture.invoice_id ?? null,
    }
  }
}

/** A completed capture as evidence; an amount that is not exact in its currency never matches an order. */
function evidenceOf(capture: PayPalCapture, paypalOrderId?: string): PaymentEvidence {
  const currency = capture.amount?.currency_code ?? ''
  const amount = capture.amount ? decimalToMinor(capture.amount.value, currency) : null
  return {
    provider: PAYPAL_KEY,
    amount: amount ?? -1,
    currency,
    ...(paypalOrderId ? { providerReference: paypalOrderId } : {}),
  }
}

function parseEvent(rawBody: string): PayPalEvent {
  let value: unknown
  try {
    value = JSON.parse(rawBody)
  } catch {
    throw new WebhookSignatureError('Malformed PayPal event')
  }
  const event = value as Partial<PayPalEvent> | null
  if (
    !event ||
    typeof event.id !== 'string' ||
    typeof event.event_type !== 'string' ||
    typeof event.resource !== 'object'
  )
    throw new WebhookSignatureError('Malformed PayPal event')
  return { id: event.id, event_type: event.event_type, resource: (event.resource ?? {}) as Record<string, unknown> }
}

function orderIdOfOrder(order: PayPalOrder): string | null {
  return order.purchase_units?.[0]?.custom_id ?? null
}

/** Our order id as a payload names it (used only to link the stored event; never trusted). */
function orderIdOfResource(resource: Record<string, unknown>): string | null {
  if (typeof resource.custom_id === 'string') return resource.custom_id
  const units = resource.purchase_units
  if (Array.isArray(units) && typeof units[0]?.custom_id === 'string') return units[0].custom_id as string
  return null
}

/** A refund resource points "up" to its capture. */
function captureIdOfRefund(resource: Record<string, unknown>): string | null {
  const links = Array.isArray(resource.links) ? (resource.links as { rel?: unknown; href?: unknown }[]) : []
  const up = links.find(
    (link) => link.rel === 'up' && typeof link.href === 'string' && link.href.includes('/captures/'),
  )
  const match = typeof up?.href === 'string' ? /\/captures\/([^/?#]+)/.exec(up.href) : null
  return match?.[1] ? decodeURIComponent(match[1]) : null
}
