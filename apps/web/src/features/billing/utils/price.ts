/**
 * Prices arrive in integer minor units with the currency's exponent (USD 2, JPY 0, KWD 3), and
 * are divided by 10^exponent for display, so yen and dinars are right too (decision 211). The
 * billing page and the modals show the amount that will be charged, not the spec's price/100
 * rounded down, which advertised "$4" for a $4.99 plan (decision 214); the crypto form shows
 * two decimals. Only the display divides; the browser never sends an amount.
 */

/**
 * Billing page and modals: the exact amount, without a zero fraction for a whole one
 * (499 USD → "4.99", 500 USD → "5", 1500 JPY → "1500").
 */
export function formatPlanPrice(minorUnits: number, exponent = 2): string {
  const scale = 10 ** exponent
  return minorUnits % scale === 0 ? String(minorUnits / scale) : (minorUnits / scale).toFixed(exponent)
}

/** Crypto form (USDT priced in US cents): major units with two decimals (4999 → "49.99"). */
export function formatPriceWithCents(minorUnits: number, exponent = 2): string {
  return (minorUnits / 10 ** exponent).toFixed(2)
}
