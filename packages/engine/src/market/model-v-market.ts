/**
 * One outcome of an answer set against the stored prices: the market's margin-free probability
 * (whose book, which method), the model's probability, the best price and where it is, the
 * edge at that price and a capped fractional-Kelly stake. Null when no price is stored for the
 * outcome, so an answer says so rather than inventing one.
 */
import type { PriceKind } from '../data/external/external-row.ts'
import type { MatchRecord } from '../types.ts'
import { kellyStake, edge as priceEdge } from './kelly.ts'
import { type MarginMethod, shin } from './margin-free.ts'
import { bestOffer, type Offer, referenceBook } from './offers.ts'
import { pricedOutcome } from './priced-outcome.ts'

export interface MarketView {
  /** The market's probability of the outcome with the margin removed. */
  probability: number
  method: MarginMethod
  /** Whose book it comes from ('pinnacle', 'market_average', …) and of which kind. */
  bookmaker: string
  kind: PriceKind
  /** That book's overround (0.05 = 5 %). */
  margin: number
}

export interface MarketComparison {
  modelProbability: number
  /** Absent when no bookmaker priced every outcome of the market. */
  market?: MarketView
  best: Offer
  /** Expected return per unit staked at the best price, by the model's probability. */
  edge: number
  /** Suggested share of a bankroll (fractional Kelly, capped); 0 without an edge. */
  stake: number
}

export function compareWithMarket(
  match: MatchRecord,
  outcomeKey: string,
  modelProbability: number,
  /** Only this bookmaker's price counts as the best one ("at bet365"). */
  bookmaker?: string,
): MarketComparison | null {
  const wanted = pricedOutcome(outcomeKey)
  if (!wanted) return null
  const best = bestOffer(match, wanted, bookmaker)
  if (!best) return null
  const odds = best.priceMilli / 1000
  const comparison: MarketComparison = {
    modelProbability,
    best,
    edge: priceEdge(modelProbability, odds),
    stake: kellyStake(modelProbability, odds),
  }
  const book = referenceBook(match, wanted)
  if (book) {
    const fair = shin(book.pricesMilli.map((m) => m / 1000))
    const index = book.outcomes.indexOf(wanted.outcome)
    comparison.market = {
      probability: fair.probabilities[index] as number,
      method: fair.method,
      bookmaker: book.bookmaker,
      kind: book.kind,
      margin: fair.margin,
    }
  }
  return comparison
}
