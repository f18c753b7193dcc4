/**
 * Search credits: the free allowance of anonymous visitors, users' own credits and their
 * subscriptions' credits. The analyze route reserves one credit per request id before it
 * works, then consumes it on success or refunds it on failure:
 *
 *   const r = await reserveCredit(db, caller, requestId, app.creditPolicy)
 *   if (!r.ok) throw new AppError(r.code, r.message)
 *   try { …; await consumeCredit(db, requestId) } catch (e) { await refundCredit(db, requestId); throw e }
 *
 * Every decrement is one conditional UPDATE … WHERE credits > 0 RETURNING inside the same
 * transaction as the credit_reservations insert, so balances never go below zero and one
 * request id never pays twice, whatever the concurrency (see credits.test.ts).
 */
import { createHash } from 'node:crypto'
import { CREDIT_MESSAGES, type CreditsResponse } from '@pitchwise/contract'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import type { Caller } from '../auth/caller.ts'

export interface CreditPolicy {
  /** Free searches of a new anonymous visitor (FREE_SEARCHES_ANON). */
  freeSearchesAnon: number
  /** Free credits of a new account (FREE_SEARCHES_SIGNUP). */
  freeSearchesSignup: number
  /** Anonymous searches per IP per UTC day (ANON_DAILY_LIMIT_PER_IP). */
  anonDailyLimitPerIp: number
}

/** The spec's defaults (§9); the server passes the configured policy (app.creditPolicy). */
export const DEFAULT_CREDIT_POLICY: CreditPolicy = {
  freeSearchesAnon: 5,
  freeSearchesSignup: 10,
  anonDailyLimitPerIp: 20,
}

export function creditPolicyFromConfig(
  config: Pick<Config, 'FREE_SEARCHES_ANON' | 'FREE_SEARCHES_SIGNUP' | 'ANON_DAILY_LIMIT_PER_IP'>,
): CreditPolicy {
  return {
    freeSearchesAnon: config.FREE_SEARCHES_ANON,
    freeSearchesSignup: config.FREE_SEARCHES_SIGNUP,
    anonDailyLimitPerIp: config.ANON_DAILY_LIMIT_PER_IP,
  }
}

export type ReserveResult =
  | { ok: true; remaining: number; source: 'credits' | 'subscription' | 'visitor' }
  | { ok: false; code: 'NO_CREDITS' | 'SUBSCRIPTION_EXPIRED'; message: string }

type Db = Kysely<Database>
type Tx = Transaction<Database>

/**
 * The key an anonymous caller's allowance is stored under: the X-Visitor-ID, or, when the
 * header is missing or malformed, a hash of the IP (so a client without the cookie still has
 * a bounded allowance rather than none or an unlimited one).
 */
export function visitorKey(caller: Extract<Caller, { kind: 'visitor' }>): string {
  if (caller.visitorId) return caller.visitorId
  return `ip-${createHash('sha256').update(caller.ip).digest('hex').slice(0, 40)}`
}

/** Gives a new account its sign-up credits; a second call for the same user changes nothing. */
export async function grantSignupCredits(db: Db, userId: string, credits: number): Promise<boolean> {
  const rows = await db
    .insertInto('user_search_credits')
    .values({ user_id: userId, credits })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .execute()
  return rows.length === 1
}

/**
 * Reserves one search for the caller under requestId. Users spend an active, unexpired
 * subscription first (the one ending soonest), then their own credits. Anonymous visitors get
 * policy.freeSearchesAnon on first use and are also capped per IP per UTC day. The same
 * requestId reserves at most once: a repeat answers ok with the current balance.
 * One round trip: the logic lives in reserve_user_credit / reserve_visitor_credit
 * (migrations/0006_credit_functions.sql), atomic whatever the concurrency.
 */
export async function reserveCredit(
  db: Db,
  caller: Caller,
  requestId: string,
  policy: CreditPolicy = DEFAULT_CREDIT_POLICY,
): Promise<ReserveResult> {
  const { rows } =
    caller.kind === 'user'
      ? await sql<ReserveRow>`select * from reserve_user_credit(${requestId}, ${caller.user.id})`.execute(db)
      : await sql<ReserveRow>`select * from reserve_visitor_credit(${requestId}, ${visitorKey(caller)}, ${caller.ip},
          ${policy.freeSearchesAnon}::integer, ${policy.anonDailyLimitPerIp}::integer)`.execute(db)
  const row = rows[0]
  if (!row) throw new Error('reserve credit: the database answered no row')
  const remaining = Number(row.remaining)
  if (row.outcome === 'reserved' || row.outcome === 'repeat') {
    return { ok: true, remaining, source: row.source ?? (caller.kind === 'user' ? 'credits' : 'visitor') }
  }
  return refusalFor(row.outcome, caller, policy)
}

export type RefusalOutcome = 'no_credits' | 'ip_limit' | 'subscription_expired'

/** The answer to a refused reservation, with the message the caller sees. */
export function refusalFor(
  outcome: RefusalOutcome,
  caller: Caller,
  policy: CreditPolicy,
): Extract<ReserveResult, { ok: false }> {
  switch (outcome) {
    case 'subscription_expired':
      return { ok: false, code: 'SUBSCRIPTION_EXPIRED', message: CREDIT_MESSAGES.subscriptionExpired }
    case 'ip_limit':
      return { ok: false, code: 'NO_CREDITS', message: CREDIT_MESSAGES.anonymousIpLimit(policy.freeSearchesSignup) }
    case 'no_credits':
      return {
        ok: false,
        code: 'NO_CREDITS',
        message:
          caller.kind === 'user'
            ? CREDIT_MESSAGES.userNoCredits
            : CREDIT_MESSAGES.anonymousNoCredits(policy.freeSearchesSignup),
      }
  }
}

interface ReserveRow {
  outcome: 'reserved' | 'repeat' | 'no_credits' | 'ip_limit' | 'subscription_expired'
  remaining: number
  source: 'credits' | 'subscription' | 'visitor' | null
}

/**
 * Gives a reserved credit back (the analysis failed). Only a reservation still in 'reserved'
 * is refunded, so a second refund, or a refund after consume, changes nothing.
 */
export async function refundCredit(db: Db, requestId: string): Promise<{ refunded: boolean }> {
  return db.transaction().execute(async (trx) => {
    const reservation = await trx
      .updateTable('credit_reservations')
      .set({ status: 'refunded', settled_at: sql`now()` })
      .where('request_id', '=', requestId)
      .where('status', '=', 'reserved')
      .returningAll()
      .executeTakeFirst()
    if (!reservation) return { refunded: false }
    if (reservation.source === 'subscription' && reservation.subscription_id) {
      await trx
        .updateTable('subscriptions')
        .set({ credits_remaining: sql`credits_remaining + 1` })
        .where('id', '=', reservation.subscription_id)
        .execute()
    } else if (reservation.source === 'credits') {
      await trx
        .insertInto('user_search_credits')
        .values({ user_id: reservation.subject_id, credits: 1 })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ credits: sql`user_search_credits.credits + 1`, updated_at: sql`now()` }),
        )
        .execute()
    } else {
      await trx
        .updateTable('search_limits')
        .set({ credits: sql`credits + 1` })
        .where('visitor_id', '=', reservation.subject_id)
        .execute()
      if (reservation.ip) {
        await sql`update anonymous_ip_usage set searches = searches - 1
          where ip = ${reservation.ip} and day = (${reservation.created_at}::timestamptz at time zone 'utc')::date
            and searches > 0`.execute(trx)
      }
    }
    return { refunded: true }
  })
}

/** Marks a reserved credit as spent (the analysis succeeded). Returns false if it was not reserved. */
export async function consumeCredit(db: Db, requestId: string): Promise<boolean> {
  const row = await db
    .updateTable('credit_reservations')
    .set({ status: 'consumed', settled_at: sql`now()` })
    .where('request_id', '=', requestId)
    .where('status', '=', 'reserved')
    .returning('request_id')
    .executeTakeFirst()
  return Boolean(row)
}

async function userRemaining(db: Db | Tx, userId: string): Promise<number> {
  const row = await sql<{ remaining: number }>`
    select coalesce((select credits from user_search_credits where user_id = ${userId}), 0)
      + coalesce((select sum(credits_remaining) from subscriptions
          where user_id = ${userId} and status = 'active' and starts_at <= now() and ends_at > now()), 0)
      as remaining`.execute(db)
  return Number(row.rows[0]?.remaining ?? 0)
}

async function visitorRemaining(
  db: Db | Tx,
  caller: Extract<Caller, { kind: 'visitor' }>,
  policy: CreditPolicy,
): Promise<number> {
  const row = await sql<{ credits: number | null; used_today: number | null }>`
    select (select credits from search_limits where visitor_id = ${visitorKey(caller)}) as credits,
      (select searches from anonymous_ip_usage where ip = ${caller.ip}
        and day = (now() at time zone 'utc')::date) as used_today`.execute(db)
  const credits = row.rows[0]?.credits ?? policy.freeSearchesAnon
  const ipLeft = Math.max(0, policy.anonDailyLimitPerIp - Number(row.rows[0]?.used_today ?? 0))
  return Math.max(0, Math.min(Number(credits), ipLeft))
}

/** The searches the caller has left right now (subscription and own credits, or the visitor allowance). */
export function remainingFor(db: Db | Tx, caller: Caller, policy: CreditPolicy): Promise<number> {
  return caller.kind === 'user' ? userRemaining(db, caller.user.id) : visitorRemaining(db, caller, policy)
}

/** The counter of GET /api/credits: what the caller has left, whether they are limited, and the total. */
export async function getCreditBalance(
  db: Db,
  caller: Caller,
  policy: CreditPolicy = DEFAULT_CREDIT_POLICY,
): Promise<CreditsResponse> {
  const subjectKind = caller.kind === 'user' ? 'user' : 'visitor'
  const subjectId = caller.kind === 'user' ? caller.user.id : visitorKey(caller)
  const [remaining, used] = await Promise.all([
    remainingFor(db, caller, policy),
    db
      .selectFrom('credit_reservations')
      .select((eb) => eb.fn.countAll<number>().as('used'))
      .where('subject_kind', '=', subjectKind)
      .where('subject_id', '=', subjectId)
      .where('status', '!=', 'refunded')
      .executeTakeFirstOrThrow(),
  ])
  const base: CreditsResponse = {
    remaining,
    limited: remaining <= 0,
    total: Number(used.used) + remaining,
    kind: caller.kind === 'user' ? 'user' : 'anonymous',
  }
  if (caller.kind !== 'user') return base
  const subscription = await sql<{ credits_remaining: number; ends_at: Date }>`
    select sum(credits_remaining) over () as credits_remaining, ends_at from subscriptions
    where user_id = ${caller.user.id} and status = 'active' and starts_at <= now() and ends_at > now()
    order by ends_at asc limit 1`.execute(db)
  const active = subscription.rows[0]
  return {
    ...base,
    subscription: active
      ? { creditsRemaining: Number(active.credits_remaining), endsAt: new Date(active.ends_at).toISOString() }
      : null,
  }
}
