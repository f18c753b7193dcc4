import { z } from 'zod'
import { REFERRAL_CODE_PATTERN } from './auth.ts'

/** POST /api/referrals/track body: one visit to a referral link `/r/{code}`. */
export const TrackReferralBody = z
  .object({
    /** The referral code from the link. */
    code: z
      .string()
      .regex(REFERRAL_CODE_PATTERN, 'Invalid referral code: use 2-64 letters, digits, underscores or hyphens'),
    /** Referral session id kept in session storage. */
    sessionId: z.string().min(1).max(128),
    /** The visited path; must be exactly `/r/{code}`. */
    path: z.string().max(200),
    /** The visited query string (without or with the leading `?`), if any. */
    queryParams: z.string().max(2000).nullish(),
    /** The browser's user agent. */
    userAgent: z.string().max(1000).nullish(),
    /** document.referrer, if any. */
    referrer: z.string().max(2000).nullish(),
  })
  .meta({ id: 'TrackReferralBody' })
export type TrackReferralBody = z.infer<typeof TrackReferralBody>

/** POST /api/referrals/track answer (201). */
export const TrackReferralResponse = z
  .object({
    /** Always true: the visit was recorded. */
    tracked: z.literal(true),
  })
  .meta({ id: 'TrackReferralResponse' })
export type TrackReferralResponse = z.infer<typeof TrackReferralResponse>
