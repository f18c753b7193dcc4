import { type AdminDataStatusResponse, DATA_MESSAGES } from '@pitchwise/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../../testing/api-fixtures.ts'
import { json, renderAdmin, stubApi } from '../testing/render-admin.tsx'
import { DataStatus } from './data-status.tsx'

const STALE: AdminDataStatusResponse = {
  football: {
    ready: true,
    matches: 14_210,
    lastResultDate: '2026-03-11',
    today: '2026-11-28',
    demoDate: null,
    freshness: 'stale',
    nextFixtureDate: null,
    competitions: [
      {
        code: 'en.1',
        name: 'English Premier League 2025/26',
        lastResultDate: '2026-03-11',
        lastFixtureDate: '2026-05-24',
        nextFixtureDate: null,
        ageDays: 262,
        freshness: 'stale',
      },
    ],
    sources: [
      { name: 'openfootball-dir', live: false },
      { name: 'openfootball-txt-dir', live: false },
    ],
    lastImport: {
      at: '2026-11-28T06:00:04.000Z',
      source: 'openfootball-dir+openfootball-txt-dir',
      added: 0,
      updated: 0,
      error: 'ENOENT: no such file or directory',
    },
    nextImportAt: '2026-11-28T18:00:00.000Z',
  },
  runs: [
    {
      id: 'r2',
      startedAt: '2026-11-28T06:00:00.000Z',
      finishedAt: '2026-11-28T06:00:04.000Z',
      source: 'openfootball-dir+openfootball-txt-dir',
      added: 0,
      updated: 0,
      error: 'ENOENT: no such file or directory',
      rows: null,
    },
    {
      id: 'r1',
      startedAt: '2026-11-28T00:00:00.000Z',
      finishedAt: '2026-11-28T00:01:10.000Z',
      source: 'openfootball-dir+openfootball-txt-dir',
      added: 14_210,
      updated: 0,
      error: null,
      rows: { matched: 18_325, unmatched: 66, outside: 15_465 },
    },
  ],
  unmatchedRows: [
    {
      source: 'football-data-dir',
      origin: '1920/E0.csv line 321',
      competition: 'en.1',
      season: '2019-20',
      date: '2020-07-02',
      homeName: 'Man City',
      awayName: 'Liverpool',
      reason: 'no-match-on-date',
      dataDates: '2019-07-02',
    },
  ],
  unmatchedTotal: 66,
}

const EMPTY: AdminDataStatusResponse = {
  football: {
    ...STALE.football,
    ready: false,
    matches: 0,
    lastResultDate: null,
    freshness: 'empty',
    competitions: [],
    sources: [{ name: 'openfootball-http', live: true }],
    lastImport: null,
    nextImportAt: null,
  },
  runs: [],
  unmatchedRows: [],
  unmatchedTotal: 0,
}

afterEach(() => vi.unstubAllGlobals())

describe('Data status', () => {
  it('shows the verdict, the day, the sources, the last import with its error, the schedule, competitions and runs', async () => {
    stubApi(() => json(fixtures.adminDataStatus(STALE)))
    renderAdmin(<DataStatus />)
    const verdict = (await screen.findByText('Verdict')).closest('div') as HTMLElement
    expect(within(verdict).getByText('Stale')).toBeInTheDocument()
    expect(screen.getByText('28 Nov 2026')).toBeInTheDocument()
    expect(screen.getByText('The server’s date (UTC).')).toBeInTheDocument()
    const sources = (screen.getByText('Sources').closest('div') as HTMLElement).querySelectorAll('li')
    expect([...sources].map((li) => li.textContent)).toEqual([
      'openfootball-dir (folder)',
      'openfootball-txt-dir (folder)',
    ])
    expect(screen.getByText('Failed: ENOENT: no such file or directory', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByText('Next scheduled import').nextElementSibling).not.toHaveTextContent('Schedule off')

    const competitions = screen.getByRole('table', { name: 'Competitions' })
    const row = within(competitions).getByRole('row', { name: /English Premier League/ })
    expect(row).toHaveTextContent('11 Mar 2026')
    expect(row).toHaveTextContent('262')
    expect(within(row).getByText('Stale')).toBeInTheDocument()

    const runs = screen.getByRole('table', { name: 'Recent imports' })
    expect(within(runs).getAllByRole('row')).toHaveLength(3)
    expect(within(runs).getByText('Failed: ENOENT: no such file or directory')).toBeInTheDocument()
    expect(within(runs).getByText('14210')).toBeInTheDocument()
    expect(within(runs).getByText('18325 joined, 66 unmatched')).toBeInTheDocument()

    // Statistics and price rows that joined no match: listed with the reason, never guessed at.
    expect(screen.getByText('66 rows joined no match; the first 1 are listed.')).toBeInTheDocument()
    const unmatched = screen.getByRole('table', { name: 'Rows that joined no match' })
    const listed = within(unmatched).getByRole('row', { name: /Man City/ })
    expect(listed).toHaveTextContent('1920/E0.csv line 321')
    expect(listed).toHaveTextContent('Man City v Liverpool')
    expect(listed).toHaveTextContent('No match that day (the data has them on 2019-07-02)')
  })

  it('names DEMO_DATE when the server runs as of a day of the data', async () => {
    stubApi(() =>
      json(
        fixtures.adminDataStatus({
          ...STALE,
          football: { ...STALE.football, today: '2026-03-10', demoDate: '2026-03-10', freshness: 'fresh' },
        }),
      ),
    )
    renderAdmin(<DataStatus />)
    expect(await screen.findByText('10 Mar 2026')).toBeInTheDocument()
    expect(screen.getByText(/DEMO_DATE/)).toBeInTheDocument()
    expect(screen.getByText('Fresh')).toBeInTheDocument()
  })

  it('says so when there is no data, no import and no schedule', async () => {
    stubApi(() => json(fixtures.adminDataStatus(EMPTY)))
    renderAdmin(<DataStatus />)
    expect(await screen.findByText('No data')).toBeInTheDocument()
    expect(screen.getByText('openfootball-http')).toBeInTheDocument()
    expect(screen.getByText('(live)')).toBeInTheDocument()
    expect(screen.getByText('None yet')).toBeInTheDocument()
    expect(screen.getByText('Schedule off')).toBeInTheDocument()
    expect(screen.getByText('The data holds no current competition.')).toBeInTheDocument()
    expect(screen.getByText('No import has run yet.')).toBeInTheDocument()
  })

  it('shows an error with a way to try again', async () => {
    let fail = true
    const calls = stubApi(() =>
      fail
        ? json(fixtures.error({ error: 'boom', code: 'INTERNAL_ERROR' }), 500)
        : json(fixtures.adminDataStatus(STALE)),
    )
    renderAdmin(<DataStatus />)
    expect(await screen.findAllByText(DATA_MESSAGES.fetchStatus)).not.toEqual([])
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Verdict')).toBeInTheDocument()
    expect(calls.filter((c) => c.url === '/api/admin/data/status')).toHaveLength(2)
  })

  it('re-imports from the keyboard: disabled while it runs, then the outcome and the status read again', async () => {
    let finish: (response: Response) => void = () => {}
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? new Promise<Response>((resolve) => {
            finish = resolve
          })
        : json(fixtures.adminDataStatus(STALE)),
    )
    renderAdmin(<DataStatus />)
    await screen.findByText('Verdict')
    const button = screen.getByRole('button', { name: 'Re-import now' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    const busy = await screen.findByRole('button', { name: 'Importing…' })
    expect(busy).toBeDisabled()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/data/import'])
    finish(json(fixtures.adminDataImport({ outcome: 'imported', added: 12, updated: 3, error: null })))
    expect(await screen.findByRole('status')).toHaveTextContent('Imported: 12 matches added, 3 updated.')
    expect(screen.getByRole('button', { name: 'Re-import now' })).toBeEnabled()
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/admin/data/status').length).toBeGreaterThan(1))
  })

  it('shows a failed source, and the message when another import is running', async () => {
    let answer = json(
      fixtures.adminDataImport({ outcome: 'failed', added: 0, updated: 0, error: 'GET … answered 503' }),
    )
    stubApi((call) => (call.method === 'POST' ? answer : json(fixtures.adminDataStatus(STALE))))
    renderAdmin(<DataStatus />)
    await screen.findByText('Verdict')
    await userEvent.click(screen.getByRole('button', { name: 'Re-import now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The import failed: GET … answered 503. The data from before keeps serving.',
    )
    answer = json(fixtures.error({ error: DATA_MESSAGES.importRunning, code: 'CONFLICT' }), 409)
    await userEvent.click(screen.getByRole('button', { name: 'Re-import now' }))
    expect(await screen.findByText(DATA_MESSAGES.importRunning)).toBeInTheDocument()
  })
})
