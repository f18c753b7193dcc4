import { SPENDING_LIMIT_TEXTS, SpendingLimitsResponse } from '@pitchwise/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import { SpendingLimitsPanel } from '../../../features/billing/components/spending-limits-panel.tsx'
import { member, memberCredits } from '../../../features/billing/testing/fixtures.ts'
import { authStorage } from '../../../lib/auth-storage.ts'
import { apiFixture, fixtures } from '../../../testing/api-fixtures.ts'

const NONE = { amount: null, spent: 0, pending: null }
const NO_LIMITS: SpendingLimitsResponse['limits'] = [
  { period: 'day', ...NONE },
  { period: 'week', ...NONE },
  { period: 'month', ...NONE },
]
const limits = (overrides: Partial<SpendingLimitsResponse> = {}) =>
  apiFixture(SpendingLimitsResponse, {
    currency: 'USD',
    currencyExponent: 2,
    invite: false,
    limits: NO_LIMITS,
    ...overrides,
  })

function signedIn(answer: SpendingLimitsResponse, afterSave: SpendingLimitsResponse = answer) {
  authStorage.setToken('tok-1')
  return installFetch({
    'GET /api/me': () => json(fixtures.me({ user: member, credits: memberCredits })),
    'GET /api/billing/spending-limits': () => json(answer),
    'PUT /api/billing/spending-limits': () => json(afterSave),
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('spending limits on /billing', () => {
  it('shows the rules, the three limits in the buyer’s currency and what was spent', async () => {
    signedIn(
      limits({
        limits: [
          { period: 'day', amount: 2000, spent: 499, pending: null },
          { period: 'week', ...NONE, spent: 499 },
          { period: 'month', ...NONE, spent: 499 },
        ],
      }),
    )
    renderRoute(<SpendingLimitsPanel />, { path: '/billing' })
    expect(await screen.findByRole('heading', { name: SPENDING_LIMIT_TEXTS.title })).toBeInTheDocument()
    expect(screen.getByText(SPENDING_LIMIT_TEXTS.intro)).toBeInTheDocument()
    expect(await screen.findByLabelText('Daily limit (USD)')).toHaveValue('20')
    expect(screen.getByLabelText('Weekly limit (USD)')).toHaveValue('')
    expect(screen.getByLabelText('Weekly limit (USD)')).toHaveAttribute('placeholder', SPENDING_LIMIT_TEXTS.noLimit)
    expect(screen.getByText(SPENDING_LIMIT_TEXTS.spentIn('day', '4.99 USD'))).toBeInTheDocument()
    expect(screen.getByText(SPENDING_LIMIT_TEXTS.spentIn('month', '4.99 USD'))).toBeInTheDocument()
  })

  it('saves minor units (empty is no limit) and shows a raise waiting for its 24 hours', async () => {
    const effectiveAt = '2026-11-29T17:00:00.000Z'
    const calls = signedIn(
      limits({
        limits: [
          { period: 'day', amount: 2000, spent: 0, pending: null },
          { period: 'week', ...NONE },
          { period: 'month', ...NONE },
        ],
      }),
      limits({
        limits: [
          { period: 'day', amount: 2000, spent: 0, pending: { amount: 5050, effectiveAt } },
          { period: 'week', amount: 10000, spent: 0, pending: null },
          { period: 'month', ...NONE },
        ],
      }),
    )
    renderRoute(<SpendingLimitsPanel />, { path: '/billing' })
    const user = userEvent.setup()
    const day = await screen.findByLabelText('Daily limit (USD)')
    await user.clear(day)
    await user.type(day, '50.50')
    await user.type(screen.getByLabelText('Weekly limit (USD)'), '100')
    await user.click(screen.getByRole('button', { name: SPENDING_LIMIT_TEXTS.save }))
    expect(await screen.findByText(SPENDING_LIMIT_TEXTS.saved)).toBeInTheDocument()
    expect(calls.find((call) => call.path === '/api/billing/spending-limits' && call.method === 'PUT')?.body).toEqual({
      day: 5050,
      week: 10000,
      month: null,
    })
    const when = new Date(effectiveAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    expect(screen.getByText(SPENDING_LIMIT_TEXTS.pendingChange('day', '50.50 USD', when))).toBeInTheDocument()
    // The field shows the limit in force, not the one waiting.
    expect(screen.getByLabelText('Daily limit (USD)')).toHaveValue('20')
  })

  it('refuses a negative or malformed amount without sending it', async () => {
    const calls = signedIn(limits())
    renderRoute(<SpendingLimitsPanel />, { path: '/billing' })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Daily limit (USD)'), '-5')
    await user.click(screen.getByRole('button', { name: SPENDING_LIMIT_TEXTS.save }))
    expect(screen.getByRole('alert')).toHaveTextContent(SPENDING_LIMIT_TEXTS.invalidAmount)
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('invites an account that has bought and set no limit', async () => {
    signedIn(limits({ invite: true }))
    renderRoute(<SpendingLimitsPanel />, { path: '/billing' })
    expect(await screen.findByText(SPENDING_LIMIT_TEXTS.invitation)).toBeInTheDocument()
  })

  it('shows a removal waiting for its 24 hours', async () => {
    const effectiveAt = '2026-11-29T17:00:00.000Z'
    signedIn(
      limits({
        limits: [
          { period: 'day', ...NONE },
          { period: 'week', ...NONE },
          { period: 'month', amount: 9000, spent: 0, pending: { amount: null, effectiveAt } },
        ],
      }),
    )
    renderRoute(<SpendingLimitsPanel />, { path: '/billing' })
    const when = new Date(effectiveAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    await waitFor(() =>
      expect(screen.getByText(SPENDING_LIMIT_TEXTS.pendingChange('month', null, when))).toBeInTheDocument(),
    )
  })
})
