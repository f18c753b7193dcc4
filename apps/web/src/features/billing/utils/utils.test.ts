import { CRYPTO_TEXTS, PAYMENT_ERRORS as PAYMENT_ERROR_TEXT } from '@pitchwise/contract'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client.ts'
import { cryptoFormError } from './crypto-validation.ts'
import { paymentErrorMessage } from './payment-error.ts'
import { planDurationText as durationText, searchesText, validityText } from './plan-text.ts'
import { formatPlanPrice, formatPriceWithCents } from './price.ts'

describe('prices', () => {
  it('billing and modals show the amount charged (no zero cents); the crypto form shows two decimals', () => {
    expect(formatPlanPrice(4999)).toBe('49.99')
    expect(formatPlanPrice(499)).toBe('4.99')
    expect(formatPlanPrice(450)).toBe('4.50')
    expect(formatPlanPrice(2000)).toBe('20')
    expect(formatPriceWithCents(4999)).toBe('49.99')
    expect(formatPriceWithCents(500)).toBe('5.00')
  })
  it('a currency without cents (JPY) is not divided by 100; one with three decimals by 1000', () => {
    expect(formatPlanPrice(1500, 0)).toBe('1500')
    expect(formatPlanPrice(12_345, 3)).toBe('12.345')
    expect(formatPlanPrice(12_000, 3)).toBe('12')
  })
})

describe('plan texts', () => {
  it('duration: 24-hour for one day, n-day otherwise', () => {
    expect(durationText(1)).toBe('24-hour access')
    expect(durationText(7)).toBe('7-day access')
    expect(durationText(30)).toBe('30-day access')
  })
  it('counts searches and days in the right number', () => {
    expect(searchesText(1)).toBe('1 search')
    expect(searchesText(500)).toBe('500 searches')
    expect(validityText(1)).toBe('Valid for 1 day')
    expect(validityText(7)).toBe('Valid for 7 days')
  })
})

describe('payment error banner text', () => {
  it('substitutes network, timeout and rate-limit messages with the spec sentences', () => {
    expect(paymentErrorMessage(new Error('network request failed'))).toBe(PAYMENT_ERROR_TEXT.network)
    expect(paymentErrorMessage(new Error('Gateway timeout'))).toBe(PAYMENT_ERROR_TEXT.timeout)
    expect(paymentErrorMessage(new Error('rate limit exceeded'))).toBe(PAYMENT_ERROR_TEXT.rateLimit)
  })
  it('recognises the API client errors by code and status', () => {
    expect(paymentErrorMessage(new ApiError('Network error, please check your connection', 0, 'NETWORK_ERROR'))).toBe(
      PAYMENT_ERROR_TEXT.network,
    )
    expect(paymentErrorMessage(new ApiError('The request took too long.', 408, 'TIMEOUT'))).toBe(
      PAYMENT_ERROR_TEXT.timeout,
    )
    expect(paymentErrorMessage(new ApiError('Too many requests', 429, 'RATE_LIMITED'))).toBe(
      PAYMENT_ERROR_TEXT.rateLimit,
    )
  })
  it("shows any other message as it is, or 'An unexpected error occurred'", () => {
    expect(paymentErrorMessage(new ApiError('Invalid payment method', 400, 'BAD_REQUEST'))).toBe(
      'Invalid payment method',
    )
    expect(paymentErrorMessage(new Error(''))).toBe('An unexpected error occurred')
    expect(paymentErrorMessage(undefined)).toBe('An unexpected error occurred')
  })
})

describe('crypto form checks', () => {
  const valid = { isSignedIn: true, network: 'TRC20', planId: 'p1', transactionId: ` 0x${'ab'.repeat(32)} ` }
  it('reports the first failing check in the spec order', () => {
    const empty = { isSignedIn: false, network: '', planId: '', transactionId: '  ' }
    expect(cryptoFormError(empty, ['p1'])).toBe('You must be logged in to submit a transaction')
    expect(cryptoFormError({ ...empty, isSignedIn: true }, ['p1'])).toBe('Please select a wallet address')
    expect(cryptoFormError({ ...empty, isSignedIn: true, network: 'TRC20' }, ['p1'])).toBe(
      'Please select a subscription plan',
    )
    expect(cryptoFormError({ ...valid, transactionId: '   ' }, ['p1'])).toBe('Please enter your transaction ID')
    expect(cryptoFormError(valid, ['p2'])).toBe('Selected plan not found')
    // Last, the id must be one transaction id of the chosen network (issue 30), read as the server reads it.
    expect(cryptoFormError({ ...valid, transactionId: '0xabc' }, ['p1'])).toBe(CRYPTO_TEXTS.invalidTrc20TransactionId)
    expect(cryptoFormError({ ...valid, network: 'BEP20', transactionId: `0${'ab'.repeat(32)}` }, ['p1'])).toBe(
      CRYPTO_TEXTS.invalidBep20TransactionId,
    )
    expect(
      cryptoFormError({ ...valid, network: 'BEP20', transactionId: `https://bscscan.com/tx/0x${'cd'.repeat(32)}` }, [
        'p1',
      ]),
    ).toBeNull()
    expect(cryptoFormError(valid, ['p1'])).toBeNull()
  })
})
