/**
 * What a real provider's re-read says about one of our orders, and how that maps onto the
 * payments core (GatewayEvent for stored webhooks, PaymentLookup for reconciliation). Shared by
 * PayPal and Paystack so both say the same things the same way.
 *
 *  paid      the provider holds a completed payment (evidence in the provider's amount, turned
 *            into minor units; fulfilOrder still requires exactly the order's);
 *  not_paid  the provider holds no completed payment (yet); when an event claimed one, the
 *            order is flagged and nothing is granted;
 *  declined  the payment failed or the buyer gave up;
 *  refunded  the money went back (refund, reversal): the grant is revoked;
 *  flag      an operator must look (e.g. a partial refund); nothing is granted or revoked;
 *  ignored   nothing the product acts on.
 */
import type { GatewayEvent, OrderFlag, OrderLookup, PaymentEvidence, PaymentLookup, RevokeReason } from './gateway.ts'

export type ProviderConfirmation =
  | {
      kind: 'paid'
      orderId: string
      evidence: PaymentEvidence
      /** Our merchant reference as the provider records it (null when it keeps none). */
      reference: string | null
    }
  | { kind: 'not_paid'; orderId: string | null; detail: string }
  | { kind: 'declined'; orderId: string | null }
  | { kind: 'refunded'; orderId: string; reason: RevokeReason; detail: string }
  | { kind: 'flag'; orderId: string; flag: OrderFlag }
  | { kind: 'ignored'; orderId: string | null }

/**
 * A stored event after its re-read. `claimsPayment`: the event said money was taken
 * (charge.success, PAYMENT.CAPTURE.COMPLETED); if the provider then does not confirm it, the
 * order is flagged ('not_paid') rather than quietly ignored.
 */
export function toGatewayEvent(
  base: { key: string; type: string },
  found: ProviderConfirmation,
  claimsPayment: boolean,
): GatewayEvent {
  switch (found.kind) {
    case 'paid':
      return { ...base, orderId: found.orderId, outcome: 'paid', evidence: found.evidence }
    case 'not_paid':
      return claimsPayment && found.orderId
        ? { ...base, orderId: found.orderId, outcome: 'flag', flag: 'not_paid' }
        : { ...base, orderId: found.orderId, outcome: 'ignored' }
    case 'declined':
      return { ...base, orderId: found.orderId, outcome: 'declined' }
    case 'refunded':
      return { ...base, orderId: found.orderId, outcome: 'revoke', reason: found.reason }
    case 'flag':
      return { ...base, orderId: found.orderId, outcome: 'flag', flag: found.flag }
    case 'ignored':
      return { ...base, orderId: found.orderId, outcome: 'ignored' }
  }
}

/** A re-read for reconciliation: paid only when the provider's payment is this very order's. */
export function toLookup(order: OrderLookup, found: ProviderConfirmation): PaymentLookup {
  if (found.kind !== 'paid') return { status: 'unpaid' }
  if (found.orderId !== order.id || (found.reference !== null && found.reference !== order.reference))
    return { status: 'mismatch', flag: 'order_mismatch' }
  return { status: 'paid', evidence: found.evidence }
}
