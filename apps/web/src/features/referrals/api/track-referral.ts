import type { TrackReferralBody, TrackReferralResponse } from '@pitchwise/contract'
import { api } from '../../../lib/api-client'

/** POST /api/referrals/track: records one visit to /r/{code}. */
export function trackReferral(body: TrackReferralBody) {
  return api.post<TrackReferralResponse>('/api/referrals/track', body)
}
