/**
 * Age and terms confirmation (issue 35, decision 310). Sign-up stores when it was given (the
 * better-auth create hook in features/auth refuses an account without it); accounts made before
 * the rule confirm at their next sign-in. A purchase by an account that has not confirmed is
 * refused here, on the server, whatever the web shows. Shared because billing checks it too.
 */
import { AGE_CONFIRMATION_TEXTS } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { AppError } from '../errors.ts'

/** When the account confirmed, or null. */
export async function ageConfirmedAt(db: Kysely<Database>, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('user').select('ageConfirmedAt').where('id', '=', userId).executeTakeFirst()
  return row?.ageConfirmedAt ?? null
}

/** Records the confirmation; a later call keeps the first time (the record says when it was first given). */
export async function confirmAge(db: Kysely<Database>, userId: string): Promise<Date> {
  const row = await db
    .updateTable('user')
    .set({ ageConfirmedAt: sql<Date>`coalesce("ageConfirmedAt", now())` })
    .where('id', '=', userId)
    .returning('ageConfirmedAt')
    .executeTakeFirstOrThrow()
  if (!row.ageConfirmedAt) throw new Error('age confirmation was not stored')
  return row.ageConfirmedAt
}

/** Throws AGE_CONFIRMATION_REQUIRED (403) for an account that has not confirmed. */
export async function requireAgeConfirmed(db: Kysely<Database>, userId: string): Promise<void> {
  if (!(await ageConfirmedAt(db, userId))) {
    throw new AppError('AGE_CONFIRMATION_REQUIRED', AGE_CONFIRMATION_TEXTS.purchaseRefused)
  }
}
