/**
 * Time-outs and self-exclusions (issue 35, decision 312). A break is a row of self_exclusions
 * that is never changed; the account is on a break until the latest end of its rows. Searches and
 * purchases check it here, on the server, whatever the web shows; the database refuses every
 * change that would lift or shorten one (migrations/functions/pw_self_exclusion_never_shortened.sql).
 * Shared because search, billing, auth (/api/me) and the safer gambling routes all read it.
 */
import { type AccountBreak, type BreakDuration, breakKindOf, TAKING_A_BREAK_TEXTS } from '@pitchwise/contract'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database, SelfExclusionsTable } from '../db/schema.ts'
import { AppError } from '../errors.ts'
import { type AuditActor, recordAudit } from './audit-log.ts'

type Db = Kysely<Database> | Transaction<Database>

/** How long each choice lasts, as a PostgreSQL interval (months and years are calendar ones). */
const INTERVALS: Record<BreakDuration, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
}

type BreakRow = Pick<SelfExclusionsTable, 'kind' | 'duration'> & { starts_at: Date; ends_at: Date }

export function presentBreak(row: BreakRow): AccountBreak {
  return {
    kind: row.kind,
    duration: row.duration,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
  }
}

/** The break running now (the one that ends last), or null. */
export async function activeBreak(db: Db, userId: string): Promise<AccountBreak | null> {
  const row = await db
    .selectFrom('self_exclusions')
    .select(['kind', 'duration', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('ends_at', '>', sql<Date>`now()`)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? presentBreak(row) : null
}

/** Every break the account has taken, the latest first (the administrators' history). */
export async function breakHistory(db: Db, userId: string): Promise<AccountBreak[]> {
  const rows = await db
    .selectFrom('self_exclusions')
    .select(['kind', 'duration', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .orderBy('starts_at', 'desc')
    .execute()
  return rows.map(presentBreak)
}

/** Throws TAKING_A_BREAK (403) while the account is on a break: no search, no purchase. */
export async function refuseDuringBreak(db: Db, userId: string, what: 'search' | 'purchase'): Promise<void> {
  if (await activeBreak(db, userId)) {
    throw new AppError(
      'TAKING_A_BREAK',
      what === 'search' ? TAKING_A_BREAK_TEXTS.searchRefused : TAKING_A_BREAK_TEXTS.purchaseRefused,
    )
  }
}

/**
 * Starts a break for the account, or lengthens the one running: a break that would end before the
 * running one is refused (409), so a request can never shorten one. The account's row is locked so
 * two requests at once are decided one after the other; the audit entry commits with the break.
 */
export async function startBreak(
  db: Kysely<Database>,
  actor: AuditActor,
  duration: BreakDuration,
): Promise<AccountBreak> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('user').select('id').where('id', '=', actor.id).forUpdate().executeTakeFirstOrThrow()
    const before = await activeBreak(trx, actor.id)
    const interval = INTERVALS[duration]
    const row = await trx
      .insertInto('self_exclusions')
      .values({
        user_id: actor.id,
        kind: breakKindOf(duration),
        duration,
        ends_at: sql<Date>`now() + ${interval}::interval`,
      })
      .returning(['kind', 'duration', 'starts_at', 'ends_at'])
      .executeTakeFirstOrThrow()
    const started = presentBreak(row)
    if (before && started.endsAt <= before.endsAt) throw new AppError('CONFLICT', TAKING_A_BREAK_TEXTS.onlyLonger)
    await recordAudit(trx, actor, {
      action: before ? 'self_exclusion.extend' : 'self_exclusion.start',
      entity: 'user',
      entityId: actor.id,
      before,
      after: started,
    })
    return started
  })
}
