/**
 * Test helper for the data-freshness components: the app's query client over a fetch stub at the
 * network edge that answers /api/health with `football` (or a 503 without a body). Test-only;
 * never imported by the app.
 */
import type { HealthResponse } from '@pitchwise/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, vi } from 'vitest'
import { healthFixture } from '../../testing/api-fixtures.ts'
import { footballStatusQueryKey } from './api/get-football-status.ts'

/**
 * Renders `element` with health answering `football` (merged into footballStatusFixture), or
 * failing with 'down'; resolves once the answer has been read, so a test can assert on absence.
 */
export async function renderWithHealth(element: ReactNode, football: Partial<HealthResponse['football']> | 'down') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (!String(input).startsWith('/api/health')) return new Response('{}', { status: 404 })
    return football === 'down'
      ? new Response('', { status: 503 })
      : new Response(JSON.stringify(healthFixture(football)), { headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(<QueryClientProvider client={client}>{element}</QueryClientProvider>)
  await waitFor(() => expect(client.getQueryState(footballStatusQueryKey)?.status).not.toBe('pending'))
  return { ...view, fetchMock }
}
