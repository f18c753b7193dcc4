import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtures, healthFixture } from '../../testing/api-fixtures.ts'
import { AppProviders } from '../providers.tsx'
import { AppRoutes, preloadPageOf } from '../router.tsx'

type Handler = (url: string, init?: RequestInit) => { status?: number; body: unknown } | undefined

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

let remaining = 5
function installFetch(handler: Handler = () => undefined) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const answer = handler(url, init)
    if (answer) return json(answer.body, answer.status)
    if (url.startsWith('/api/credits')) {
      return json(fixtures.credits({ remaining, limited: remaining <= 0, total: 5, kind: 'anonymous' }))
    }
    if (url.startsWith('/api/markets')) return json(fixtures.markets({ markets: [] }))
    return json(fixtures.popularSearches({ searches: [] }))
  })
  vi.stubGlobal('fetch', mock)
  return mock
}

/** Renders the app at `path` the way main.tsx starts it: the page's chunk first. */
async function renderAt(path: string) {
  await preloadPageOf(path)
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  document.cookie = 'pitchwise_visitor=visitor-test-0001; path=/'
  remaining = 5
})
afterEach(() => vi.unstubAllGlobals())

describe('chat pages', () => {
  it('home: an anonymous visitor without searches left gets the modal and no request is sent', async () => {
    remaining = 0
    const fetchMock = installFetch()
    const user = userEvent.setup()
    await renderAt('/')
    const input = await screen.findByRole('textbox', { name: 'Your question' })
    await waitFor(() => expect(screen.getAllByText('0 free searches remaining')).toHaveLength(2))
    await user.type(input, 'three over 2.5 matches for today')
    await user.click(screen.getByRole('button', { name: 'Get Results' }))
    expect(await screen.findByRole('dialog', { name: 'Get More Free Searches' })).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/analyze'))).toBe(false)
    expect(document.title).toBe('Pitchwise - AI Soccer Predictions & Match Analysis')
  })

  it('home: a server NO_CREDITS answer opens the modal for an anonymous visitor', async () => {
    installFetch((url) =>
      url.includes('/api/analyze')
        ? { status: 402, body: fixtures.error({ error: 'You have used all your free searches', code: 'NO_CREDITS' }) }
        : undefined,
    )
    const user = userEvent.setup()
    await renderAt('/')
    const input = await screen.findByRole('textbox', { name: 'Your question' })
    await user.type(input, 'over 2.5 today')
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Get More Free Searches' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Go to Billing' })).not.toBeInTheDocument()
  })

  it('/r/{code} records the referral visit', async () => {
    const fetchMock = installFetch((url) =>
      url.includes('/api/referrals/track') ? { body: fixtures.trackReferral({ tracked: true }) } : undefined,
    )
    await renderAt('/r/friend42')
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/referrals/track'))).toBe(true),
    )
    await waitFor(() => expect(localStorage.getItem('referral_code')).toBe('friend42'))
  })

  it('an unknown market says Market Not Found with Back to Markets', async () => {
    installFetch((url) =>
      url.startsWith('/api/markets/missing')
        ? { status: 404, body: fixtures.error({ error: 'Market not found', code: 'NOT_FOUND' }) }
        : undefined,
    )
    await renderAt('/markets/missing')
    expect(await screen.findByRole('heading', { name: 'Market Not Found' })).toBeInTheDocument()
    expect(screen.getByText("The market you're looking for doesn't exist.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Markets' })).toHaveAttribute('href', '/markets')
  })

  it('an unknown shared analysis says Analysis Not Found with links home and to markets', async () => {
    installFetch((url) =>
      url.startsWith('/api/analyses/')
        ? { status: 404, body: fixtures.error({ error: 'Not found', code: 'NOT_FOUND' }) }
        : undefined,
    )
    await renderAt('/shared/AAAAAAAAAAAAAAAAAAAAAA')
    expect(await screen.findByRole('heading', { name: 'Analysis Not Found' })).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(main.querySelector('a[href="/"]')).not.toBeNull()
    expect(main.querySelector('a[href="/markets"]')).not.toBeNull()
  })

  it.each([
    ['/liked-searches', 'Sign in to view your liked searches', 'Liked Searches | Pitchwise'],
    ['/search-history', 'Sign in to view your search history', 'Search History | Pitchwise'],
  ])('%s asks signed-out visitors to sign in', async (path, text, title) => {
    installFetch()
    await renderAt(path)
    expect(await screen.findByText(text)).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(main.querySelector('a[href="/signup"]')).not.toBeNull()
    expect(main.querySelector('a[href="/signin"]')).not.toBeNull()
    expect(document.title).toBe(title)
  })
})

describe('what the pages say about the football data (issue 28)', () => {
  it('every page carries the demo banner, and home has no freshness line while fixtures are near', async () => {
    installFetch((url) =>
      url.startsWith('/api/health')
        ? { body: healthFixture({ demoDate: '2026-03-14', today: '2026-03-14' }) }
        : undefined,
    )
    await renderAt('/')
    expect(await screen.findByRole('region', { name: 'Demo mode' })).toHaveTextContent(
      'Demo: football as of Saturday 14 March 2026',
    )
    await screen.findByRole('textbox', { name: 'Your question' })
    expect(screen.queryByText(/football data runs to/)).not.toBeInTheDocument()
  })

  it('home says when the data ends once it has no fixtures ahead, above the chat', async () => {
    installFetch((url) =>
      url.startsWith('/api/health')
        ? { body: healthFixture({ today: '2026-11-28', nextFixtureDate: null, freshness: 'stale' }) }
        : undefined,
    )
    await renderAt('/')
    expect(await screen.findByText(/^Pitchwise's football data runs to 11 March 2026, so there are no/)).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Demo mode' })).not.toBeInTheDocument()
  })

  it.each([
    [
      'a folder snapshot',
      healthFixture({ sources: [{ name: 'openfootball-dir', live: false }] }),
      'From a snapshot of openfootball that runs to 11 March 2026',
    ],
    [
      'a live source on a schedule',
      healthFixture({
        sources: [{ name: 'openfootball-http', live: true }],
        lastResultDate: '2026-11-22',
        lastImport: { at: '2026-11-28T06:00:02.000Z', source: 'openfootball-http', added: 9, updated: 40, error: null },
        nextImportAt: '2026-11-28T12:00:00.000Z',
      }),
      'Imported on a schedule; last import 28 November 2026, results to 22 November 2026',
    ],
  ])('/why-pitchwise says where fixtures and results come from: %s', async (_, health, claim) => {
    installFetch((url) => (url.startsWith('/api/health') ? { body: health } : undefined))
    await renderAt('/why-pitchwise')
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.startsWith('Data freshness'))
    await waitFor(() => expect(row).toHaveTextContent(claim))
    expect(screen.queryByText(/continuously|real-time/i)).not.toBeInTheDocument()
  })
})
