/** Issue 15: Popular Searches shows each question with how often it was asked, readable in both themes. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../../testing/api-fixtures.ts'
import { PopularSearches } from './popular-searches.tsx'

const search = (query: string, searches: number) => ({
  id: query,
  query,
  searches,
  likes: 0,
  lastSearchedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
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

describe('PopularSearches', () => {
  it('says how often each question was asked, to the eye and to a screen reader', async () => {
    renderWith(
      <PopularSearches onSelect={() => {}} />,
      '/api/searches/popular',
      fixtures.popularSearches({
        searches: [search('Liverpool vs Tottenham prediction', 4), search('btts today', 1)],
      }),
    )
    const first = await screen.findByRole('button', { name: 'Liverpool vs Tottenham prediction, asked 4 times' })
    expect(first).toHaveTextContent('4×')
    expect(screen.getByRole('button', { name: 'btts today, asked once' })).toHaveTextContent('1×')
    expect(screen.getByTitle('Asked 4 times')).toBeInTheDocument()
  })
})
