import { PAYMENT_ERRORS } from '@pitchwise/contract/billing'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FetchCall, installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import {
  cryptoFormOrder,
  member,
  memberCredits,
  methodsResponse,
  noMethodsResponse,
  plansResponse,
  subscriptionResponse,
} from '../../../features/billing/testing/fixtures.ts'
import { authStorage } from '../../../lib/auth-storage.ts'
import { fixtures } from '../../../testing/api-fixtures.ts'
import BillingPage from './billing.tsx'

type Routes = Parameters<typeof installFetch>[0]

// Two cores shared by many processes: the first render of a file can take longer than 1 s.
configure({ asyncUtilTimeout: 5000 })

function signedIn(routes: Routes = {}) {
  authStorage.setToken('tok-1')
  return installFetch({
    'GET /api/me': () => json(fixtures.me({ user: member, credits: memberCredits })),
    'GET /api/credits': () => json(memberCredits),
    'GET /api/billing/plans': () => json(plansResponse),
    'GET /api/billing/subscription': () => json(subscriptionResponse(null)),
    'GET /api/billing/payment-methods': () => json(methodsResponse),
    ...routes,
  })
}

const never = () => new Promise<Response>(() => {})
const showBilling = (entry = '/billing') => renderRoute(<BillingPage />, { path: '/billing', entry })

afterEach(() => vi.unstubAllGlobals())

describe('/billing', () => {
  it('sends a signed-out visitor to /signin', async () => {
    installFetch({})
    showBilling()
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin')
  })

  it('shows three placeholders while the plans load', async () => {
    signedIn({ 'GET /api/billing/plans': never })
    showBilling()
    expect(await screen.findByRole('heading', { name: 'Subscription Plans' })).toBeInTheDocument()
    expect(await screen.findAllByTestId('plan-placeholder')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Get Access Now' })).not.toBeInTheDocument()
  })

  it('without a subscription: the subtitle, No Active Subscription with the free credits, and the plan cards', async () => {
    signedIn({ 'GET /api/billing/subscription': () => json(subscriptionResponse(null, 7)) })
    showBilling()
    expect(await screen.findByText('No Active Subscription')).toBeInTheDocument()
    expect(screen.getByText('Choose the perfect plan for your needs')).toBeInTheDocument()
    expect(screen.getByText('Free Credits')).toBeInTheDocument()
    expect(screen.getByTestId('free-credits')).toHaveTextContent('7 searches')
    expect(document.title).toBe('Billing & Credits | Pitchwise')

    const daily = await screen.findByRole('article', { name: 'Daily Pass' })
    expect(within(daily).getByTestId('plan-price')).toHaveTextContent(/^\$4\.99/)
    expect(within(daily).getByText('24-hour access')).toBeInTheDocument()
    expect(within(daily).getByText('20 searches')).toBeInTheDocument()
    expect(within(daily).getByText('Valid for 1 day')).toBeInTheDocument()
    expect(within(daily).queryByText('Popular')).not.toBeInTheDocument()
    const weekly = screen.getByRole('article', { name: 'Weekly Pro' })
    expect(within(weekly).getByTestId('plan-price')).toHaveTextContent(/^\$19\.99/)
    expect(within(weekly).getByText('7-day access')).toBeInTheDocument()
    const monthly = screen.getByRole('article', { name: 'Monthly Premium' })
    expect(within(monthly).getByTestId('plan-price')).toHaveTextContent(/^\$49\.99/)
    expect(within(monthly).getByText('30-day access')).toBeInTheDocument()
    expect(within(monthly).getByText('Valid for 30 days')).toBeInTheDocument()
    expect(within(monthly).getByText('Popular')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Get Access Now' })).toHaveLength(3)
  })

  it('an active subscription: label, credits as searches, Subscription Expires with time, the hint', async () => {
    signedIn({
      'GET /api/billing/subscription': () => json(subscriptionResponse({ status: 'active', creditsRemaining: 1 })),
    })
    showBilling()
    expect(await screen.findByText('Active Subscription')).toBeInTheDocument()
    expect(screen.getByText('Manage your subscription or purchase additional plans')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Weekly Pro' })).toHaveTextContent('Active Subscription')
    expect(screen.getByTestId('subscription-credits')).toHaveTextContent('1 search')
    expect(screen.getByText('Subscription Expires')).toBeInTheDocument()
    const expiry = screen.getByTestId('subscription-expiry')
    expect(expiry.querySelector('time')).toHaveAttribute('dateTime', '2026-11-30T18:45:00.000Z')
    expect(expiry.textContent).toMatch(/2026/)
    expect(expiry.textContent).toMatch(/\d{1,2}:\d{2}/)
    expect(screen.getByText('Need more credits? You can purchase additional plans below.')).toBeInTheDocument()
    expect(screen.queryByText('No Active Subscription')).not.toBeInTheDocument()
  })

  it('a subscription beside leftover free credits: both counted, adding up to what the header says', async () => {
    signedIn({
      'GET /api/credits': () => json({ ...memberCredits, remaining: 104, total: 104 }),
      'GET /api/billing/subscription': () => json(subscriptionResponse({ status: 'active', creditsRemaining: 100 }, 4)),
    })
    showBilling()
    expect(await screen.findByText('Active Subscription')).toBeInTheDocument()
    expect(screen.getByTestId('subscription-credits')).toHaveTextContent('100 searches')
    expect(screen.getByTestId('subscription-free-credits')).toHaveTextContent('4 searches')
    expect(screen.getByTestId('subscription-total-credits')).toHaveTextContent('104 searches in all')
  })

  it('groups every dt and dd in a dl (axe: definition lists)', async () => {
    signedIn({
      'GET /api/billing/subscription': () => json(subscriptionResponse({ status: 'active', creditsRemaining: 100 }, 4)),
    })
    showBilling()
    await screen.findByText('Active Subscription')
    const terms = [...document.querySelectorAll('dt, dd')]
    expect(terms.length).toBeGreaterThan(0)
    for (const term of terms) {
      const parent = term.parentElement
      const grouped = parent?.tagName === 'DL' || (parent?.tagName === 'DIV' && parent.parentElement?.tagName === 'DL')
      expect(grouped, term.outerHTML).toBe(true)
      // A div group holds only terms and descriptions.
      if (parent?.tagName === 'DIV')
        expect([...parent.children].map((c) => c.tagName).filter((t) => t !== 'DT' && t !== 'DD')).toEqual([])
    }
  })

  it('a cancelled subscription still running: Cancelled, Subscription Expires and the cancelled hint', async () => {
    signedIn({
      'GET /api/billing/subscription': () =>
        json(subscriptionResponse({ status: 'cancelled', endsAt: new Date(Date.now() + 86_400_000).toISOString() })),
    })
    showBilling()
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
    expect(screen.getByText('Subscription Expires')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Your subscription stays active until the expiry date. Purchase a new plan to continue after it expires.',
      ),
    ).toBeInTheDocument()
  })

  it('an expired subscription: Subscription Expired, Expired On and the expired hint', async () => {
    signedIn({
      'GET /api/billing/subscription': () =>
        json(subscriptionResponse({ status: 'expired', creditsRemaining: 0, endsAt: '2026-10-01T10:00:00.000Z' })),
    })
    showBilling()
    expect(await screen.findByText('Subscription Expired')).toBeInTheDocument()
    expect(screen.getByText('Expired On')).toBeInTheDocument()
    expect(screen.getByTestId('subscription-credits')).toHaveTextContent('0 searches')
    expect(
      screen.getByText('Your subscription has expired. Purchase a new plan to continue searching.'),
    ).toBeInTheDocument()
  })
})

async function openPlan(name: string) {
  const user = userEvent.setup()
  const card = await screen.findByRole('article', { name })
  await user.click(within(card).getByRole('button', { name: 'Get Access Now' }))
  const dialog = await screen.findByRole('dialog', { name: 'Complete Your Purchase' })
  return { user, dialog }
}

function orderCalls(calls: FetchCall[]) {
  return calls.filter((call) => call.method === 'POST' && call.path === '/api/billing/orders')
}

describe("'Complete Your Purchase'", () => {
  it('shows the plan, its credits and price with the currency code, and the methods grouped by gateway', async () => {
    signedIn()
    showBilling()
    const { dialog } = await openPlan('Monthly Premium')
    expect(within(dialog).getByText('Monthly Premium')).toBeInTheDocument()
    expect(within(dialog).getByText('500 searches')).toBeInTheDocument()
    expect(within(dialog).getByTestId('modal-price')).toHaveTextContent('$49.99 USD')
    const sandbox = await within(dialog).findByRole('region', { name: 'Sandbox' })
    expect(within(sandbox).getByRole('button', { name: /Test card/ })).toHaveTextContent(
      'Pay in TEST MODE, no real money',
    )
    expect(within(dialog).getByRole('region', { name: 'Crypto' })).toHaveTextContent('USDT')
  })

  it("says 'No payment methods available for your region.' when the region has none", async () => {
    signedIn({ 'GET /api/billing/payment-methods': () => json(noMethodsResponse) })
    showBilling()
    const { dialog } = await openPlan('Daily Pass')
    expect(await within(dialog).findByText('No payment methods available for your region.')).toBeInTheDocument()
  })

  it("while processing: 'Processing your payment...', the close button disabled and Escape ignored; only plan and method are sent", async () => {
    const calls = signedIn({ 'POST /api/billing/orders': never })
    showBilling()
    const { user, dialog } = await openPlan('Monthly Premium')
    await user.click(await within(dialog).findByRole('button', { name: /Test card/ }))
    expect(await within(dialog).findByText('Processing your payment...')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Complete Your Purchase' })).toBeInTheDocument()
    const [order] = orderCalls(calls)
    expect(order?.body).toEqual({ planId: 'plan-monthly', methodId: 'm-sandbox', categoryId: 'gw-sandbox' })
  })

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), PAYMENT_ERRORS.network],
    [
      'a gateway timeout',
      () => json(fixtures.error({ error: 'Gateway timeout talking to provider', code: 'PAYMENT_ERROR' }), 502),
      PAYMENT_ERRORS.timeout,
    ],
    [
      'a rate limit',
      () => json(fixtures.error({ error: 'Too many requests', code: 'RATE_LIMITED' }), 429),
      PAYMENT_ERRORS.rateLimit,
    ],
    [
      'a server message',
      () => json(fixtures.error({ error: 'Invalid subscription plan', code: 'BAD_REQUEST' }), 400),
      'Invalid subscription plan',
    ],
    // Not an API body on purpose: a proxy's empty answer must still show the fallback.
    ['a failure without a message', () => json({}, 500), 'An unexpected error occurred'],
  ])('%s shows the banner text of the spec, Retry Payment reopens the chooser', async (_, answer, text) => {
    signedIn({ 'POST /api/billing/orders': answer })
    showBilling()
    const { user, dialog } = await openPlan('Weekly Pro')
    await user.click(await within(dialog).findByRole('button', { name: /Test card/ }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text)
    await user.click(within(dialog).getByRole('button', { name: 'Retry Payment' }))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(await within(dialog).findByRole('button', { name: /Test card/ })).toBeInTheDocument()
  })

  it('closing the modal clears the error', async () => {
    signedIn({
      'POST /api/billing/orders': () =>
        json(fixtures.error({ error: 'Invalid payment method', code: 'BAD_REQUEST' }), 400),
    })
    showBilling()
    const { user, dialog } = await openPlan('Weekly Pro')
    await user.click(await within(dialog).findByRole('button', { name: /Test card/ }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid payment method')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const reopened = await openPlan('Weekly Pro')
    expect(within(reopened.dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(await within(reopened.dialog).findByRole('button', { name: /Test card/ })).toBeInTheDocument()
  })

  it('a method that continues in the app (crypto) goes to the form the server names', async () => {
    signedIn({ 'POST /api/billing/orders': () => json(cryptoFormOrder, 201) })
    showBilling()
    const { user, dialog } = await openPlan('Monthly Premium')
    await user.click(await within(dialog).findByRole('button', { name: /USDT/ }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/billing/cryptoform?plan=plan-monthly')
  })

  it('?plan= (from the out-of-credits prompt) opens that plan’s purchase', async () => {
    signedIn()
    showBilling('/billing?plan=plan-weekly')
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Purchase' })
    expect(within(dialog).getByText('Weekly Pro')).toBeInTheDocument()
  })
})
