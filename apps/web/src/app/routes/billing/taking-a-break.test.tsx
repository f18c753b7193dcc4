import { AccountBreakResponse, REALITY_CHECK_TEXTS, TAKING_A_BREAK_TEXTS } from '@pitchwise/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import { member, memberCredits } from '../../../features/billing/testing/fixtures.ts'
import { formatBreakEnd } from '../../../features/safer-gambling/components/format-end.ts'
import { RealityCheckPanel } from '../../../features/safer-gambling/components/reality-check-panel.tsx'
import { expectedEnd, TakeABreakPanel } from '../../../features/safer-gambling/components/take-a-break-panel.tsx'
import { authStorage } from '../../../lib/auth-storage.ts'
import { apiFixture, fixtures } from '../../../testing/api-fixtures.ts'

const started = apiFixture(AccountBreakResponse, {
  active: {
    kind: 'time-out',
    duration: '7d',
    startsAt: '2026-11-28T18:00:00.000Z',
    endsAt: '2026-12-05T18:00:00.000Z',
  },
})

function signedIn(routes: Parameters<typeof installFetch>[0] = {}) {
  authStorage.setToken('tok-1')
  return installFetch({
    'GET /api/me': () => json(fixtures.me({ user: member, credits: memberCredits })),
    ...routes,
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('Take a break on /billing', () => {
  it('offers the six durations, asks to choose, then confirms with the end date before anything is sent', async () => {
    const calls = signedIn({ 'POST /api/account/break': () => json(started, 201) })
    const onStarted = vi.fn(async () => {})
    renderRoute(<TakeABreakPanel onStarted={onStarted} />, { path: '/billing' })
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: TAKING_A_BREAK_TEXTS.title })).toBeInTheDocument()
    expect(screen.getByText(TAKING_A_BREAK_TEXTS.intro)).toBeInTheDocument()
    expect(screen.getByText(TAKING_A_BREAK_TEXTS.timeOutHint)).toBeInTheDocument()
    expect(screen.getByText(TAKING_A_BREAK_TEXTS.selfExclusionHint)).toBeInTheDocument()
    for (const label of ['24 hours', '7 days', '30 days', '6 months', '1 year', '5 years']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument()
    }
    await user.click(screen.getByRole('button', { name: TAKING_A_BREAK_TEXTS.chooseButton }))
    expect(screen.getByRole('alert')).toHaveTextContent(TAKING_A_BREAK_TEXTS.chooseFirst)

    await user.click(screen.getByRole('radio', { name: '7 days' }))
    await user.click(screen.getByRole('button', { name: TAKING_A_BREAK_TEXTS.chooseButton }))
    const dialog = await screen.findByRole('dialog', { name: TAKING_A_BREAK_TEXTS.confirmTitle })
    expect(dialog).toHaveTextContent(/Your time-out of 7 days starts now and ends on .+\. Until then you cannot search/)
    expect(calls.filter((c) => c.path === '/api/account/break')).toHaveLength(0)

    // Cancel sends nothing.
    await user.click(screen.getByRole('button', { name: TAKING_A_BREAK_TEXTS.cancelButton }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.filter((c) => c.path === '/api/account/break')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: TAKING_A_BREAK_TEXTS.chooseButton }))
    await user.click(await screen.findByRole('button', { name: TAKING_A_BREAK_TEXTS.confirmButton }))
    await waitFor(() => expect(onStarted).toHaveBeenCalled())
    expect(calls.find((c) => c.path === '/api/account/break')?.body).toEqual({ duration: '7d', confirmed: true })
  }, 60_000)

  it('shows the server’s refusal of a shorter break', async () => {
    signedIn({
      'POST /api/account/break': () => json({ error: TAKING_A_BREAK_TEXTS.onlyLonger, code: 'CONFLICT' }, 409),
    })
    renderRoute(<TakeABreakPanel onStarted={async () => {}} />, { path: '/billing' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: '24 hours' }))
    await user.click(screen.getByRole('button', { name: TAKING_A_BREAK_TEXTS.chooseButton }))
    await user.click(await screen.findByRole('button', { name: TAKING_A_BREAK_TEXTS.confirmButton }))
    expect(await screen.findByRole('alert')).toHaveTextContent(TAKING_A_BREAK_TEXTS.onlyLonger)
  })

  it('computes the expected end by calendar for months and years', () => {
    const from = new Date('2026-01-15T10:00:00.000Z')
    expect(new Date(expectedEnd('24h', from)).getTime() - from.getTime()).toBe(86_400_000)
    expect(new Date(expectedEnd('6m', from)).getUTCMonth()).toBe(6)
    expect(new Date(expectedEnd('5y', from)).getUTCFullYear()).toBe(2031)
    expect(formatBreakEnd('2026-12-05T18:00:00.000Z')).toMatch(/2026/)
  })
})

describe('Reality checks on /billing', () => {
  it('offers off, 30 and 60 minutes and saves the choice on the server', async () => {
    const calls = signedIn({ 'PUT /api/account/reality-check': (call) => json(call.body) })
    const onSaved = vi.fn(async () => {})
    renderRoute(<RealityCheckPanel minutes={null} onSaved={onSaved} />, { path: '/billing' })
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: REALITY_CHECK_TEXTS.title })).toBeInTheDocument()
    expect(screen.getByText(REALITY_CHECK_TEXTS.intro)).toBeInTheDocument()
    const select = screen.getByLabelText(REALITY_CHECK_TEXTS.settingLabel)
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      REALITY_CHECK_TEXTS.off,
      REALITY_CHECK_TEXTS.every(30),
      REALITY_CHECK_TEXTS.every(60),
    ])
    await user.selectOptions(select, REALITY_CHECK_TEXTS.every(30))
    await user.click(screen.getByRole('button', { name: REALITY_CHECK_TEXTS.save }))
    expect(await screen.findByRole('status')).toHaveTextContent(REALITY_CHECK_TEXTS.saved)
    expect(calls.find((c) => c.path === '/api/account/reality-check')?.body).toEqual({ minutes: 30 })
    expect(onSaved).toHaveBeenCalled()
  })

  it('says when saving failed', async () => {
    signedIn({ 'PUT /api/account/reality-check': () => json({ error: 'x', code: 'INTERNAL_ERROR' }, 500) })
    renderRoute(<RealityCheckPanel minutes={60} onSaved={async () => {}} />, { path: '/billing' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: REALITY_CHECK_TEXTS.save }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
  })
})
