/**
 * Prices as a sealed prediction records them (decision 323), taken with the engine's own market
 * helpers (market/offers.ts, market/priced-outcome.ts) from the stored prices, so the price
 * sealed is the best price the answer's market comparison names: the highest a real bookmaker
 * offered before kick-off (current, else opening). The closing price a score is measured against
 * is Pinnacle's closing price, else the market average's.
 */
import type { MatchPrice } from '@pitchwise/engine/data/external/external-row'
import { bestOffer, milliOf } from '@pitchwise/engine/market/offers'
import { type PricedOutcome, pricedOutcome } from '@pitchwise/engine/market/priced-outcome'
import type { MatchRecord } from '@pitchwise/engine/types'
import type { SealedPrice } from './canonical.ts'

/** The market key of a 1X2 preview's outcome, as a pick on it would be keyed. */
export const PREVIEW_OUTCOME_KEYS = { home: 'home_win', draw: 'draw', away: 'away_win' } as const

/** Only what bestOffer reads: a fixture still to be played, with its stored prices. */
function scheduledWith(prices: MatchPrice[]): MatchRecord {
  return {
    id: '',
    competition: '',
    season: '',
    kickoff: '',
    date: '',
    homeTeamId: '',
    awayTeamId: '',
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
    prices,
  }
}

/** The best price on offer for a market key (`home_win`, `over_2.5`, …); null when it has none stored. */
export function bestSealedPrice(prices: MatchPrice[] | undefined, marketKey: string): SealedPrice | null {
  const wanted = pricedOutcome(marketKey)
  if (!wanted || !prices || prices.length === 0) return null
  return bestOffer(scheduledWith(prices), wanted)
}

const CLOSING_BOOKS = ['pinnacle', 'market_average'] as const

export interface ClosingPrice {
  priceMilli: number
  bookmaker: string
}

/** Pinnacle's closing price for the market key, else the market average's; null when neither closed. */
export function closingPrice(prices: MatchPrice[] | undefined, marketKey: string): ClosingPrice | null {
  const wanted: PricedOutcome | null = pricedOutcome(marketKey)
  if (!wanted || !prices) return null
  for (const bookmaker of CLOSING_BOOKS) {
    const row = prices.find(
      (p) =>
        p.kind === 'closing' &&
        p.bookmaker === bookmaker &&
        p.market === wanted.market &&
        p.lineX100 === wanted.lineX100,
    )
    const milli = row ? milliOf(row, wanted.outcome) : undefined
    if (milli !== undefined && milli > 1000) return { priceMilli: milli, bookmaker }
  }
  return null
}
