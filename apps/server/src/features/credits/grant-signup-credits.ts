import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { grantFreeCredits } from '../../shared/credit-ledger.ts'

/**
 * Gives a new account its sign-up credits; a second call for the same user changes nothing.
 * The grant goes through the credit ledger (its unique sign-up row is the guard).
 */
export async function grantSignupCredits(db: Kysely<Database>, userId: string, credits: number): Promise<boolean> {
  if (credits > 0) return grantFreeCredits(db, { userId, credits, reason: 'signup' })
  const rows = await db
    .insertInto('user_search_credits')
    .values({ user_id: userId, credits })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .execute()
  return rows.length === 1
}
