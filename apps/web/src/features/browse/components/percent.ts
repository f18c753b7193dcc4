/** A model probability as a whole percent, never 0% or 100% (a model price is never certain). */
export function percent(probability: number): string {
  const value = Math.round(probability * 100)
  return `${Math.min(99, Math.max(1, value))}%`
}

/** Percent of a scoreline cell, where small values matter: "<1%" instead of rounding to nothing. */
export function cellPercent(probability: number): string {
  if (probability < 0.005) return '<1%'
  return `${Math.round(probability * 100)}%`
}
