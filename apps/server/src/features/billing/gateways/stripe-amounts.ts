/**
 * Stripe's amounts are in "the smallest currency unit" as STRIPE counts it, which is the ISO
 * minor unit (our money.ts) except for a few currencies: ISK is zero-decimal in ISO but sent
 * to Stripe with two decimals. Zero-decimal (JPY, KRW…) and three-decimal (BHD, KWD…)
 * currencies match ISO. Converting through these two functions keeps an order's amount and
 * Stripe's in step both ways (checkout creation and the re-read check).
 * See https://docs.stripe.com/currencies#zero-decimal and #special-cases.
 */
import { assertMinorUnits, currencyExponent } from '../money.ts'

/** Currencies whose Stripe exponent differs from ISO 4217's. */
const STRIPE_EXPONENT_OVERRIDES: Record<string, number> = { ISK: 2 }

const stripeExponent = (currency: string) =>
  STRIPE_EXPONENT_OVERRIDES[currency.toUpperCase()] ?? currencyExponent(currency)

/** Our minor units → Stripe's unit_amount. */
export function toStripeAmount(amount: number, currency: string): number {
  assertMinorUnits(amount)
  const shift = stripeExponent(currency) - currencyExponent(currency)
  return shift >= 0 ? amount * 10 ** shift : Math.round(amount / 10 ** -shift)
}

/** Stripe's amount → our minor units; NaN when it is not a whole number of our units (never equal to an order). */
export function fromStripeAmount(amount: number, currency: string): number {
  const shift = stripeExponent(currency) - currencyExponent(currency)
  const value = shift >= 0 ? amount / 10 ** shift : amount * 10 ** -shift
  return Number.isSafeInteger(value) ? value : Number.NaN
}
