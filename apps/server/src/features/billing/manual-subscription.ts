/**
 * An administrator's manual subscription (spec: create_manual_subscription). It is an order of
 * provider 'manual' for the plan, amount 0 (no money changed hands), fulfilled through the same
 * fulfilOrder as a payment, so it extends a live plan and is written to the ledger like one.
 * The order, the grant and the audit entry commit together (decision 220): a failed grant
 * leaves neither a stray 'created' order nor an entry, and a grant never lacks its entry.
 */
import { ADMIN_BILLING_TEXTS, MANUAL_SUBSCRIPTION_DEFAULT_NOTE, PAYMENT_ERRORS } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, recordAudit } from '../../shared/audit.ts'
import { fulfilOrderIn, isUuid } from './fulfil-order.ts'
import { newOrderReference } from './orders.ts'
import { subscriptionById } from './subscriptions.ts'

export const MANUAL_PROVIDER = 'manual'

export async function createManualSubscription(
  db: Kysely<Database>,
  admin: AuditActor,
  input: { userId: string; planId: string; note?: string | undefined },
) {
  const [user, plan] = await Promise.all([
    db.selectFrom('user').select(['id', 'email']).where('id', '=', input.userId).executeTakeFirst(),
    isUuid(input.planId)
      ? db.selectFrom('subscription_plans').selectAll().where('id', '=', input.planId).executeTakeFirst()
      : undefined,
  ])
  if (!user) throw new AppError('NOT_FOUND', ADMIN_BILLING_TEXTS.userNotFound)
  if (!plan) throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.invalidPlan)
  const note = input.note?.trim() || MANUAL_SUBSCRIPTION_DEFAULT_NOTE
  const { orderId, subscriptionId } = await db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('payment_orders')
      .values({
        user_id: user.id,
        order_id: newOrderReference(),
        payment_provider: MANUAL_PROVIDER,
        amount: 0,
        currency: 'USD',
        description: note,
        status: 'created',
        plan_id: plan.id,
        plan_name: plan.name,
        credits: plan.credits,
        duration_days: plan.duration_days,
        metadata: JSON.stringify({ plan_id: plan.id, email: user.email, granted_by: admin.email }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const result = await fulfilOrderIn(trx, order.id, { provider: MANUAL_PROVIDER, amount: 0, currency: 'USD' })
    if (!result.ok) throw new AppError('INTERNAL_ERROR', ADMIN_BILLING_TEXTS.createSubscriptionFailed)
    await recordAudit(trx, admin, {
      action: 'subscription.manual',
      entity: 'user',
      entityId: user.id,
      after: {
        email: user.email,
        plan: plan.name,
        credits: plan.credits,
        durationDays: plan.duration_days,
        note,
        orderId: order.id,
        subscriptionId: result.subscriptionId,
      },
    })
    return { orderId: order.id, subscriptionId: result.subscriptionId }
  })
  const subscription = await subscriptionById(db, subscriptionId)
  if (!subscription) throw new AppError('INTERNAL_ERROR', ADMIN_BILLING_TEXTS.createSubscriptionFailed)
  return { orderId, subscription }
}

/** Users whose email contains `fragment` (case-insensitive), at most 20. */
export async function searchUsersByEmail(db: Kysely<Database>, fragment: string) {
  const pattern = `%${fragment.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const users = await db
    .selectFrom('user')
    .select(['id', 'email'])
    .where(sql<boolean>`lower(email) like ${pattern}`)
    .orderBy('email')
    .limit(20)
    .execute()
  return { users }
}
