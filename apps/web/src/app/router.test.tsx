import { act, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../testing/api-fixtures.ts'
import { AppProviders } from './providers.tsx'
import { AppRoutes, preloadPageOf } from './router.tsx'

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

beforeEach(() => {
  document.cookie = 'pitchwise_visitor=visitor-test-0001; path=/'
  // The network edge: every API call answers an empty but well-formed body.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/credits')
        ? fixtures.credits({ remaining: 5, limited: false, total: 5, kind: 'anonymous' })
        : url.startsWith('/api/markets')
          ? fixtures.markets({ markets: [] })
          : fixtures.popularSearches({ searches: [] })
      return new Response(JSON.stringify(body), { status: 200 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

/** Renders the app at `path`, waiting (in act) for the page's chunk as a browser would. */
async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppProviders>
          <AppRoutes />
          <LocationProbe />
        </AppProviders>
      </MemoryRouter>,
    )
  })
}

describe('router', () => {
  it('redirects an unknown path to the home page', async () => {
    await renderAt('/no/such/page')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
  })

  it('keeps /r/{code} on the home screen', async () => {
    await renderAt('/r/friend42')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/r/friend42'))
    expect(await screen.findByRole('banner')).toBeInTheDocument()
  })

  it('shows signed-out visitors Get Started and their free searches', async () => {
    await renderAt('/privacy')
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Get Started' }).length).toBeGreaterThan(0)
    expect(await screen.findByText('5 free searches remaining')).toBeInTheDocument()
  })

  it('sends non-admins away from /admin', async () => {
    await renderAt('/admin/searches')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
  })

  it('shows a preloaded page on the first render, with no loading spinner', async () => {
    await preloadPageOf('/terms')
    await renderAt('/terms')
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument()
  })
})
