import { TrackRecordResponse } from '@pitchwise/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import TrackRecordPage from './track-record.tsx'

/** Figures with nothing in them: what a fresh installation answers. */
const emptyFigures = {
  sealed: 0,
  scored: 0,
  void: 0,
  pending: 0,
  byKind: [],
  baselines: [],
  calibration: [],
  bands: [],
  profit: null,
}

const empty = TrackRecordResponse.parse({
  filters: { market: null, league: null, period: 'all', band: null },
  leagues: [],
  live: emptyFigures,
  replay: null,
  chain: { rows: 0, head: null, sealedAt: null, digests: [] },
})

const head = 'a'.repeat(64)
const scoredFigures = {
  sealed: 12,
  scored: 9,
  void: 1,
  pending: 2,
  byKind: [{ kind: 'preview', sealed: 12, scored: 9, void: 1, hitRate: 5 / 9, brier: 0.58, logLoss: 0.98, rps: 0.2 }],
  baselines: [
    {
      market: '1x2',
      kind: 'preview',
      label: 'Match result (home, draw, away)',
      scored: 9,
      model: { brier: 0.58, logLoss: 0.98, rps: 0.2 },
      baseRate: { brier: 0.64, logLoss: 1.06, rps: 0.23 },
      priced: 0,
      marketPrice: null,
      modelOnPriced: null,
      pricedNeeded: 30,
    },
  ],
  calibration: [
    {
      market: '1x2',
      kind: 'preview',
      label: 'Match result (home, draw, away)',
      pairs: 27,
      bins: [{ from: 0.2, to: 0.3, n: 10, meanPredicted: 0.25, observed: 0.3, low: 0.11, high: 0.6 }],
    },
  ],
  bands: [{ band: '50-60', scored: 9, hits: 5, hitRate: 5 / 9, meanPredicted: 0.55 }],
  profit: null,
}
const scored = TrackRecordResponse.parse({
  filters: { market: null, league: null, period: 'all', band: null },
  leagues: [{ id: 'en.1', name: 'English Premier League' }],
  live: scoredFigures,
  replay: {
    figures: scoredFigures,
    seasons: ['2023-24', '2024-25'],
    competitions: ['en.1'],
    refitDays: 7,
    matches: 760,
    modelVersion: 'm1',
    computedAt: '2026-03-01T10:00:00.000Z',
  },
  chain: {
    rows: 12,
    head,
    sealedAt: '2026-03-14T11:00:00.000Z',
    digests: [{ day: '2026-03-14', rows: 12, lastSeq: 12, head }],
  },
})

function renderPage(path: string, answer: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => answer(String(input)))
  vi.stubGlobal('fetch', fetchMock)
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <TrackRecordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetchMock
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe('/track-record', () => {
  it('says it is loading, then that nothing is sealed yet and no replay exists', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    renderPage('/track-record', async () => {
      await gate
      return json(empty)
    })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the track record…')
    release()
    expect(await screen.findByText('Nothing matches these filters yet.')).toBeInTheDocument()
    expect(screen.getByText('No replay has been computed yet.')).toBeInTheDocument()
    expect(screen.getByText('Nothing is sealed yet.')).toBeInTheDocument()
    expect(screen.getByText('npm run seal:verify -- --digest DAY=HASH')).toBeInTheDocument()
  })

  it('shows a failure with a retry that reads again', async () => {
    let calls = 0
    renderPage('/track-record', () => {
      calls++
      return calls <= 2 ? json({ error: 'Internal', message: 'boom' }, 500) : json(empty)
    })
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 })
    expect(alert).toHaveTextContent('Try again')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Nothing matches these filters yet.')).toBeInTheDocument()
  })

  it('shows live and replay apart, the baselines, the calibration chart, the digest, and filters from the address', async () => {
    const fetchMock = renderPage('/track-record?market=totals&band=0.5-0.6', () => json(scored))
    const live = await screen.findByRole('region', { name: 'Live sealed predictions' })
    expect(within(live).getByText('Sealed')).toBeInTheDocument()
    expect(within(live).getByText(/Not enough priced predictions yet \(0 of 30\)/)).toBeInTheDocument()
    expect(
      within(live).getByText('None yet: no scored prediction carries a bookmaker price so far.'),
    ).toBeInTheDocument()
    expect(
      within(live).getByRole('img', {
        name: 'Calibration of match result (home, draw, away), live sealed predictions',
      }),
    ).toBeInTheDocument()
    const replay = screen.getByRole('region', { name: 'Replay of earlier seasons (not sealed)' })
    expect(within(replay).getByText(/A replay, not a record/)).toBeInTheDocument()
    expect(
      within(replay).getByRole('img', {
        name: 'Calibration of match result (home, draw, away), replay of earlier seasons',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText(`npm run seal:verify -- --digest 2026-03-14=${head}`)).toBeInTheDocument()
    // The receipt's link is read as it came: the API is asked with the same filters.
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/track-record?market=totals&band=50-60')
    expect(screen.getByRole('combobox', { name: 'Market' })).toHaveValue('totals')
    expect(screen.getByRole('combobox', { name: 'Stated probability' })).toHaveValue('50-60')

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'en.1')
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/track-record?market=totals&league=en.1&band=50-60',
      ),
    )
  })
})
