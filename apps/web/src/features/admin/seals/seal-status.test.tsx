import { AdminSealCheckResponse, AdminSealsStatusResponse } from '@pitchwise/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiFixture } from '../../../testing/api-fixtures.ts'
import { json, renderAdmin, stubApi } from '../testing/render-admin.tsx'
import { SealStatus } from './seal-status.tsx'

const BROKEN = apiFixture(AdminSealsStatusResponse, {
  totals: { sealed: 1204, scored: 911, void: 12, pending: 281 },
  runs: [
    {
      id: '3',
      importId: 'i3',
      startedAt: '2026-03-15T06:00:00.000Z',
      finishedAt: '2026-03-15T06:00:02.000Z',
      scored: 41,
      void: 1,
      errors: 1,
      error: 'Arsenal FC and Chelsea FC level on points at the edge of outright_top_four',
    },
  ],
  checks: [
    {
      id: '9',
      checkedAt: '2026-03-15T08:00:00.000Z',
      trigger: 'schedule',
      ok: false,
      rows: 411,
      firstBadSeq: 412,
      problem: 'row 412 was changed after it was sealed',
      head: 'ab'.repeat(32),
    },
  ],
})

afterEach(() => vi.unstubAllGlobals())

describe('/admin/seals', () => {
  it('puts a broken chain and its first broken row above everything, with the scoring runs below', async () => {
    stubApi(() => json(BROKEN))
    renderAdmin(<SealStatus />)
    const alert = await screen.findByText(/The hash chain is broken at row 412/)
    expect(alert.textContent).toContain('row 412 was changed after it was sealed')
    expect(screen.getByRole('table', { name: 'Scoring runs' }).textContent).toContain(
      'Arsenal FC and Chelsea FC level on points',
    )
    expect(screen.getByRole('table', { name: 'Chain checks' }).textContent).toContain('Broken at row 412')
  })

  it('checks the chain on demand and announces the verdict', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? json(
            apiFixture(AdminSealCheckResponse, {
              check: {
                ...(BROKEN.checks[0] as AdminSealsStatusResponse['checks'][number]),
                id: '10',
                trigger: 'admin',
                ok: true,
                rows: 1204,
                firstBadSeq: null,
                problem: null,
              },
            }),
          )
        : json(BROKEN),
    )
    renderAdmin(<SealStatus />)
    await userEvent.click(await screen.findByRole('button', { name: 'Check the chain now' }))
    await waitFor(() => expect(screen.getByText('Chain intact: 1204 rows check out.')).toBeTruthy())
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/admin/seals/check'))).toBe(true)
  })
})
