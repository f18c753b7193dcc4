import type { TrackReferralBody } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { badRequest } from '../../errors.ts'

export const REFERRAL_PATH_MESSAGE = 'Referral path must be /r/{code} with exactly one segment'

/**
 * Records one visit to a referral link. Only `/r/{code}` with exactly one segment counts
 * (product spec §5), and the segment must be the code being tracked.
 */
export async function trackReferral(db: Kysely<Database>, visit: TrackReferralBody): Promise<void> {
  const segment = /^\/r\/([^/?#]+)\/?$/.exec(visit.path)?.[1]
  if (!segment || safeDecode(segment) !== visit.code) throw badRequest(REFERRAL_PATH_MESSAGE)
  const queryParams = visit.queryParams?.replace(/^\?/, '') || null
  await db
    .insertInto('referrals')
    .values({
      code: visit.code,
      session_id: visit.sessionId,
      path: visit.path,
      query_params: queryParams,
      user_agent: visit.userAgent || null,
      referrer: visit.referrer || null,
    })
    .execute()
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
