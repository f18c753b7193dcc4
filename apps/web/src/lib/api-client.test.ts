import { BILLING_ENDPOINTS, START_PAYMENT_ENDPOINTS } from '@pitchwise/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../testing/api-fixtures.ts'
import { ApiError, api, callEndpoint, NETWORK_ERROR_MESSAGE } from './api-client.ts'

beforeEach(() => {
  // A known visitor cookie, so the client does not fingerprint the test browser.
  document.cookie = 'pitchwise_visitor=visitor-test-0001; path=/'
})
afterEach(() => vi.unstubAllGlobals())

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('api client', () => {
  it('sends the visitor headers for anonymous callers and parses JSON', async () => {
    const fetchMock = respond(200, { remaining: 4 })
    await expect(api.get('/api/credits')).resolves.toEqual({ remaining: 4 })
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    const headers = init.headers as Record<string, string>
    expect(headers['X-Visitor-ID']).toBe('visitor-test-0001')
    expect(headers['X-Session-ID']).toMatch(/^[0-9a-f-]{36}$/)
    expect(init.credentials).toBe('include')
  })

  it('sends the bearer token when signed in', async () => {
    localStorage.setItem('pitchwise.auth_token', 'token-abc')
    const fetchMock = respond(200, {})
    await api.get('/api/me')
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-abc')
  })

  it("turns the server's { error, code } into an ApiError", async () => {
    respond(402, fixtures.error({ error: 'You have used all your free searches.', code: 'NO_CREDITS' }))
    const error = await api.post('/api/analyze', { query: 'x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'You have used all your free searches.',
      code: 'NO_CREDITS',
      status: 402,
      retryable: false,
    })
  })

  it('marks 5xx and 408 as retryable and falls back to the unknown-error text', async () => {
    respond(503, {})
    await expect(api.get('/api/x')).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      message: 'An unknown error occurred',
      retryable: true,
    })
  })

  it('maps a network failure to NETWORK_ERROR with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(api.get('/api/x')).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      code: 'NETWORK_ERROR',
      status: 0,
      retryable: true,
    })
  })
})

describe('callEndpoint', () => {
  it("calls the contract's method and path, with the path parameter encoded and the query appended", async () => {
    const fetchMock = respond(200, {})
    await callEndpoint(BILLING_ENDPOINTS.order, { params: { id: 'pw_a b/c' } })
    await callEndpoint(BILLING_ENDPOINTS.plans, { query: { country: 'NG' } })
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][]
    expect(calls.map(([url, init]) => [init.method, url, init.body])).toEqual([
      ['GET', '/api/billing/orders/pw_a%20b%2Fc', undefined],
      ['GET', '/api/billing/plans?country=NG', undefined],
    ])
  })

  it('sends the body of a POST endpoint as JSON', async () => {
    const fetchMock = respond(201, {})
    await callEndpoint(START_PAYMENT_ENDPOINTS.createOrder, { body: { planId: 'p1', methodId: 'm1' } })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect([init.method, url, init.body]).toEqual(['POST', '/api/billing/orders', '{"planId":"p1","methodId":"m1"}'])
  })
})
