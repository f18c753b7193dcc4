/**
 * Settlement: THE one place that decides what a provider's word about a payment does to an
 * order. A webhook (payment-events.ts), the result screen's reconciliation and Paystack's verify
 * call (reconcile-order.ts) all turn what the provider said into a PaymentStatement and hand it
 * here; this is the only caller of fulfilOrder for provider payments and the only writer of an
 * order's flag. Administrators' acts (crypto verification, manual subscriptions) are not
 * provider payments and grant through fulfilOrderIn inside their own audited transaction.
 *
 *   paid      → fulfilOrder; a different amount/currency/provider, or money for an order that can
 *               no longer be paid (cancelled, refunded), grants nothing and flags the order
 *   unpaid    → nothing (the provider holds no payment yet; the order may still be paid)
 *   declined  → an unpaid order is cancelled
 *   revoke    → the grant is taken back (refund, lost dispute)
 *   flag      → an operator must look (opened dispute, a claim the provider does not confirm)
 *   ignored   → nothing
 *
 * Every outcome is safe to repeat and to race: fulfilOrder and revokeOrder lock the order row.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { type FulfilResult, fulfilOrder, isUuid } from './fulfil-order.ts'
import type { OrderFlag, PaymentEvidence, PaymentLookup, RevokeReason } from './gateways/gateway.ts'
import { transitionOrder } from './orders.ts'
import { flagOrder, revokeOrder } from './revoke-order.ts'

/** What a provider said about one order's payment, whatever way it was asked. */
export type PaymentStatement =
  | { outcome: 'paid'; evidence: PaymentEvidence }
  | { outcome: 'unpaid' }
  | { outcome: 'declined' }
  | { outcome: 'revoke'; reason: RevokeReason }
  | { outcome: 'flag'; flag: OrderFlag }
  | { outcome: 'ignored' }

/** What settling did; recorded as a payment event's outcome and logged. */
export type Settlement =
  | 'fulfilled'
  | 'already_fulfilled'
  | 'unpaid'
  | 'cancelled'
  | 'declined_ignored'
  | 'already_revoked'
  | 'ignored'
  | `revoked_${RevokeReason}`
  | `flagged_${string}`
  | `refused_${Exclude<FulfilResult, { ok: true }>['reason']}`

export interface SettleDeps {
  db: Kysely<Database>
  log?: FastifyBaseLogger | undefined
}

/** A reconciliation's answer (PaymentLookup) as a statement: a paid payment of another order is a flag. */
export function statementOfLookup(found: PaymentLookup): PaymentStatement {
  if (found.status === 'paid') return { outcome: 'paid', evidence: found.evidence }
  if (found.status === 'mismatch') return { outcome: 'flag', flag: found.flag }
  return { outcome: 'unpaid' }
}

export async function settlePayment(
  deps: SettleDeps,
  orderId: string | null,
  statement: PaymentStatement,
): Promise<Settlement> {
  if (!orderId || !isUuid(orderId)) return 'ignored'
  switch (statement.outcome) {
    case 'ignored':
      return 'ignored'
    case 'unpaid':
      return 'unpaid'
    case 'flag':
      return (await flag(deps, orderId, statement.flag)) ? `flagged_${statement.flag}` : 'ignored'
    case 'declined': {
      const cancelled = await transitionOrder(deps.db, orderId, ['created', 'pending'], 'cancelled', {
        failure_reason: 'declined',
      })
      return cancelled ? 'cancelled' : 'declined_ignored'
    }
    case 'revoke': {
      const revoked = await revokeOrder(deps.db, orderId, statement.reason)
      if (!revoked.ok) return 'ignored'
      if (revoked.alreadyRevoked) return 'already_revoked'
      deps.log?.warn({ orderId, reason: statement.reason, credits: revoked.creditsRevoked }, 'payment revoked')
      return `revoked_${statement.reason}`
    }
    case 'paid': {
      const result = await fulfilOrder(deps.db, orderId, statement.evidence)
      if (result.ok) return result.alreadyFulfilled ? 'already_fulfilled' : 'fulfilled'
      // Retrying cannot change any of these: money the order did not ask for, from another
      // provider, or for an order that can no longer be paid. Left for an operator.
      if (result.reason !== 'not_found') await flag(deps, orderId, result.reason)
      deps.log?.warn({ orderId, reason: result.reason }, 'a confirmed payment did not fulfil its order')
      return `refused_${result.reason}`
    }
  }
}

async function flag(deps: SettleDeps, orderId: string, reason: OrderFlag): Promise<boolean> {
  const flagged = await flagOrder(deps.db, orderId, reason)
  if (flagged) deps.log?.warn({ orderId, flag: reason }, 'payment order flagged')
  return flagged
}
