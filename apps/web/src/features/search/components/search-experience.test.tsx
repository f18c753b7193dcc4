import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, StrictMode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analysisFixture, fixtures } from '../../../testing/api-fixtures'
import { useSearchChat } from '../hooks/use-search-chat'
import { CHAT_HISTORY_KEY } from '../utils/chat-history'
import { SearchExperience } from './search-experience'

const ANALYZE_RESPONSE = fixtures.analyze({
  result: '## Over 2.5 goals — today\n\n1. **Bayern München v Borussia Dortmund** · Bundesliga · 15:30',
  analysis: analysisFixture(),
  shareId: 'abcdefghijklmnopqrstuv',
  searchId: '00000000-0000-4000-8000-000000000001',
  remaining: 4,
  charged: true,
  requestId: 'req-12345678',
})

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

type FetchMock = ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>

function installFetch(handler: (url: string, init?: RequestInit) => Promise<Response> | Response): FetchMock {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    return handler(url, init)
  })
  vi.stubGlobal('fetch', mock)
  return mock
}

function analyzeCalls(mock: FetchMock) {
  return mock.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).includes('/api/analyze'),
  )
}

async function analyzeBody(mock: FetchMock, index = 0): Promise<Record<string, unknown>> {
  const call = analyzeCalls(mock)[index]
  if (!call) throw new Error('no analyze call')
  const [input, init] = call
  const raw = input instanceof Request ? await input.clone().text() : String(init?.body ?? '')
  return JSON.parse(raw)
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
}

function Harness({ isSignedIn = false, onOutOfSearches }: { isSignedIn?: boolean; onOutOfSearches?: () => void }) {
  const chat = useSearchChat({ onOutOfSearches })
  return (
    <>
      <SearchExperience chat={chat} isSignedIn={isSignedIn} />
      <LocationProbe />
    </>
  )
}

function renderChat(ui: ReactNode, initialEntry: string | { pathname: string; state: unknown } = '/', strict = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const tree = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialEntry]}>{ui}</MemoryRouter>
    </QueryClientProvider>
  )
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree)
}

beforeEach(() => {
  sessionStorage.clear()
  // A known visitor: the API client then skips fingerprinting and sends this id.
  document.cookie = 'pitchwise_visitor=test-visitor-0001; Path=/'
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
})
afterEach(() => vi.unstubAllGlobals())

describe('chat box', () => {
  it('warns in amber on an empty question and clears the warning when typing', async () => {
    const fetchMock = installFetch(() => json(ANALYZE_RESPONSE))
    const user = userEvent.setup()
    renderChat(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Get Results' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please type your question to get results')
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'x')
    expect(screen.queryByText('Please type your question to get results')).toBeNull()
    expect(analyzeCalls(fetchMock)).toHaveLength(0)
  })

  it('sends the spec payload, shows Processing... while pending, then the report, and empties the input', async () => {
    let release: (r: Response) => void = () => {}
    const fetchMock = installFetch((url) =>
      url.includes('/api/analyze') ? new Promise<Response>((resolve) => (release = resolve)) : json({}),
    )
    const user = userEvent.setup()
    renderChat(<Harness />)
    const input = screen.getByRole('textbox', { name: 'Your question' })
    expect(input).toHaveAttribute('maxLength', '1000')
    await user.click(screen.getByRole('switch', { name: /Deep analysis/ }))
    await user.type(input, '  three over 2.5 matches for today  {Enter}')
    const button = await screen.findByRole('button', { name: 'Processing...' })
    expect(button).toBeDisabled()
    expect(screen.getByTestId('analysis-loading')).toHaveTextContent(
      "Good things take time! We're analyzing the data — sit tight, it won't be long!",
    )
    await waitFor(() => expect(analyzeCalls(fetchMock)).toHaveLength(1))
    // A second submit while pending does nothing.
    await user.click(button)
    await user.type(input, '{Enter}')
    expect(analyzeCalls(fetchMock)).toHaveLength(1)
    const body = await analyzeBody(fetchMock)
    expect(body).toMatchObject({
      query: 'three over 2.5 matches for today',
      result: '',
      classification: '',
      classificationNo: 0,
      translatedQuery: '',
      method: 'web',
      channel: 1,
      chatHistory: '',
    })
    expect(typeof body.requestId).toBe('string')
    expect(new Date(String(body.date)).toISOString()).toBe(body.date)

    release(json(ANALYZE_RESPONSE))
    expect(await screen.findByRole('heading', { name: 'Analysis Report' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Get Results' })).toBeEnabled()
    expect(input).toHaveValue('')
    expect(screen.getByTestId('report-text')).toHaveTextContent('Bayern München v Borussia Dortmund')
  })

  it('sends the last answers as chat history, and Clear resets everything', async () => {
    const fetchMock = installFetch(() => json(ANALYZE_RESPONSE))
    const user = userEvent.setup()
    renderChat(<Harness />)
    const input = screen.getByRole('textbox', { name: 'Your question' })
    await user.type(input, 'first question{Enter}')
    await screen.findByRole('heading', { name: 'Analysis Report' })
    await user.type(input, 'and BTTS?{Enter}')
    await waitFor(() => expect(analyzeCalls(fetchMock)).toHaveLength(2))
    const second = await analyzeBody(fetchMock, 1)
    expect(second.chatHistory).toBe(`User: first question\nAssistant: ${ANALYZE_RESPONSE.result}`)
    await screen.findByRole('button', { name: 'Clear' })
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.queryByRole('heading', { name: 'Analysis Report' })).toBeNull()
    expect(sessionStorage.getItem(CHAT_HISTORY_KEY)).toBeNull()
  })

  it('shows the server message with Go to Billing for a signed-in user out of credits', async () => {
    installFetch(() =>
      json(
        fixtures.error({
          error: 'You have used all your search credits. Visit Billing to get more.',
          code: 'NO_CREDITS',
        }),
        402,
      ),
    )
    const user = userEvent.setup()
    renderChat(<Harness isSignedIn />)
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'q{Enter}')
    expect(
      await screen.findByText('You have used all your search credits. Visit Billing to get more.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/billing')
  })

  it('opens the sign-up modal for an anonymous visitor out of searches', async () => {
    installFetch(() =>
      json(fixtures.error({ error: 'You have used all your free searches.', code: 'NO_CREDITS' }), 402),
    )
    const onOutOfSearches = vi.fn()
    const user = userEvent.setup()
    renderChat(<Harness onOutOfSearches={onOutOfSearches} />)
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'q{Enter}')
    await waitFor(() => expect(onOutOfSearches).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('link', { name: 'Go to Billing' })).toBeNull()
  })

  it('maps a network failure to the network message', async () => {
    installFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const user = userEvent.setup()
    renderChat(<Harness />)
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'q{Enter}')
    expect(await screen.findByText('Network error, please check your connection')).toBeInTheDocument()
  })
})

describe('navigation state', () => {
  it('runs the query once (even under StrictMode) and then removes the state', async () => {
    const fetchMock = installFetch(() => json(ANALYZE_RESPONSE))
    renderChat(
      <Harness />,
      {
        pathname: '/markets/m1',
        state: { query: 'btts today', searchMetadata: { searchId: 's1', searchCategory: 'market_search' } },
      },
      true,
    )
    await screen.findByRole('heading', { name: 'Analysis Report' })
    expect(analyzeCalls(fetchMock)).toHaveLength(1)
    expect(await analyzeBody(fetchMock)).toMatchObject({
      query: 'btts today',
      searchId: 's1',
      searchCategory: 'market_search',
    })
    await waitFor(() => expect(screen.getByTestId('location-state')).toHaveTextContent('null'))
    expect(analyzeCalls(fetchMock)).toHaveLength(1)
  })
})
