import { describe, expect, it } from 'vitest'
import { CreateOrderRequest, PAYMENT_ERRORS, paymentBannerText, planDurationText } from './billing.ts'

describe('billing texts', () => {
  it('writes plan durations as the spec does', () => {
    expect([planDurationText(1), planDurationText(7), planDurationText(30)]).toEqual([
      '24-hour access',
      '7-day access',
      '30-day access',
    ])
  })

  it('substitutes network, timeout and rate-limit errors in the payment banner', () => {
    expect(paymentBannerText('TypeError: network request failed')).toBe(PAYMENT_ERRORS.network)
    expect(paymentBannerText('Gateway timeout')).toBe(PAYMENT_ERRORS.timeout)
    expect(paymentBannerText('Rate limit exceeded')).toBe(PAYMENT_ERRORS.rateLimit)
    expect(paymentBannerText('Invalid payment method')).toBe('Invalid payment method')
    expect(paymentBannerText('')).toBe('An unexpected error occurred')
  })

  it('drops any amount a client sends with an order', () => {
    const parsed = CreateOrderRequest.parse({ planId: 'p', methodId: 'm', amount: 1, currency: 'jpy' })
    expect(parsed).toEqual({ planId: 'p', methodId: 'm' })
  })
})
