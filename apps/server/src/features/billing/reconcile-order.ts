/**
 * Asking the provider about one order: the result screen's poll (GET /api/billing/orders/{id})
 * and Paystack's verify call (verify-paystack.ts) both come here when the provider's webhook may
 * not have been processed yet. The provider's answer (lookupPayment) goes to settlePayment, the
 * same decision a webhook gets, so a redirect and a webhook at the same moment grant once and
 * flag alike (settle-payment.ts).
 *
 * The poll is throttled per order (one provider call per MIN_INTERVAL_MS per process), so a page
 * polling every second does not turn into a request to the provider every second; a failed
 * look-up is only logged there (the screen keeps polling and the webhook still comes).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { isUuid } from './fulfil-order.ts'
import type { PaymentGateway } from './gateways/gateway.ts'
import type { GatewayRegistry } from './gateways/registry.ts'
import { type Settlement, settlePayment, statementOfLookup } from './settle-payment.ts'

const MIN_INTERVAL_MS = 2000
const MAX_TRACKED = 10_000
/** Orders the provider may still confirm (a late payment of an expired order is honoured). */
const OPEN = ['created', 'pending', 'expired'] as const

export interface CallerOrder {
  id: string
  order_id: string
  status: string
  payment_provider: string
  provider_reference: string | null
  amount: number
  currency: string
}

/** The caller's order by uuid or merchant reference; undefined when it is not theirs. */
export function callerOrder(db: Kysely<Database>, userId: string, idOrReference: string) {
  return db
    .selectFrom('payment_orders')
    .select(['id', 'order_id', 'status', 'payment_provider', 'provider_reference', 'amount', 'currency'])
    .where(isUuid(idOrReference) ? 'id' : 'order_id', '=', idOrReference)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export const isOpenOrder = (status: string) => (OPEN as readonly string[]).includes(status)

/** Asks `gateway` about `order` and settles what it says. Throws when the provider cannot be asked. */
export async function reconcileWith(
  deps: { db: Kysely<Database>; log?: FastifyBaseLogger | undefined },
  gateway: PaymentGateway,
  order: CallerOrder,
): Promise<Settlement> {
  const found = await gateway.lookupPayment({
    id: order.id,
    reference: order.order_id,
    providerReference: order.provider_reference,
    amount: order.amount,
    currency: order.currency,
  })
  return settlePayment(deps, order.id, statementOfLookup(found))
}

export class OrderReconciler {
  readonly #lastAsked = new Map<string, number>()
  readonly db: Kysely<Database>
  readonly registry: GatewayRegistry

  constructor(db: Kysely<Database>, registry: GatewayRegistry) {
    this.db = db
    this.registry = registry
  }

  /** The result screen's poll: reconciles the caller's open order, at most once per interval. */
  async reconcile(userId: string, idOrReference: string, log?: FastifyBaseLogger): Promise<Settlement | 'skipped'> {
    const order = await callerOrder(this.db, userId, idOrReference)
    if (!order || !isOpenOrder(order.status)) return 'skipped'
    const gateway = this.registry.byKey(order.payment_provider)
    if (!gateway || gateway.isSandbox || !this.#due(order.id)) return 'skipped'
    try {
      return await reconcileWith({ db: this.db, log }, gateway, order)
    } catch (error) {
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
