/**
 * Providers that speak decimal strings (PayPal's `"4.99"`, `"500"` for yen) meet the product's
 * integer minor units here, and only here. Conversion is string arithmetic on the currency's
 * exponent (money.ts): no float ever holds an amount, so 0.1 + 0.2 never costs anyone a cent.
 */
import { assertMinorUnits, currencyExponent } from '../money.ts'

/** Minor units as the provider's decimal string: (499, 'USD') → '4.99', (500, 'JPY') → '500', (150000, 'NGN') → '1500.00'. */
export function minorToDecimal(amount: number, currency: string): string {
  assertMinorUnits(amount)
  const exponent = currencyExponent(currency)
  if (exponent === 0) return String(amount)
  const digits = String(amount).padStart(exponent + 1, '0')
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`
}

/**
 * A provider's decimal string as minor units, or null when it is not an exact amount of the
 * currency (more decimals than the currency has, a sign, an exponent, garbage). Trailing zeros
 * beyond the exponent are accepted ('500.00' JPY → 500); anything that would need rounding is not.
 */
export function decimalToMinor(value: string, currency: string): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim())
  if (!match) return null
  const exponent = currencyExponent(currency)
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > exponent) return null
  const units = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0')
  if (units > BigInt(Number.MAX_SAFE_INTEGER)) return null
  return Number(units)
}
