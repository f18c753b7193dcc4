/**
 * "Treble for Saturday": the ranked picks are the legs of one bet. The section gives what a
 * plain list cannot: the combined probability and fair odds under independence (legs from
 * different matches; one pick per match), and a plain word when the legs are too short to be
 * worth combining, when the whole is a long shot, or when fewer legs qualify than were asked.
 */
import type { Pick } from '../analysis-types.ts'
import { withArticle } from './article.ts'
import { fairOdds, pct } from './format.ts'

/** Every leg at fair odds below this is "short": combining them adds risk for little return. */
const SHORT_LEG_ODDS = 1.3
/** A combined probability below this is called a long shot, with its "1 in N". */
const LONG_SHOT = 0.15

export interface AccumulatorPrice {
  legs: number
  probability: number
  fairOdds: number
}

export function priceAccumulator(legs: readonly Pick[]): AccumulatorPrice {
  const probability = legs.reduce((p, leg) => p * leg.probability, 1)
  return { legs: legs.length, probability, fairOdds: Math.round(fairOdds(probability) * 100) / 100 }
}

export function accumulatorSection(legs: readonly Pick[], asked: number | null): string[] {
  if (legs.length < 2)
    return [
      '## Accumulator',
      legs.length === 1
        ? 'Only one leg qualifies, and one leg is a single, not an accumulator: it is the pick above.'
        : 'No leg qualifies, so there is no accumulator to price.',
    ]
  const price = priceAccumulator(legs)
  const lines = [
    `## Accumulator: ${legs.length} legs`,
    `Combined probability: **${pct(price.probability)}** if the legs are independent (each is a different match) · fair odds **${price.fairOdds.toFixed(2)}**.`,
  ]
  if (asked !== null && legs.length < asked)
    lines.push(
      `Only ${legs.length} legs qualify, so this is ${withArticle(`${legs.length}-fold`)}, not the ${asked}-fold you asked for.`,
    )
  const odds = legs.map((l) => l.fairOdds)
  if (odds.every((o) => o < SHORT_LEG_ODDS))
    lines.push(
      `Legs this short (fair odds ${Math.min(...odds).toFixed(2)} to ${Math.max(...odds).toFixed(2)}) add little: together they pay ${price.fairOdds.toFixed(2)}, and one upset loses the lot.`,
    )
  if (price.probability < LONG_SHOT)
    lines.push(`That is a long shot: about 1 in ${Math.round(1 / price.probability)} at the model's numbers.`)
  return lines
}
