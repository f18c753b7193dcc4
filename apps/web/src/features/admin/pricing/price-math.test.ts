import { describe, expect, it } from 'vitest'
import { formatMajor, suggestedPrice, toMajor } from './price-math.ts'

describe('regional price arithmetic', () => {
  it('suggests price_usd / 100 divided by the exchange rate, in the currency decimals', () => {
    // 1 GBP = 1.25 USD: a $19.99 plan suggests £15.99.
    expect(suggestedPrice(1999, 1.25, 2)).toBe(15.99)
    // 1 NGN = 0.000667 USD: ₦7,481.26 for $4.99.
    expect(suggestedPrice(499, 0.000667, 2)).toBe(7481.26)
    // Yen has no minor unit.
    expect(suggestedPrice(4999, 0.0067, 0)).toBe(7461)
    expect(suggestedPrice(4999, 0, 2)).toBeNull()
  })

  it('shows stored minor units as major units', () => {
    expect(toMajor(449, 2)).toBe(4.49)
    expect(formatMajor(44900, 2)).toBe('449.00')
    expect(formatMajor(500, 0)).toBe('500')
  })
})
