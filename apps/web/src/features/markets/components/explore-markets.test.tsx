/** Issue 15: each Explore Markets card shows one figure, how often its questions were asked, in the server's order. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../../testing/api-fixtures.ts'
import { ExploreMarkets } from './explore-markets.tsx'

const market = (name: string, searchCount: number, totalSearches: number, order: number) => ({
  id: `id-${order}`,
  name,
  description: null,
  order,
  searchCount,
  totalSearches,
})

/** Renders `element` with a query client and a fetch stub answering `path` with `body`. */
function renderWith(element: ReactNode, path: string, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith(path)
        ? new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    ),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('ExploreMarkets', () => {
  it('shows how often each market was asked about, never the number of questions it holds', async () => {
    renderWith(
      <ExploreMarkets />,
      '/api/markets/top',
      fixtures.topMarkets({
        markets: [
          market('Both Teams to Score', 4, 31, 2),
          market('Over/Under Goals', 4, 1, 1),
          market('Correct Score', 7, 0, 3),
        ],
      }),
    )
    const cards = await screen.findAllByRole('link', { name: /Score|Goals/ })
    expect(cards.map((card) => within(card).getByTestId('market-asked').textContent)).toEqual([
      'Asked 31 times',
      'Asked once',
      'Not asked yet',
    ])
    expect(screen.queryByText(/searches|run \d+×/)).toBeNull()
  })
})
