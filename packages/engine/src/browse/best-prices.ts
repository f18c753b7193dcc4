/**
 * The market's prices on a match page, where the data holds them (issue 34): the best stored price
 * of each 1X2 outcome and of over/under 2.5 goals, with the bookmaker and the kind of price, set
 * beside the model's fair odds. The choice of price is the market core's (market/offers.ts), the
 * same one the answers' value logic uses.
 */
import { bestOffer } from '../market/offers.ts'
import { pricedOutcome } from '../market/priced-outcome.ts'
import type { MatchRecord } from '../types.ts'
import { bookmakerName } from './bookmaker-name.ts'
import type { BestPrice } from './browse-types.ts'

const OUTCOMES: readonly BestPrice['outcome'][] = ['home_win', 'draw', 'away_win', 'over_2.5', 'under_2.5']

/** One entry per outcome a real bookmaker priced, in OUTCOMES order; none when nothing is stored. */
export function bestPrices(match: MatchRecord): BestPrice[] {
  if (!match.prices?.length) return []
  return OUTCOMES.flatMap((outcome) => {
    const wanted = pricedOutcome(outcome)
    const offer = wanted && bestOffer(match, wanted)
    return offer
      ? [
          {
            outcome,
            priceMilli: offer.priceMilli,
            bookmaker: offer.bookmaker,
            bookmakerName: bookmakerName(offer.bookmaker),
            kind: offer.kind,
          },
        ]
      : []
  })
}
