/**
 * THE one path that grants a plan. Every route to "paid" calls fulfilOrder: the sandbox and real
 * provider webhooks, verify calls, the admin's manual subscription and crypto verification.
 *
 * In one transaction it locks the order row, returns early when it is already fulfilled,
 * requires the evidence to come from the order's own provider with exactly the order's amount
 * and currency (a mismatch fails the order), then grants the subscription (a new one, or the
 * live one extended from its current end with the credits added) and its ledger row, and marks
 * the order fulfilled. However often and however concurrently it is called for one order, it
 * grants once: the row lock serialises callers, and the ledger's unique (order_id) grant index
 * and subscriptions.payment_order_id are the last guard if anything ever slipped past it.
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { recordSubscriptionGrant } from '../../shared/credit-ledger.ts'
import { queueCustomerMail } from './mail/mail-outbox.ts'
import { sameMoney } from './money.ts'

type Tx = Transaction<Database>

/** What says the order was paid: a provider's confirmed payment, or an administrator's act. */
export interface FulfilEvidence {
  /** 'sandbox', 'stripe'… for payments; 'manual' / 'crypto' for administrators' acts. */
  provider: string
  amount: number
  currency: string
  providerReference?: string
}

export type FulfilResult =
  | { ok: true; alreadyFulfilled: boolean; subscriptionId: string }
  | { ok: false; reason: 'not_found' | 'provider_mismatch' | 'amount_mismatch' | 'not_payable' }

/** Orders that a verified payment may still complete (a late payment of an expired order is honoured). */
const PAYABLE = ['created', 'pending', 'paid', 'expired', 'failed'] as const

export async function fulfilOrder(
  db: Kysely<Database>,
  orderId: string,
  evidence: FulfilEvidence,
): Promise<FulfilResult> {
  return db.transaction().execute((trx) => fulfilOrderIn(trx, orderId, evidence))
}

/** fulfilOrder inside a caller's transaction (crypto verification decides the row and grants together). */
export async function fulfilOrderIn(trx: Tx, orderId: string, evidence: FulfilEvidence): Promise<FulfilResult> {
  if (!isUuid(orderId)) return { ok: false, reason: 'not_found' }
  const order = await trx
    .selectFrom('payment_orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst()
  if (!order) return { ok: false, reason: 'not_found' }
  if (order.status === 'fulfilled' && order.subscription_id) {
    return { ok: true, alreadyFulfilled: true, subscriptionId: order.subscription_id }
  }
  if (!(PAYABLE as readonly string[]).includes(order.status)) return { ok: false, reason: 'not_payable' }
  if (evidence.provider.toLowerCase() !== order.payment_provider.toLowerCase()) {
    return { ok: false, reason: 'provider_mismatch' }
  }
  if (!sameMoney(evidence, order) || !order.plan_id || !order.credits || !order.duration_days) {
    await trx
      .updateTable('payment_orders')
      .set({ status: 'failed', failure_reason: 'amount_mismatch', updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute()
    return { ok: false, reason: 'amount_mismatch' }
  }

  // One grant at a time per user, so two different orders cannot both start a new subscription.
  await sql`select 1 from "user" where id = ${order.user_id} for update`.execute(trx)
  const live = await trx
    .selectFrom('subscriptions')
    .select(['id', 'credits_remaining'])
    .where('user_id', '=', order.user_id)
    .where('status', 'in', ['active', 'cancelled'])
    .where('ends_at', '>', sql<Date>`now()`)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst()

  const source =
    order.payment_provider === 'manual' ? 'manual' : order.payment_provider === 'crypto' ? 'crypto' : 'payment'
  const subscription = live
    ? await trx
        .updateTable('subscriptions')
        .set({
          // Buying again extends from the current end and adds the credits; the plan shown is the newest.
          ends_at: sql`ends_at + make_interval(days => ${order.duration_days})`,
          credits_remaining: sql`credits_remaining + ${order.credits}`,
          plan_id: order.plan_id,
          status: 'active',
        })
        .where('id', '=', live.id)
        .returning(['id', 'credits_remaining', 'ends_at'])
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('subscriptions')
        .values({
          user_id: order.user_id,
          plan_id: order.plan_id,
          status: 'active',
          credits_remaining: order.credits,
          starts_at: sql`now()`,
          ends_at: sql`now() + make_interval(days => ${order.duration_days})`,
          source,
          payment_order_id: order.id,
          note: order.description,
        })
        .returning(['id', 'credits_remaining', 'ends_at'])
        .executeTakeFirstOrThrow()

  await recordSubscriptionGrant(trx, {
    userId: order.user_id,
    subscriptionId: subscription.id,
    orderId: order.id,
    credits: order.credits,
    balanceAfter: subscription.credits_remaining,
    reason: source === 'manual' ? 'manual' : 'purchase',
  })
  await trx
    .updateTable('payment_orders')
    .set({
      status: 'fulfilled',
      subscription_id: subscription.id,
      failure_reason: null,
      paid_at: sql`coalesce(paid_at, now())`,
      fulfilled_at: sql`now()`,
      updated_at: sql`now()`,
      ...(evidence.providerReference ? { provider_reference: evidence.providerReference } : {}),
    })
    .where('id', '=', order.id)
    .execute()
  // The receipt commits with the grant (crypto's is its verification mail; a manual grant is no payment).
  if (source === 'payment') {
    await queueCustomerMail(trx, {
      kind: 'receipt',
      key: `receipt:${order.id}`,
      userId: order.user_id,
      facts: {
        reference: order.order_id,
        planName: order.plan_name ?? '',
        credits: order.credits,
        amount: order.amount,
        currency: order.currency,
        endsAt: new Date(subscription.ends_at).toISOString(),
      },
    })
  }
  return { ok: true, alreadyFulfilled: false, subscriptionId: subscription.id }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID.test(value)
