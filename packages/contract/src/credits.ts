import { z } from 'zod'

/** Who the counter belongs to: an anonymous visitor (X-Visitor-ID) or a signed-in user. */
export const CallerKind = z.enum(['anonymous', 'user'])
export type CallerKind = z.infer<typeof CallerKind>

/** GET /api/credits: the searches the caller has left (product spec §4 "Credit state"). */
export const CreditsResponse = z
  .object({
    /** Searches left now: own credits plus active subscription credits (users), or the free allowance (visitors). */
    remaining: z.number().int().min(0),
    /** True when no search can run (remaining is 0). */
    limited: z.boolean(),
    /** Searches used so far plus remaining. */
    total: z.number().int().min(0),
    kind: CallerKind,
    /** The active subscription that is spent first, when the user has one. */
    subscription: z
      .object({
        /** Credits left on active subscriptions. */
        creditsRemaining: z.number().int().min(0),
        /** When the soonest-ending active subscription ends (ISO time). */
        endsAt: z.string(),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'CreditsResponse' })
export type CreditsResponse = z.infer<typeof CreditsResponse>

/** Messages the server answers with when a search cannot be paid for (code NO_CREDITS / SUBSCRIPTION_EXPIRED). */
export const CREDIT_MESSAGES = {
  anonymousNoCredits: (signupCredits: number) =>
    `You have used all your free searches. Sign up to get ${signupCredits} more free searches!`,
  anonymousIpLimit: (signupCredits: number) =>
    `Free searches from your network are used up for today. Sign up to get ${signupCredits} more free searches!`,
  userNoCredits: 'You have used all your search credits. Visit Billing to get more.',
  subscriptionExpired: 'Your subscription has expired. Visit Billing to renew it.',
  /** The alert the web app shows a signed-in user at the limit (product spec §5). */
  userLimitAlert: 'You have used all your search credits. Upgrade feature coming soon!',
} as const
