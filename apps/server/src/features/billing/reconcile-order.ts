/**
 * Reconciliation: the browser comes back from a provider's checkout to /payment/success, which
 * polls GET /api/billing/orders/{id}. When the provider's webhook has not been processed yet, the
 * poll asks the provider itself (lookupPayment) and hands a confirmed payment to fulfilOrder.
 * The webhook and the redirect may both do so at the same moment: fulfilOrder locks the order
 * row, so one of them grants and the other finds it fulfilled.
 *
 * Provider calls are throttled per order (one per MIN_INTERVAL_MS per process), so a page polling
 * every second does not turn into a request to the provider every second.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { fulfilOrder, isUuid } from './fulfil-order.ts'
import type { GatewayRegistry } from './gateways/registry.ts'
import { flagOrder } from './revoke-order.ts'

const MIN_INTERVAL_MS = 2000
const MAX_TRACKED = 10_000
/** Orders the provider may still confirm (a late payment of an expired order is honoured). */
const OPEN = ['created', 'pending', 'expired'] as const

export type ReconcileResult = 'fulfilled' | 'unpaid' | 'flagged' | 'skipped'

export class OrderReconciler {
  readonly #lastAsked = new Map<string, number>()
  readonly db: Kysely<Database>
  readonly registry: GatewayRegistry

  constructor(db: Kysely<Database>, registry: GatewayRegistry) {
    this.db = db
    this.registry = registry
  }

  /** Reconciles the caller's order `idOrReference` (uuid or merchant reference) with its provider. */
  async reconcile(userId: string, idOrReference: string, log?: FastifyBaseLogger): Promise<ReconcileResult> {
    const order = await this.db
      .selectFrom('payment_orders')
      .select(['id', 'order_id', 'status', 'payment_provider', 'provider_reference', 'amount', 'currency'])
      .where(isUuid(idOrReference) ? 'id' : 'order_id', '=', idOrReference)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!order || !(OPEN as readonly string[]).includes(order.status)) return 'skipped'
    const gateway = this.registry.byKey(order.payment_provider)
    if (!gateway || gateway.isSandbox || !this.#due(order.id)) return 'skipped'
    try {
      const found = await gateway.lookupPayment({
        id: order.id,
        reference: order.order_id,
        providerReference: order.provider_reference,
        amount: order.amount,
        currency: order.currency,
      })
      if (found.status === 'unpaid') return 'unpaid'
      if (found.status === 'mismatch') {
        await flagOrder(this.db, order.id, found.flag)
        log?.warn({ orderId: order.id, flag: found.flag }, 'payment order flagged on reconciliation')
        return 'flagged'
      }
      const result = await fulfilOrder(this.db, order.id, found.evidence)
      if (result.ok) return 'fulfilled'
      if (result.reason === 'amount_mismatch') await flagOrder(this.db, order.id, 'amount_mismatch')
      return 'flagged'
    } catch (error) {
      // The screen keeps polling and the webhook still comes: a failed look-up is only logged.
      log?.warn({ err: error, orderId: order.id }, 'payment reconciliation failed')
      return 'skipped'
    }
  }

  #due(orderId: string): boolean {
    const now = Date.now()
    const last = this.#lastAsked.get(orderId)
    if (last !== undefined && now - last < MIN_INTERVAL_MS) return false
    if (this.#lastAsked.size >= MAX_TRACKED) this.#lastAsked.clear()
    this.#lastAsked.set(orderId, now)
    return true
  }
}
