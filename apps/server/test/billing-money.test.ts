/** The money module and the sandbox switch (pure functions). */
import { describe, expect, it } from 'vitest'
import type { PaymentGateway } from '../src/features/billing/gateways/gateway.ts'
import { createGatewayRegistry, isSandboxEnabled } from '../src/features/billing/gateways/registry.ts'
import {
  currencyExponent,
  formatMinor,
  formatUnits,
  sameMoney,
  usdtCentsToOnChain,
} from '../src/features/billing/money.ts'

describe('money', () => {
  it('knows each currency exponent', () => {
    expect([
      currencyExponent('JPY'),
      currencyExponent('usd'),
      currencyExponent('KWD'),
      currencyExponent('NGN'),
    ]).toEqual([0, 2, 3, 2])
    expect(currencyExponent('XYZ')).toBe(2)
  })

  it('formats minor units without float errors', () => {
    expect(formatMinor(499, 'USD')).toBe('4.99 USD')
    expect(formatMinor(500, 'JPY')).toBe('500 JPY')
    expect(formatMinor(1234, 'KWD')).toBe('1.234 KWD')
    expect(formatMinor(750_000, 'NGN')).toBe('7500 NGN')
    expect(formatUnits(10n ** 18n * 3n + 1n, 18)).toBe('3.000000000000000001')
  })

  it('converts USD cents to USDT base units per network', () => {
    expect(usdtCentsToOnChain(1999, 'TRC20')).toBe(19_990_000n)
    expect(usdtCentsToOnChain(1999, 'ERC20')).toBe(19_990_000n)
    expect(usdtCentsToOnChain(1999, 'BEP20')).toBe(19_990_000_000_000_000_000n)
    expect(() => usdtCentsToOnChain(19.99, 'TRC20')).toThrow(RangeError)
  })

  it('matches money only on the same amount and currency', () => {
    expect(sameMoney({ amount: 499, currency: 'usd' }, { amount: 499, currency: 'USD' })).toBe(true)
    expect(sameMoney({ amount: 499, currency: 'USD' }, { amount: 49900, currency: 'USD' })).toBe(false)
    expect(sameMoney({ amount: 499, currency: 'USD' }, { amount: 499, currency: 'JPY' })).toBe(false)
  })
})

describe('sandbox switch', () => {
  const real = { key: 'stripe', isSandbox: false } as PaymentGateway
  const secret = 'test-secret-test-secret-test-secret-0123'

  it('is on while no real provider is configured, off beside one unless kept on', () => {
    expect(isSandboxEnabled('auto', 0)).toBe(true)
    expect(isSandboxEnabled('auto', 1)).toBe(false)
    expect(isSandboxEnabled('on', 1)).toBe(true)
    expect(isSandboxEnabled('off', 0)).toBe(false)
    expect(createGatewayRegistry({ PAYMENTS_SANDBOX: 'auto', AUTH_SECRET: secret }).sandbox).not.toBeNull()
    const withStripe = createGatewayRegistry({ PAYMENTS_SANDBOX: 'auto', AUTH_SECRET: secret }, [real])
    expect(withStripe.sandbox).toBeNull()
    expect(withStripe.forGatewayName('Stripe Payments')?.key).toBe('stripe')
    expect(withStripe.forGatewayName('Sandbox')).toBeUndefined()
  })
})
