/**
 * Taking a payment back: a refund or a lost dispute revokes what the order granted, an opened
 * dispute (or a provider re-read that disagrees with the order) only flags it.
 *
 * revokeOrder runs in one transaction with the order row locked, and moves it fulfilled|paid →
 * refunded exactly once: a redelivered refund event finds it refunded and changes nothing (the
 * ledger's unique revoke-per-order index is the last guard). What is taken back:
 *  - the order's subscription was granted by this order alone → the subscription is revoked and
 *    every unspent credit written off (spent credits are not clawed back below zero);
 *  - it was extended by other orders too → only this order's share goes: its days, and its
 *    credits up to what is still unspent; the subscription stays live for the rest.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { isUuid } from './fulfil-order.ts'
import type { OrderFlag, RevokeReason } from './gateways/gateway.ts'
import { queueCustomerMail } from './mail/mail-outbox.ts'

export type RevokeResult =
  | { ok: true; alreadyRevoked: boolean; creditsRevoked: number; subscriptionRevoked: boolean }
  | { ok: false; reason: 'not_found' }

export async function revokeOrder(db: Kysely<Database>, orderId: string, reason: RevokeReason): Promise<RevokeResult> {
  if (!isUuid(orderId)) return { ok: false, reason: 'not_found' }
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('payment_orders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst()
    if (!order) return { ok: false, reason: 'not_found' } as const
    if (order.status === 'refunded') {
      return { ok: true, alreadyRevoked: true, creditsRevoked: 0, subscriptionRevoked: false } as const
    }
    const refundMail = (creditsRevoked: number) =>
      queueCustomerMail(trx, {
        kind: 'refund',
        key: `refund:${order.id}`,
        userId: order.user_id,
        facts: {
          reference: order.order_id,
          planName: order.plan_name ?? '',
          amount: order.amount,
          currency: order.currency,
          reason,
          creditsRevoked,
        },
      })
    const markRefunded = () =>
      trx
        .updateTable('payment_orders')
        .set({
          status: 'refunded',
          refunded_at: sql`now()`,
          revoke_reason: reason,
          updated_at: sql`now()`,
          ...(reason === 'dispute_lost' ? { flag: 'dispute_lost', flagged_at: sql`now()` } : {}),
        })
        .where('id', '=', order.id)
        .execute()

    // Money returned for an order that never granted anything: nothing to take back.
    if (order.status !== 'fulfilled' || !order.subscription_id) {
      await markRefunded()
      await refundMail(0)
      return { ok: true, alreadyRevoked: false, creditsRevoked: 0, subscriptionRevoked: false } as const
    }

    const subscription = await trx
      .selectFrom('subscriptions')
      .select(['id', 'user_id', 'status', 'credits_remaining'])
      .where('id', '=', order.subscription_id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    const otherOrders = await trx
      .selectFrom('payment_orders')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('subscription_id', '=', subscription.id)
      .where('status', '=', 'fulfilled')
      .where('id', '!=', order.id)
      .executeTakeFirstOrThrow()
    const whole = otherOrders.n === 0
    const live = subscription.status === 'active' || subscription.status === 'cancelled'
    const taken = !live
      ? 0
      : whole
        ? subscription.credits_remaining
        : Math.min(order.credits ?? 0, subscription.credits_remaining)
    const updated = await trx
      .updateTable('subscriptions')
      .set(
        whole
          ? { status: live ? 'revoked' : subscription.status, credits_remaining: sql`credits_remaining - ${taken}` }
          : {
              credits_remaining: sql`credits_remaining - ${taken}`,
              // Its days go too, never before the start.
              ends_at: sql`greatest(starts_at + interval '1 second', ends_at - make_interval(days => ${order.duration_days ?? 0}))`,
            },
      )
      .where('id', '=', subscription.id)
      .returning(['credits_remaining'])
      .executeTakeFirstOrThrow()
    if (taken > 0) {
      await trx
        .insertInto('credit_ledger')
        .values({
          user_id: subscription.user_id,
          entry: 'revoke',
          reason: reason === 'refund' ? 'payment_refund' : 'chargeback',
          bucket: 'subscription',
          amount: -taken,
          balance_after: updated.credits_remaining,
          subscription_id: subscription.id,
          order_id: order.id,
        })
        .execute()
    }
    await markRefunded()
    await refundMail(taken)
    return {
      ok: true,
      alreadyRevoked: false,
      creditsRevoked: taken,
      subscriptionRevoked: whole && live,
    } as const
  })
}

/** Flags an order for an operator (kept until an operator acts); false when there is no such order. */
export async function flagOrder(db: Kysely<Database>, orderId: string, flag: OrderFlag): Promise<boolean> {
  if (!isUuid(orderId)) return false
  const row = await db
    .updateTable('payment_orders')
    .set({ flag, flagged_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', orderId)
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}
