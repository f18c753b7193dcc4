import {
  HELP_ORGANISATIONS,
  REALITY_CHECK_TEXTS,
  SAFER_GAMBLING_PAGE_TEXTS,
  TAKING_A_BREAK_TEXTS,
} from '@pitchwise/contract'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../features/auth/testing.tsx'
import { member, memberCredits } from '../../features/billing/testing/fixtures.ts'
import { formatBreakEnd } from '../../features/safer-gambling/components/format-end.ts'
import { REALITY_CHECK_TICK_MS } from '../../features/safer-gambling/components/reality-check-reminder.tsx'
import { authStorage } from '../../lib/auth-storage.ts'
import { sessionActivity } from '../../lib/session-activity.ts'
import { fixtures } from '../../testing/api-fixtures.ts'
import { SaferGamblingLayer } from './safer-gambling-layer.tsx'

const TIME_OUT = {
  kind: 'time-out' as const,
  duration: '7d' as const,
  startsAt: '2026-11-28T18:00:00.000Z',
  endsAt: '2026-12-05T18:00:00.000Z',
}

function signedIn(me: Parameters<typeof fixtures.me>[0]) {
  authStorage.setToken('tok-1')
  authStorage.startSession()
  return installFetch({ 'GET /api/me': () => json(fixtures.me(me)) })
}

const app = (
  <SaferGamblingLayer>
    <p>The app</p>
  </SaferGamblingLayer>
)

/** Signs in and waits until the session knows the account (the reminder starts then). */
async function renderSignedIn(me: Parameters<typeof fixtures.me>[0]) {
  const calls = signedIn(me)
  renderRoute(app, { path: '/' })
  await waitFor(() => expect(calls.some((c) => c.path === '/api/me')).toBe(true))
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
  expect(screen.getByText('The app')).toBeInTheDocument()
}

beforeEach(() => {
  // jsdom does not say the page is visible; a browser tab in use does.
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('the break screen', () => {
  it('replaces the app during a break: the end in the reader’s zone, the rules, help links, sign out', async () => {
    signedIn({ user: member, credits: memberCredits, activeBreak: TIME_OUT })
    renderRoute(app, { path: '/' })
    expect(await screen.findByRole('heading', { name: TAKING_A_BREAK_TEXTS.blockTitle })).toBeInTheDocument()
    expect(screen.queryByText('The app')).not.toBeInTheDocument()
    expect(
      screen.getByText(TAKING_A_BREAK_TEXTS.blockEnds('time-out', formatBreakEnd(TIME_OUT.endsAt))),
    ).toBeInTheDocument()
    expect(screen.getByText(TAKING_A_BREAK_TEXTS.blockText)).toBeInTheDocument()
    expect(screen.getByText(TAKING_A_BREAK_TEXTS.helpIntro)).toBeInTheDocument()
    for (const organisation of HELP_ORGANISATIONS) {
      expect(screen.getByRole('link', { name: organisation.name })).toHaveAttribute('href', organisation.url)
      expect(screen.getByText(organisation.description)).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: TAKING_A_BREAK_TEXTS.moreAboutTools })).toHaveAttribute(
      'href',
      '/safer-gambling',
    )
    expect(screen.getByRole('button', { name: TAKING_A_BREAK_TEXTS.signOut })).toBeInTheDocument()
    // Calm: one button (sign out), nothing to buy, no countdown.
    expect(screen.getAllByRole('button')).toHaveLength(1)
    expect(screen.queryByRole('link', { name: /plan|price|upgrade|billing/i })).not.toBeInTheDocument()
    expect(screen.queryByText(/hurry|left|countdown|offer/i)).not.toBeInTheDocument()
  })

  it('names a self-exclusion as such', async () => {
    const exclusion = { ...TIME_OUT, kind: 'self-exclusion' as const, duration: '1y' as const }
    signedIn({ user: member, credits: memberCredits, activeBreak: exclusion })
    renderRoute(app, { path: '/' })
    expect(
      await screen.findByText(TAKING_A_BREAK_TEXTS.blockEnds('self-exclusion', formatBreakEnd(exclusion.endsAt))),
    ).toBeInTheDocument()
  })

  it('leaves the safer gambling and legal pages readable, and the app alone without a break', async () => {
    signedIn({ user: member, credits: memberCredits, activeBreak: TIME_OUT })
    renderRoute(app, { path: '/safer-gambling' })
    expect(await screen.findByText('The app')).toBeInTheDocument()
    vi.unstubAllGlobals()
    signedIn({ user: member, credits: memberCredits })
    renderRoute(app, { path: '/' })
    expect((await screen.findAllByText('The app')).length).toBeGreaterThan(0)
    expect(screen.queryByRole('heading', { name: TAKING_A_BREAK_TEXTS.blockTitle })).not.toBeInTheDocument()
  })

  it('says what the safer gambling page links say', () => {
    expect(SAFER_GAMBLING_PAGE_TEXTS.linkText).toBe('Safer gambling')
  })
})

describe('the reality check', () => {
  it('after 30 minutes of activity shows the time and the searches of this session; Continue closes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderSignedIn({ user: member, credits: memberCredits, realityCheckMinutes: 30 })
    sessionActivity.countSearch()
    sessionActivity.countSearch()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29 * 60_000)
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000 + REALITY_CHECK_TICK_MS)
    })
    const dialog = await screen.findByRole('dialog', { name: REALITY_CHECK_TEXTS.reminderTitle })
    expect(dialog).toHaveTextContent(REALITY_CHECK_TEXTS.reminderText(30, 2))
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: REALITY_CHECK_TEXTS.continue }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('"Take a break" leaves the search view for the calm page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderSignedIn({ user: member, credits: memberCredits, realityCheckMinutes: 60 })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * 60_000 + REALITY_CHECK_TICK_MS)
    })
    const dialog = await screen.findByRole('dialog', { name: REALITY_CHECK_TEXTS.reminderTitle })
    expect(dialog).toHaveTextContent(REALITY_CHECK_TEXTS.reminderText(60, 0))
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: REALITY_CHECK_TEXTS.takeBreak }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/taking-a-break')
  })

  it('says nothing when the reminder is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderSignedIn({ user: member, credits: memberCredits })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * 60 * 60_000)
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
