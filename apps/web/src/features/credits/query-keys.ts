/** The query key of the remaining-searches counter; invalidate it to refetch every counter. */
export const creditsQueryKey = ['credits'] as const
