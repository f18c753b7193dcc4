/**
 * Prices arrive in integer minor units with the currency's exponent (USD 2, JPY 0, KWD 3). The
 * back-office spec §9 fixes the display: the billing page and the purchase modal show
 * price/100 rounded down, the crypto form shows two decimals. "/100" is the spec's assumption
 * of two decimals; dividing by 10^exponent says the same for cents and stays right for yen or
 * dinars (decision 211). Only the display divides; the browser never sends an amount.
 */

/** Billing page and modal: whole major units, rounded down (4999 USD → "49"; 500 JPY → "500"). */
export function formatWholePrice(minorUnits: number, exponent = 2): string {
  return String(Math.floor(minorUnits / 10 ** exponent))
}

/** Crypto form (USDT priced in US cents): major units with two decimals (4999 → "49.99"). */
export function formatPriceWithCents(minorUnits: number, exponent = 2): string {
  return (minorUnits / 10 ** exponent).toFixed(2)
}
