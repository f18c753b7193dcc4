/**
 * Test helpers for the accounts UI: the real providers (query client, router, session) and a
 * fetch stub at the network edge that answers by "METHOD /path". Test-only; never imported by
 * the app.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'
import { fixtures } from '../../testing/api-fixtures.ts'
import { SessionProvider } from './session-context.tsx'

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

export interface FetchCall {
  method: string
  path: string
  headers: Headers
  body: unknown
}

type Handler = (call: FetchCall) => Response | Promise<Response>

/**
 * Stubs global fetch. `routes` maps "GET /api/credits" (query string ignored) to a handler or a
 * fixed Response factory; anything else answers 404. Returns the list of calls made.
 */
export function installFetch(routes: Record<string, Handler>): FetchCall[] {
  const calls: FetchCall[] = []
  // Pretend fingerprinting already ran, so no test waits for it.
  // biome-ignore lint/suspicious/noDocumentCookie: the visitor cookie is what the app reads
  document.cookie = 'pitchwise_visitor=test-visitor-0001; Path=/'
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x')
      const method = (init.method ?? 'GET').toUpperCase()
      const raw = typeof init.body === 'string' ? init.body : null
      const call: FetchCall = {
        method,
        path: url.pathname,
        headers: new Headers(init.headers),
        body: raw ? JSON.parse(raw) : null,
      }
      calls.push(call)
      const handler = routes[`${method} ${url.pathname}`]
      return handler ? handler(call) : json(fixtures.error({ error: 'Not found', code: 'NOT_FOUND' }), 404)
    }),
  )
  return calls
}

/** Shows where the router is, so tests can assert navigations. */
export function LocationProbe() {
  const location = useLocation()
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  )
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/**
 * Renders `element` at `path` inside the app's providers. Every other path renders a
 * LocationProbe (plus the optional `elsewhere`), so a navigation away is visible.
 */
export function renderRoute(
  element: ReactNode,
  {
    path,
    entry = path,
    state,
    elsewhere,
    queryClient = createTestQueryClient(),
  }: { path: string; entry?: string; state?: unknown; elsewhere?: ReactNode; queryClient?: QueryClient },
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: entry.split('?')[0] ?? entry, search: searchOf(entry), state }]}>
        <SessionProvider>
          <Routes>
            <Route path={path} element={element} />
            <Route
              path="*"
              element={
                <>
                  <LocationProbe />
                  {elsewhere}
                </>
              }
            />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...result, queryClient }
}

function searchOf(entry: string): string {
  const index = entry.indexOf('?')
  return index === -1 ? '' : entry.slice(index)
}
