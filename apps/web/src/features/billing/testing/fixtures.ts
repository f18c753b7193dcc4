/**
 * Billing API answers for tests, each parsed through its contract schema so a fixture that
 * drifts from the API fails here instead of passing against a shape the server never sends.
 * Test-only; never imported by the app.
 */

import { AuthUser, CreditsResponse } from '@pitchwise/contract'
import {
  BillingPlansResponse,
  BillingSubscriptionResponse,
  CreateOrderResponse,
  CryptoTransactionResponse,
  CryptoWalletsResponse,
  OrderStatusResponse,
  PaymentMethodsResponse,
} from '@pitchwise/contract/billing'

const US = { code: 'US', name: 'United States', currencyCode: 'USD', currencySymbol: '$' }

export const plansResponse = BillingPlansResponse.parse({
  country: 'US',
  region: US,
  fallback: false,
  plans: [
    {
      id: 'plan-daily',
      name: 'Daily Pass',
      description: 'A day of searches',
      price: 499,
      credits: 20,
      currencyCode: 'USD',
      currencySymbol: '$',
      currencyExponent: 2,
      durationDays: 1,
      isPopular: false,
    },
    {
      id: 'plan-weekly',
      name: 'Weekly Pro',
      description: null,
      price: 1999,
      credits: 100,
      currencyCode: 'USD',
      currencySymbol: '$',
      currencyExponent: 2,
      durationDays: 7,
      isPopular: false,
    },
    {
      id: 'plan-monthly',
      name: 'Monthly Premium',
      description: 'For the whole season',
      price: 4999,
      credits: 500,
      currencyCode: 'USD',
      currencySymbol: '$',
      currencyExponent: 2,
      durationDays: 30,
      isPopular: true,
    },
  ],
})

export function subscriptionResponse(
  subscription: Partial<NonNullable<BillingSubscriptionResponse['subscription']>> | null,
  freeCredits = 10,
) {
  return BillingSubscriptionResponse.parse({
    freeCredits,
    subscription: subscription && {
      id: 'sub-1',
      planName: 'Weekly Pro',
      status: 'active',
      creditsRemaining: 87,
      endsAt: '2026-11-30T18:45:00.000Z',
      ...subscription,
    },
  })
}

export const methodsResponse = PaymentMethodsResponse.parse({
  country: 'US',
  region: US,
  categories: [
    {
      id: 'gw-sandbox',
      name: 'Sandbox',
      methods: [
        {
          id: 'm-sandbox',
          name: 'Test card',
          description: 'Pay in TEST MODE, no real money',
          icon: 'credit-card',
          kind: 'checkout',
        },
      ],
    },
    {
      id: 'gw-crypto',
      name: 'Crypto',
      methods: [{ id: 'm-usdt', name: 'USDT', description: null, icon: 'bitcoin', kind: 'crypto' }],
    },
  ],
})

export const noMethodsResponse = PaymentMethodsResponse.parse({ country: 'US', region: US, categories: [] })

export const cryptoFormOrder = CreateOrderResponse.parse({
  orderId: null,
  status: null,
  amount: 4999,
  currency: 'USD',
  next: { kind: 'form', url: '/billing/cryptoform?plan=plan-monthly' },
})

export function orderResponse(overrides: Partial<OrderStatusResponse> = {}) {
  return OrderStatusResponse.parse({
    id: 'order-1',
    status: 'pending',
    provider: 'sandbox',
    planId: 'plan-monthly',
    planName: 'Monthly Premium',
    credits: 500,
    durationDays: 30,
    amount: 4999,
    currency: 'USD',
    currencyExponent: 2,
    createdAt: '2026-11-23T08:00:00.000Z',
    subscription: null,
    ...overrides,
  })
}

export const fulfilledOrder = orderResponse({
  status: 'fulfilled',
  subscription: {
    id: 'sub-9',
    planName: 'Monthly Premium',
    status: 'active',
    creditsRemaining: 500,
    endsAt: '2026-12-23T08:00:00.000Z',
  },
})

export const walletsResponse = CryptoWalletsResponse.parse({
  currency: 'USDT',
  wallets: [
    { network: 'TRC20', label: 'USDT (TRC20)', address: 'TXyz1234567890abcdefghijklmnopqrs' },
    { network: 'BEP20', label: 'USDT (ERC20 / BEP20)', address: '0x1234567890abcdef1234567890abcdef12345678' },
  ],
  plans: plansResponse.plans,
})

export const cryptoSubmitted = CryptoTransactionResponse.parse({
  id: 'ct-1',
  status: 'pending',
  planName: 'Monthly Premium',
  amount: 4999,
  currency: 'USDT',
  network: 'TRC20',
  transactionId: '0xabc',
  createdAt: '2026-11-23T08:00:00.000Z',
})

export const member = AuthUser.parse({ id: 'u1', email: 'fan@example.com', emailVerified: true, isAdmin: false })
export const memberCredits = CreditsResponse.parse({ remaining: 10, limited: false, total: 10, kind: 'user' })
