/**
 * A stake suggestion by fractional Kelly: the share of a bankroll that maximises long-run growth
 * when the probability is right, scaled down (a quarter by default) because the probability is
 * an estimate, and capped, because no single bet should risk much of a bankroll whatever the
 * model says. Zero when the price offers no edge.
 */
export interface KellyOptions {
  /** The share of full Kelly to suggest. */
  fraction: number
  /** The most of the bankroll ever suggested, as a share. */
  cap: number
}

export const DEFAULT_KELLY: KellyOptions = { fraction: 0.25, cap: 0.02 }

/** The suggested stake as a share of the bankroll, in [0, cap]. */
export function kellyStake(probability: number, decimalOdds: number, options = DEFAULT_KELLY): number {
  const b = decimalOdds - 1
  if (b <= 0 || probability <= 0) return 0
  const full = (probability * b - (1 - probability)) / b
  return full <= 0 ? 0 : Math.min(options.cap, full * options.fraction)
}

/** The edge of a price: expected return per unit staked (0.05 = 5 % more than it costs, on average). */
export function edge(probability: number, decimalOdds: number): number {
  return probability * decimalOdds - 1
}
