/**
 * The money side of a scored prediction (decision 324), for a stake of 1 at the price sealed with
 * it: the profit (price − 1 on a win, −1 on a loss; decimal odds × 1000, so integers) and the
 * closing-line value, sealed price / closing price − 1: positive when the prediction was sealed at
 * a better price than the market closed at, the usual sign of a forecast that beat the market.
 */
import type { PredictionScoresTable } from '../../../db/schema.ts'
import type { ClosingPrice } from '../../../shared/seal/sealed-prices.ts'

export type PriceColumns = Pick<
  PredictionScoresTable,
  'price_milli' | 'profit_milli' | 'closing_price_milli' | 'closing_bookmaker' | 'clv'
>

export const NO_PRICE: PriceColumns = {
  price_milli: null,
  profit_milli: null,
  closing_price_milli: null,
  closing_bookmaker: null,
  clv: null,
}

export function priceColumns(priceMilli: number | null, won: boolean, closing: ClosingPrice | null): PriceColumns {
  if (priceMilli === null) return NO_PRICE
  return {
    price_milli: priceMilli,
    profit_milli: won ? priceMilli - 1000 : -1000,
    closing_price_milli: closing?.priceMilli ?? null,
    closing_bookmaker: closing?.bookmaker ?? null,
    clv: closing ? priceMilli / closing.priceMilli - 1 : null,
  }
}
