/** Query keys of billing; invalidate `billingQueryKey` after a purchase to refetch all of it. */
export const billingQueryKey = ['billing'] as const
export const billingQueryKeys = {
  plans: (country?: string) => [...billingQueryKey, 'plans', country ?? null] as const,
  paymentMethods: (country?: string) => [...billingQueryKey, 'payment-methods', country ?? null] as const,
  subscription: () => [...billingQueryKey, 'subscription'] as const,
  order: (id: string) => [...billingQueryKey, 'order', id] as const,
  cryptoWallets: () => [...billingQueryKey, 'crypto-wallets'] as const,
  spendingLimits: () => [...billingQueryKey, 'spending-limits'] as const,
}

/** Plans and payment methods change rarely (back-office spec §9): stale after 1 hour, kept 24 hours. */
export const CATALOGUE_CACHE = { staleTime: 60 * 60 * 1000, gcTime: 24 * 60 * 60 * 1000 } as const

/** The active subscription (spec §9): fresh for 60 seconds and refetched when the window regains focus. */
export const SUBSCRIPTION_CACHE = { staleTime: 60 * 1000, refetchOnWindowFocus: true } as const
