import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FetchCall, installFetch, json } from '../../features/auth/testing.tsx'
import { member, plansResponse } from '../../features/billing/testing/fixtures.ts'
import { authStorage } from '../../lib/auth-storage.ts'
import { fixtures } from '../../testing/api-fixtures.ts'
import { AppProviders } from '../providers.tsx'
import { AppRoutes, preloadPageOf } from '../router.tsx'

// Two cores shared by many processes: lazy routes can take longer than 1 s to appear.
configure({ asyncUtilTimeout: 8000 })

function signedInWith(remaining: number, routes: Parameters<typeof installFetch>[0] = {}) {
  authStorage.setToken('tok-1')
  const credits = fixtures.credits({ remaining, limited: remaining <= 0, total: 10, kind: 'user' })
  return installFetch({
    'GET /api/me': () => json(fixtures.me({ user: member, credits })),
    'GET /api/credits': () => json(credits),
    'GET /api/billing/plans': () => json(plansResponse),
    'GET /api/searches/popular': () => json(fixtures.popularSearches({ searches: [] })),
    'GET /api/markets/top': () => json(fixtures.topMarkets({ markets: [] })),
    ...routes,
  })
}

const analyzeCalls = (calls: FetchCall[]) => calls.filter((call) => call.path === '/api/analyze')

/** Renders the home page the way main.tsx starts it: the page's chunk first. */
async function renderHome() {
  await preloadPageOf('/')
  return render(
    <MemoryRouter initialEntries={['/']}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('a signed-in user out of credits', () => {
  it('is offered the plans instead of a search, each leading to its purchase on /billing', async () => {
    const calls = signedInWith(0)
    const user = userEvent.setup()
    await renderHome()
    expect((await screen.findAllByText('0 credits remaining')).length).toBeGreaterThan(0)
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), 'Arsenal vs Chelsea')
    await user.click(screen.getByRole('button', { name: 'Get Results' }))
    const dialog = await screen.findByRole('dialog', { name: "You're out of credits" })
    const monthly = await within(dialog).findByRole('link', { name: /Monthly Premium/ })
    expect(monthly).toHaveAttribute('href', '/billing?plan=plan-monthly')
    expect(monthly).toHaveTextContent('500 searches · 30-day access')
    expect(monthly).toHaveTextContent('$49.99')
    expect(within(dialog).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/billing')
    expect(analyzeCalls(calls)).toHaveLength(0)
  }, 30_000)

  it("when the server refuses the search (plan expired), shows its reason with the plans and 'Go to Billing'", async () => {
    const message = 'Your subscription has expired. Visit Billing to renew it.'
    signedInWith(1, {
      'POST /api/analyze': () => json(fixtures.error({ error: message, code: 'SUBSCRIPTION_EXPIRED' }), 402),
    })
    const user = userEvent.setup()
    await renderHome()
    expect((await screen.findAllByText('1 credit remaining')).length).toBeGreaterThan(0)
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), 'Arsenal vs Chelsea')
    await user.click(screen.getByRole('button', { name: 'Get Results' }))
    const dialog = await screen.findByRole('dialog', { name: "You're out of credits" })
    expect(dialog).toHaveTextContent(message)
    await user.keyboard('{Escape}')
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/billing')
  }, 30_000)
})
