/**
 * The credit ledger: every change of a credit balance is one append-only row (migrations/0010)
 * written in the SAME transaction as the balance it explains (user_search_credits.credits for
 * free credits, subscriptions.credits_remaining per plan), so the balances the hot path reads
 * are always the sum of the ledger. Spends are written by reserve_user_credit (migrations/functions/reserve_user_credit.sql) inside
 * charge_and_record; grants by these helpers (sign-up credits in features/credits, purchases in
 * features/billing's fulfilOrder); expiries by the billing job. Shared because both write it.
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { CreditLedgerTable, Database } from '../db/schema.ts'

type Tx = Transaction<Database>
type Reason = CreditLedgerTable['reason']

/**
 * Adds free credits (sign-up, referral, manual, refund) and their ledger row. Returns false and
 * changes nothing when a unique guard says this grant was already made (e.g. a second sign-up
 * grant for the same user).
 */
export async function grantFreeCredits(
  db: Kysely<Database>,
  grant: { userId: string; credits: number; reason: Reason; requestId?: string; note?: string },
): Promise<boolean> {
  if (!Number.isSafeInteger(grant.credits) || grant.credits <= 0) throw new RangeError('credits must be positive')
  return db.transaction().execute(async (trx) => {
    // The ledger row first: its unique indexes decide whether this grant happens at all.
    const inserted = await sql<{ id: number }>`
      insert into credit_ledger (user_id, entry, reason, bucket, amount, balance_after, request_id, note)
      values (${grant.userId}, 'grant', ${grant.reason}, 'free', ${grant.credits},
        ${grant.credits} + coalesce((select credits from user_search_credits where user_id = ${grant.userId}), 0),
        ${grant.requestId ?? null}, ${grant.note ?? null})
      on conflict do nothing
      returning id`.execute(trx)
    if (inserted.rows.length === 0) return false
    await trx
      .insertInto('user_search_credits')
      .values({ user_id: grant.userId, credits: grant.credits })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ credits: sql`user_search_credits.credits + ${grant.credits}`, updated_at: sql`now()` }),
      )
      .execute()
    return true
  })
}

/** Appends the grant row of a subscription's credits bought by (or given with) an order. */
export async function recordSubscriptionGrant(
  trx: Tx,
  row: {
    userId: string
    subscriptionId: string
    orderId: string
    credits: number
    balanceAfter: number
    reason: Reason
  },
): Promise<void> {
  await trx
    .insertInto('credit_ledger')
    .values({
      user_id: row.userId,
      entry: 'grant',
      reason: row.reason,
      bucket: 'subscription',
      amount: row.credits,
      balance_after: row.balanceAfter,
      subscription_id: row.subscriptionId,
      order_id: row.orderId,
    })
    .execute()
}

/** The ledger's view of a user's balances: what the counters must equal. */
export async function ledgerBalances(
  db: Kysely<Database>,
  userId: string,
): Promise<{ free: number; subscription: number; entries: number }> {
  const row = await sql<{ free: number | null; subscription: number | null; entries: number }>`
    select sum(amount) filter (where bucket = 'free') as free,
      sum(amount) filter (where bucket = 'subscription') as subscription,
      count(*) as entries
    from credit_ledger where user_id = ${userId}`.execute(db)
  const r = row.rows[0]
  return { free: Number(r?.free ?? 0), subscription: Number(r?.subscription ?? 0), entries: Number(r?.entries ?? 0) }
}
