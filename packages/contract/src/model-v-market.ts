import { z } from 'zod'

/** Where a price is from: the source's first price, the last before kick-off, or the price served now. */
const PriceKind = z.enum(['opening', 'closing', 'current'])

/**
 * One outcome of an answer beside the stored bookmaker prices (issue 31). Present only where a
 * price is stored for the outcome: nothing is shown, and nothing invented, otherwise.
 */
export const ModelVersusMarket = z
  .object({
    /** Outcome key: `home_win`, `draw`, `away_win`, `over_2.5`, `under_2.5`. */
    outcome: z.string(),
    /** "Arsenal win", "Over 2.5 goals". */
    label: z.string(),
    /** The model's probability, in [0, 1]. */
    modelProbability: z.number(),
    /** The market's probability with the margin removed; absent when no bookmaker priced every outcome of the market. */
    market: z
      .object({
        probability: z.number(),
        /** How the margin was removed. */
        method: z.enum(['Shin', 'multiplicative']),
        /** Whose book: a bookmaker key (`pinnacle`) or `market_average`, and its printed name. */
        bookmaker: z.string(),
        bookmakerName: z.string(),
        kind: PriceKind,
        /** The book's overround (0.05 = 5 %). */
        margin: z.number(),
      })
      .optional(),
    /** The best price a bettor could take (decimal odds) and where. */
    best: z.object({ price: z.number(), bookmaker: z.string(), bookmakerName: z.string(), kind: PriceKind }),
    /** Expected return per unit staked at the best price by the model's probability (0.04 = +4 %). */
    edge: z.number(),
    /** Optional stake suggestion, share of a bankroll (fractional Kelly, capped); 0 without an edge. */
    stake: z.number(),
    /** The Kelly fraction and cap behind `stake`. */
    kelly: z.object({ fraction: z.number(), cap: z.number() }),
  })
  .meta({ id: 'ModelVersusMarket' })
export type ModelVersusMarket = z.infer<typeof ModelVersusMarket>
