/**
 * Query keys more than one feature reads or invalidates. Invalidate creditsQueryKey to refetch
 * every remaining-searches counter (after a search, a sign-in, a purchase).
 */
export const creditsQueryKey = ['credits'] as const
