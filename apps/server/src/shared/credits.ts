/**
 * Reading search credits, shared by every feature that shows or spends them: the configured
 * allowances (CreditPolicy, app.creditPolicy), the key an anonymous visitor's allowance is kept
 * under, what a caller has left, the GET /api/credits counter and the message of a refused
 * charge. Spending happens in ONE place, charge_and_record (features/search/charge-and-record.ts,
 * decision 007); sign-up credits are granted by the credits feature on 'user.created'.
 */
import { createHash } from 'node:crypto'
import { CREDIT_MESSAGES, type CreditsResponse } from '@pitchwise/contract'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import type { Caller } from './caller.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** FREE_SEARCHES_ANON, FREE_SEARCHES_SIGNUP and ANON_DAILY_LIMIT_PER_IP (decorated by the credits feature). */
    creditPolicy: CreditPolicy
  }
}

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

/** A refused charge: the code and the message the caller sees. */
export interface CreditRefusal {
  ok: false
  code: 'NO_CREDITS' | 'SUBSCRIPTION_EXPIRED'
  message: string
}

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

export type RefusalOutcome = 'no_credits' | 'ip_limit' | 'subscription_expired'

/** The answer to a refused charge, with the message the caller sees. */
export function refusalFor(outcome: RefusalOutcome, caller: Caller, policy: CreditPolicy): CreditRefusal {
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

async function userRemaining(db: Db | Tx, userId: string): Promise<number> {
  const row = await sql<{ remaining: number }>`
    select coalesce((select credits from user_search_credits where user_id = ${userId}), 0)
      + coalesce((select sum(credits_remaining) from subscriptions
          where user_id = ${userId} and status in ('active', 'cancelled') and starts_at <= now() and ends_at > now()), 0)
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
    where user_id = ${caller.user.id} and status in ('active', 'cancelled') and starts_at <= now() and ends_at > now()
    order by ends_at asc limit 1`.execute(db)
  const active = subscription.rows[0]
  return {
    ...base,
    subscription: active
      ? { creditsRemaining: Number(active.credits_remaining), endsAt: new Date(active.ends_at).toISOString() }
      : null,
  }
}
