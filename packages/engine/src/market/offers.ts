/**
 * The prices stored for a match (MatchRecord.prices) read as a bettor reads them: the best price
 * on offer for an outcome and where it is, and one bookmaker's whole book to take the margin out
 * of. Aggregates (the market's maximum and average) are never "where to bet"; the average can
 * still stand for the market's view when no sharp bookmaker priced the match.
 */
import {
  AGGREGATE_BOOKMAKERS,
  type MatchPrice,
  type PriceKind,
  type PriceOutcome,
} from '../data/external/external-row.ts'
import type { MatchRecord } from '../types.ts'
import { bookOutcomes, type PricedOutcome } from './priced-outcome.ts'

export interface Offer {
  /** Decimal odds × 1000. */
  priceMilli: number
  bookmaker: string
  kind: PriceKind
}

/**
 * The kinds a bettor could take before kick-off, freshest first. A closing price is set at
 * kick-off: it prices a match only once it has started (and a demo day hides it, data/as-of.ts).
 */
const BEFORE_KICKOFF: readonly PriceKind[] = ['current', 'opening']
const ANY_KIND: readonly PriceKind[] = ['current', 'opening', 'closing']

export function kindsFor(match: MatchRecord): readonly PriceKind[] {
  return match.status === 'scheduled' ? BEFORE_KICKOFF : ANY_KIND
}

export function milliOf(price: MatchPrice, outcome: PriceOutcome): number | undefined {
  switch (outcome) {
    case 'home':
      return price.homeMilli
    case 'draw':
      return price.drawMilli
    case 'away':
      return price.awayMilli
    case 'over':
      return price.overMilli
    case 'under':
      return price.underMilli
  }
}

function sameBook(price: MatchPrice, wanted: PricedOutcome): boolean {
  return price.market === wanted.market && price.lineX100 === wanted.lineX100
}

/**
 * The highest price any real bookmaker offers for the outcome, of the freshest kind the match
 * has (current prices, else opening ones); null when none is stored. Ties go to the first
 * bookmaker in name order, so the same data always names the same place. `only` restricts it
 * to one bookmaker ("any value at bet365").
 */
export function bestOffer(match: MatchRecord, wanted: PricedOutcome, only?: string): Offer | null {
  for (const kind of kindsFor(match)) {
    let best: Offer | null = null
    for (const price of match.prices ?? []) {
      if (price.kind !== kind || !sameBook(price, wanted) || AGGREGATE_BOOKMAKERS.has(price.bookmaker)) continue
      if (only && price.bookmaker !== only) continue
      const milli = milliOf(price, wanted.outcome)
      if (milli === undefined || milli <= 1000) continue
      if (!best || milli > best.priceMilli || (milli === best.priceMilli && price.bookmaker < best.bookmaker))
        best = { priceMilli: milli, bookmaker: price.bookmaker, kind }
    }
    if (best) return best
  }
  return null
}

export interface Book {
  bookmaker: string
  kind: PriceKind
  /** Decimal odds × 1000 per outcome of the market, in bookOutcomes order. */
  pricesMilli: number[]
  outcomes: PriceOutcome[]
}

/**
 * Whose complete book stands for the market: Pinnacle's (the sharpest; its margin is the
 * smallest), else the market average, else the first full book in name order; freshest kind
 * first, as for offers. Null when no source priced every outcome of the market.
 */
export function referenceBook(match: MatchRecord, wanted: PricedOutcome, kinds = kindsFor(match)): Book | null {
  const outcomes = bookOutcomes(wanted.market)
  for (const kind of kinds) {
    const full = (match.prices ?? [])
      .filter((p) => p.kind === kind && sameBook(p, wanted) && p.bookmaker !== 'market_max')
      .flatMap((p) => {
        const pricesMilli = outcomes.map((o) => milliOf(p, o))
        return pricesMilli.every((m): m is number => m !== undefined && m > 1000)
          ? [{ bookmaker: p.bookmaker, kind, pricesMilli, outcomes }]
          : []
      })
    const preferred =
      full.find((b) => b.bookmaker === 'pinnacle') ??
      full.find((b) => b.bookmaker === 'market_average') ??
      [...full].sort((a, b) => a.bookmaker.localeCompare(b.bookmaker))[0]
    if (preferred) return preferred
  }
  return null
}
