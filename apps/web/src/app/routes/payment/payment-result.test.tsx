import { SPENDING_LIMIT_TEXTS, SpendingLimitsResponse } from '@pitchwise/contract'
import { configure, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import { fulfilledOrder, member, memberCredits, orderResponse } from '../../../features/billing/testing/fixtures.ts'
import { authStorage } from '../../../lib/auth-storage.ts'
import { apiFixture, fixtures } from '../../../testing/api-fixtures.ts'
import { PaymentCancelPage, PaymentDirectPage, PaymentSuccessPage } from './payment-result.tsx'

type Routes = Parameters<typeof installFetch>[0]

// Two cores shared by many processes: the first render of a file can take longer than 1 s.
configure({ asyncUtilTimeout: 5000 })

function signedIn(routes: Routes) {
  authStorage.setToken('tok-1')
  return installFetch({
    'GET /api/me': () => json(fixtures.me({ user: member, credits: memberCredits })),
    ...routes,
  })
}

const UNKNOWN_MESSAGE = "We couldn't determine the status of your payment. Please check your email for confirmation."

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('/payment/success', () => {
  it('shows the plan, credits and expiry of an order the server fulfilled, with the three links', async () => {
    signedIn({ 'GET /api/billing/orders/order-1': () => json(fulfilledOrder) })
    renderRoute(<PaymentSuccessPage />, { path: '/payment/success', entry: '/payment/success?order=order-1' })
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    const details = screen.getByTestId('payment-details')
    expect(details).toHaveTextContent('Monthly Premium')
    expect(details).toHaveTextContent('500 searches')
    expect(details.querySelector('time')).toHaveAttribute('dateTime', '2026-12-23T08:00:00.000Z')
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute('href', '/billing')
    expect(screen.getByRole('link', { name: 'Start Searching' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'View Subscription' })).toHaveAttribute('href', '/billing')
    expect(document.title).toBe('Payment Successful | Pitchwise')
  })

  it('after a purchase, invites an account without a spending limit to set one', async () => {
    signedIn({
      'GET /api/billing/orders/order-1': () => json(fulfilledOrder),
      'GET /api/billing/spending-limits': () =>
        json(
          apiFixture(SpendingLimitsResponse, {
            currency: 'USD',
            currencyExponent: 2,
            invite: true,
            limits: [
              { period: 'day', amount: null, spent: 4999, pending: null },
              { period: 'week', amount: null, spent: 4999, pending: null },
              { period: 'month', amount: null, spent: 4999, pending: null },
            ],
          }),
        ),
    })
    renderRoute(<PaymentSuccessPage />, { path: '/payment/success', entry: '/payment/success?order=order-1' })
    expect(await screen.findByText(SPENDING_LIMIT_TEXTS.invitation)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: SPENDING_LIMIT_TEXTS.invitationLink })).toHaveAttribute(
      'href',
      '/billing#spending-limits',
    )
  })

  it('a pending order shows a spinner and polls until the server says fulfilled', async () => {
    let answers = 0
    signedIn({
      'GET /api/billing/orders/order-1': () => {
        answers++
        return json(answers < 2 ? orderResponse({ status: 'pending' }) : fulfilledOrder)
      },
    })
    renderRoute(<PaymentSuccessPage />, { path: '/payment/success', entry: '/payment/success?order=order-1' })
    expect(await screen.findByRole('heading', { name: 'Confirming your payment...' })).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 5000 })).toBeInTheDocument()
    expect(answers).toBeGreaterThanOrEqual(2)
  })

  it("someone else's or a made-up order (404) is 'Payment Status Unknown', never a success", async () => {
    signedIn({
      'GET /api/billing/orders/not-mine': () =>
        json(fixtures.error({ error: 'Order not found', code: 'NOT_FOUND' }), 404),
    })
    renderRoute(<PaymentSuccessPage />, { path: '/payment/success', entry: '/payment/success?order=not-mine' })
    expect(await screen.findByRole('heading', { name: 'Payment Status Unknown' })).toBeInTheDocument()
    expect(screen.getByText(UNKNOWN_MESSAGE)).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
  })

  it("without an order id it is 'Payment Status Unknown'", async () => {
    const calls = signedIn({})
    renderRoute(<PaymentSuccessPage />, { path: '/payment/success' })
    expect(await screen.findByRole('heading', { name: 'Payment Status Unknown' })).toBeInTheDocument()
    expect(calls.some((call) => call.path.startsWith('/api/billing/orders'))).toBe(false)
  })

  it('a failed order says it was not completed, with Return to Billing', async () => {
    signedIn({ 'GET /api/billing/orders/order-1': () => json(orderResponse({ status: 'failed' })) })
    renderRoute(<PaymentSuccessPage />, { path: '/payment/success', entry: '/payment/success?order=order-1' })
    expect(await screen.findByRole('heading', { name: 'Payment Not Completed' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Billing' })).toHaveAttribute('href', '/billing')
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
  })

  it('signed out: to /signin, coming back here afterwards', async () => {
    installFetch({})
    renderRoute(<PaymentSuccessPage />, { path: '/payment/success', entry: '/payment/success?order=order-1' })
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin')
  })
})

describe('/payment/cancel', () => {
  it("'Payment Cancelled' with Try Again and Return to Home for a declined order", async () => {
    signedIn({ 'GET /api/billing/orders/order-1': () => json(orderResponse({ status: 'cancelled' })) })
    renderRoute(<PaymentCancelPage />, { path: '/payment/cancel', entry: '/payment/cancel?order=order-1' })
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument()
    expect(screen.getByText(/no charges were made/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/billing')
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })
})

describe('/payment/direct', () => {
  it("needs reference and provider: 'Invalid payment parameters'", async () => {
    signedIn({})
    renderRoute(<PaymentDirectPage />, { path: '/payment/direct', entry: '/payment/direct?reference=order-1' })
    expect(await screen.findByRole('heading', { name: 'Invalid payment parameters' })).toBeInTheDocument()
  })

  it("shows the server's plan, not the URL's, once the order is fulfilled", async () => {
    signedIn({ 'GET /api/billing/orders/order-1': () => json(fulfilledOrder) })
    renderRoute(<PaymentDirectPage />, {
      path: '/payment/direct',
      entry: '/payment/direct?reference=order-1&provider=paystack&plan=Free%20Forever&amount=1',
    })
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(screen.getByTestId('payment-details')).toHaveTextContent('Monthly Premium')
    expect(screen.queryByText('Free Forever')).not.toBeInTheDocument()
  })

  it('a Paystack return is verified with the server first, then shows what the server granted', async () => {
    const calls = signedIn({
      'POST /api/payments/verify-paystack-payment': () =>
        json(
          fixtures.verifyPaystack({
            success: true,
            status: 'fulfilled',
            planName: 'Monthly Premium',
            credits: 500,
            expiryDate: null,
          }),
        ),
      'GET /api/billing/orders/pw_ref1': () => json(fulfilledOrder),
    })
    renderRoute(<PaymentDirectPage />, {
      path: '/payment/direct',
      entry: '/payment/direct?provider=paystack&plan=Daily&trxref=pw_ref1&reference=pw_ref1',
    })
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    const verify = calls.find((call) => call.path === '/api/payments/verify-paystack-payment')
    expect(verify?.body).toEqual({ reference: 'pw_ref1' })
  })

  it('a Paystack verify that fails still follows the order, never guessing a success', async () => {
    signedIn({
      'POST /api/payments/verify-paystack-payment': () =>
        json(fixtures.error({ error: 'Failed to verify payment', code: 'PAYMENT_ERROR' }), 502),
      'GET /api/billing/orders/pw_ref2': () => json(orderResponse({ status: 'failed' })),
    })
    renderRoute(<PaymentDirectPage />, {
      path: '/payment/direct',
      entry: '/payment/direct?provider=paystack&plan=Daily&reference=pw_ref2',
    })
    expect(await screen.findByRole('heading', { name: 'Payment Not Completed' })).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
  })

  it('a PayPal return asks no verification call: the order status (reconciled by the server) decides', async () => {
    const calls = signedIn({ 'GET /api/billing/orders/order-1': () => json(fulfilledOrder) })
    renderRoute(<PaymentDirectPage />, {
      path: '/payment/direct',
      entry: '/payment/direct?reference=order-1&provider=paypal&plan=X&token=ABC&PayerID=P',
    })
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(calls.some((call) => call.path.includes('verify-paystack'))).toBe(false)
  })

  it("an order that is not the caller's is 'Payment Status Unknown'", async () => {
    signedIn({
      'GET /api/billing/orders/x': () => json(fixtures.error({ error: 'Order not found', code: 'NOT_FOUND' }), 404),
    })
    renderRoute(<PaymentDirectPage />, {
      path: '/payment/direct',
      entry: '/payment/direct?reference=x&provider=paypal',
    })
    expect(await screen.findByRole('heading', { name: 'Payment Status Unknown' })).toBeInTheDocument()
  })
})
