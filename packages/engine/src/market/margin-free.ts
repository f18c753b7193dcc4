/**
 * A bookmaker's prices with the margin taken out, by Shin's method (Shin 1993; as computed in
 * Štrumbelj 2014, "On determining probability forecasts from betting odds"). Bookmakers shade
 * long shots more than favourites to guard against insiders; Shin's model of that insider share
 * z removes more margin from long shots, which the plain multiplicative method (dividing each
 * implied probability by their sum) does not, and scores better against results on football.
 */

export type MarginMethod = 'Shin' | 'multiplicative'

export interface MarginFree {
  probabilities: number[]
  method: MarginMethod
  /** The book's overround: the implied probabilities' sum minus one (0.05 = a 5 % margin). */
  margin: number
}

/** Implied probabilities of decimal odds, normalised so they sum to one. */
export function multiplicative(odds: readonly number[]): MarginFree {
  const implied = odds.map((o) => 1 / o)
  const sum = implied.reduce((a, b) => a + b, 0)
  return { probabilities: implied.map((p) => p / sum), method: 'multiplicative', margin: sum - 1 }
}

function shinProbabilities(implied: readonly number[], sum: number, z: number): number[] {
  return implied.map((pi) => (Math.sqrt(z * z + (4 * (1 - z) * pi * pi) / sum) - z) / (2 * (1 - z)))
}

/**
 * Shin's probabilities: z is found by bisection so that they sum to one (the sum falls as z
 * grows). A book with no margin (or a negative one, an arbitrage) has nothing to remove: the
 * multiplicative answer is returned under its own name.
 */
export function shin(odds: readonly number[]): MarginFree {
  const implied = odds.map((o) => 1 / o)
  const sum = implied.reduce((a, b) => a + b, 0)
  if (sum <= 1) return multiplicative(odds)
  let low = 0
  let high = 0.5
  for (let i = 0; i < 60; i++) {
    const z = (low + high) / 2
    const total = shinProbabilities(implied, sum, z).reduce((a, b) => a + b, 0)
    if (total > 1) low = z
    else high = z
  }
  const probabilities = shinProbabilities(implied, sum, (low + high) / 2)
  const total = probabilities.reduce((a, b) => a + b, 0)
  return { probabilities: probabilities.map((p) => p / total), method: 'Shin', margin: sum - 1 }
}
