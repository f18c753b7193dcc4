/**
 * Renders a component the way the app hosts it (query client, router) with `fetch` answering one
 * API path with a body; any other call gets a 404, so a component calling the wrong endpoint shows
 * its error state instead of passing by accident. Tests using it unstub globals after each test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'

export function renderWithApi(element: ReactNode, path: string, body: unknown) {
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
