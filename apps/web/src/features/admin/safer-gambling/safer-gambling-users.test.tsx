import {
  ADMIN_SAFER_GAMBLING_TEXTS,
  AdminSaferGamblingDetail,
  AdminSaferGamblingList,
  type AdminSaferGamblingUser,
} from '@pitchwise/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderAdmin, stubApi } from '../testing/render-admin.tsx'
import { SaferGamblingUsers } from './safer-gambling-users.tsx'

const RESTING: AdminSaferGamblingUser = {
  id: 'u1',
  email: 'resting@example.com',
  limits: [],
  activeBreak: {
    kind: 'self-exclusion',
    duration: '1y',
    startsAt: '2026-11-28T18:00:00.000Z',
    endsAt: '2027-11-28T18:00:00.000Z',
  },
  realityCheckMinutes: 30,
}
const LIMITED: AdminSaferGamblingUser = {
  id: 'u2',
  email: 'limited@example.com',
  limits: [
    {
      period: 'day',
      currency: 'USD',
      currencyExponent: 2,
      amount: 2000,
      pending: { amount: 5000, effectiveAt: '2026-11-29T18:00:00.000Z' },
    },
  ],
  activeBreak: null,
  realityCheckMinutes: null,
}

afterEach(() => vi.unstubAllGlobals())

describe('admin: safer gambling', () => {
  it('lists limits and breaks, filters on the server, and shows one account’s history, with nothing to change', async () => {
    const calls = stubApi((call) => {
      const url = new URL(call.url, 'http://localhost')
      if (url.pathname === '/api/admin/safer-gambling/users/u1') {
        return json(AdminSaferGamblingDetail.parse({ user: RESTING, breaks: [RESTING.activeBreak] }))
      }
      const filter = url.searchParams.get('filter')
      const users = filter === 'limits' ? [LIMITED] : filter === 'breaks' ? [RESTING] : [RESTING, LIMITED]
      return json(AdminSaferGamblingList.parse({ users }))
    })
    renderAdmin(<SaferGamblingUsers />)
    const table = await screen.findByRole('table', { name: ADMIN_SAFER_GAMBLING_TEXTS.title })
    expect(screen.getByText(ADMIN_SAFER_GAMBLING_TEXTS.intro)).toBeInTheDocument()
    expect(await within(table).findByText('resting@example.com')).toBeInTheDocument()
    expect(within(table).getByText(/^Self-exclusion \(1 year\) until /)).toBeInTheDocument()
    expect(within(table).getByText(/day: 20\.00 USD/)).toBeInTheDocument()
    expect(within(table).getByText(ADMIN_SAFER_GAMBLING_TEXTS.realityCheck(30))).toBeInTheDocument()

    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText(ADMIN_SAFER_GAMBLING_TEXTS.filterLabel), 'breaks')
    await waitFor(() => expect(calls.some((c) => c.url.includes('filter=breaks'))).toBe(true))
    await waitFor(() => expect(within(table).queryByText('limited@example.com')).not.toBeInTheDocument())

    await user.click(within(table).getByRole('button', { name: ADMIN_SAFER_GAMBLING_TEXTS.history }))
    expect(
      await screen.findByRole('region', { name: `${ADMIN_SAFER_GAMBLING_TEXTS.history}: resting@example.com` }),
    ).toBeInTheDocument()
    // Read-only: only GET requests, and no control that ends or shortens a break.
    expect(calls.every((c) => c.method === 'GET')).toBe(true)
    expect(screen.queryByRole('button', { name: /end|lift|shorten|remove|delete/i })).not.toBeInTheDocument()
  })

  it('says when nothing matches and when the list cannot be loaded', async () => {
    stubApi(() => json(AdminSaferGamblingList.parse({ users: [] })))
    renderAdmin(<SaferGamblingUsers />)
    expect(await screen.findByText(ADMIN_SAFER_GAMBLING_TEXTS.empty)).toBeInTheDocument()
    vi.unstubAllGlobals()
    stubApi(() => json({ error: 'x', code: 'INTERNAL_ERROR' }, 500))
    renderAdmin(<SaferGamblingUsers />)
    expect(await screen.findByText(ADMIN_SAFER_GAMBLING_TEXTS.loadFailed)).toBeInTheDocument()
  })
})
