/**
 * Regional Pricing arithmetic (back-office spec §5). Prices are entered in major units and the
 * server stores minor units (×100 for two-decimal currencies, ×10^exponent in general, decision
 * 211); the page only converts for display and for the suggestion. Exchange rates are "to USD":
 * one unit of the region's currency is worth `exchangeRate` US dollars.
 */

/** Minor units → major units as a plain number (44900 GBP pence → 449). */
export function toMajor(minorUnits: number, exponent: number): number {
  return minorUnits / 10 ** exponent
}

/** Major units as text with the currency's decimals (449 → "449.00"; JPY 500 → "500"). */
export function formatMajor(minorUnits: number, exponent: number): string {
  return toMajor(minorUnits, exponent).toFixed(exponent)
}

/**
 * The suggested regional price in major units: price_usd / 100 divided by the exchange rate
 * (spec §5), rounded to the currency's decimals. Null when the rate is unusable.
 */
export function suggestedPrice(priceUsdCents: number, exchangeRate: number, exponent: number): number | null {
  if (!Number.isFinite(exchangeRate) || exchangeRate <= 0) return null
  const factor = 10 ** exponent
  return Math.round(((priceUsdCents / 100) * factor) / exchangeRate) / factor
}
