/**
 * Money in integer minor units, and the one place that knows how many minor units a currency
 * has. Prices, orders and evidence are compared as integers in the order's currency; floats
 * never touch an amount (the classic bugs: JPY priced ×100, kobo read as naira).
 */

/**
 * ISO 4217 exponents that differ from 2, plus the ones the product sells in. Any other
 * three-letter code has 2 (the ISO default for almost every currency).
 */
const EXPONENTS: Record<string, number> = {
  // No minor unit.
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // Three decimals.
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // Two decimals, listed because the product sells in them (NGN: 100 kobo; GHS: 100 pesewas).
  USD: 2,
  EUR: 2,
  GBP: 2,
  NGN: 2,
  GHS: 2,
  KES: 2,
  ZAR: 2,
  // USDT as the product accounts for it: cents of a dollar (the plan's US price).
  USDT: 2,
}

/** Digits after the decimal point of `currency` (case-insensitive). */
export function currencyExponent(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2
}

/**
 * USDT token decimals per network: what one USDT is in the chain's smallest unit
 * (TRC20 and ERC20 contracts use 6, the BEP20 contract on BSC uses 18).
 */
export const USDT_DECIMALS = { TRC20: 6, ERC20: 6, BEP20: 18 } as const
export type UsdtNetwork = keyof typeof USDT_DECIMALS

/** A USD-cent amount as the exact on-chain USDT amount of `network`, as a bigint of base units. */
export function usdtCentsToOnChain(cents: number, network: UsdtNetwork): bigint {
  assertMinorUnits(cents)
  return BigInt(cents) * 10n ** BigInt(USDT_DECIMALS[network] - 2)
}

/** Decimal string of base units in a token with `decimals` (e.g. 4990000n, 6 → '4.99'). */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = decimals > 0 ? digits.slice(-decimals).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Throws unless `amount` is a safe non-negative integer: an amount in minor units. */
export function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an amount in minor units: ${amount}`)
}

/** Human form of an amount, e.g. (499, 'USD') → '4.99 USD', (500, 'JPY') → '500 JPY'. */
export function formatMinor(amount: number, currency: string): string {
  const exponent = currencyExponent(currency)
  return `${formatUnits(BigInt(amount), exponent)} ${currency.toUpperCase()}`
}

/** Whether the evidence of a payment is exactly the order's amount in the order's currency. */
export function sameMoney(a: { amount: number; currency: string }, b: { amount: number; currency: string }): boolean {
  return a.amount === b.amount && a.currency.toUpperCase() === b.currency.toUpperCase()
}
