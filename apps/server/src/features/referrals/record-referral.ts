import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/** Remembers which referral code brought a new account; a second call for the same user changes nothing. */
export async function recordReferral(db: Kysely<Database>, userId: string, referralCode: string): Promise<void> {
  await db
    .insertInto('user_referrals')
    .values({ user_id: userId, referral_code: referralCode })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}
