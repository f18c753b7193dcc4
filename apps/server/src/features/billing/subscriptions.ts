/**
 * Subscriptions as the user sees them, and their end by time. A subscription is live while
 * status is active or cancelled and ends_at is in the future (cancelled stays usable until
 * then); the expiry job turns ended ones into 'expired' and writes off their unused credits
 * in the ledger, once, whichever instance runs it.
 */
import type { BillingSubscription, BillingSubscriptionResponse } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'

interface SubscriptionRow {
  id: string
  plan_name: string
  status: 'active' | 'expired' | 'cancelled' | 'revoked'
  credits_remaining: number
  ends_at: Date | string
}

/**
 * A subscription whose end has passed reads as expired even before the job has run. A revoked
 * one (its payment was refunded or charged back) reads as ended too: the spec's screens know
 * only active and expired, and either way it has no credits left.
 */
export function presentSubscription(row: SubscriptionRow, now = new Date()): BillingSubscription {
  const endsAt = new Date(row.ends_at)
  const ended = endsAt.getTime() <= now.getTime() || row.status === 'revoked'
  return {
    id: row.id,
    planName: row.plan_name,
    status: ended || row.status === 'revoked' ? 'expired' : row.status,
    creditsRemaining: ended ? 0 : row.credits_remaining,
    endsAt: endsAt.toISOString(),
  }
}

export async function subscriptionById(db: Kysely<Database>, id: string): Promise<BillingSubscription | null> {
  const row = await db
    .selectFrom('subscriptions as s')
    .innerJoin('subscription_plans as p', 'p.id', 's.plan_id')
    .select(['s.id', 'p.name as plan_name', 's.status', 's.credits_remaining', 's.ends_at'])
    .where('s.id', '=', id)
    .executeTakeFirst()
  return row ? presentSubscription(row) : null
}

/** GET /api/billing/subscription: the live subscription (latest end first), else the last one that ended. */
export async function userSubscription(db: Kysely<Database>, userId: string): Promise<BillingSubscriptionResponse> {
  const [row, free] = await Promise.all([
    db
      .selectFrom('subscriptions as s')
      .innerJoin('subscription_plans as p', 'p.id', 's.plan_id')
      .select(['s.id', 'p.name as plan_name', 's.status', 's.credits_remaining', 's.ends_at'])
      .where('s.user_id', '=', userId)
      .orderBy(sql`(s.status in ('active', 'cancelled') and s.ends_at > now())`, 'desc')
      .orderBy('s.ends_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('user_search_credits').select('credits').where('user_id', '=', userId).executeTakeFirst(),
  ])
  return { subscription: row ? presentSubscription(row) : null, freeCredits: free?.credits ?? 0 }
}

/**
 * Ends every subscription whose end has passed: status expired, unused credits written off with
 * an 'expire' ledger row (unique per subscription). Safe to run concurrently: each row is taken
 * with a lock and a second runner skips rows already locked or already expired.
 */
export async function expireSubscriptions(db: Kysely<Database>, limit = 500): Promise<number> {
  const result = await sql<{ id: string }>`
    with ended as (
      select id, user_id, credits_remaining from subscriptions
      where status in ('active', 'cancelled') and ends_at <= now()
      order by ends_at
      limit ${limit}
      for update skip locked
    ), written_off as (
      insert into credit_ledger (user_id, entry, reason, bucket, amount, balance_after, subscription_id)
      select user_id, 'expire', 'expiry', 'subscription', -credits_remaining, 0, id from ended
      where credits_remaining > 0
      on conflict do nothing
    )
    update subscriptions s set status = 'expired', credits_remaining = 0
    from ended where s.id = ended.id
    returning s.id`.execute(db)
  return result.rows.length
}
