import { AGE_CONFIRMATION_TEXTS, AgeConfirmationResponse } from '@pitchwise/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authStorage } from '../../../lib/auth-storage.ts'
import { apiFixture, fixtures } from '../../../testing/api-fixtures.ts'
import { installFetch, json, renderRoute } from '../testing.tsx'
import { AgeConfirmationGate } from './age-confirmation-gate.tsx'

const USER = { id: 'u1', email: 'old-fan@example.com', emailVerified: true, isAdmin: false }
const CREDITS = { remaining: 3, limited: false, total: 10, kind: 'user' as const }
const AGE_LABEL = `${AGE_CONFIRMATION_TEXTS.checkboxLabel} ${AGE_CONFIRMATION_TEXTS.termsLinkText}`

function signedIn(ageConfirmedAt: string | null) {
  authStorage.setToken('tok-1')
  let confirmed = ageConfirmedAt
  const calls = installFetch({
    'GET /api/me': () => json(fixtures.me({ user: USER, credits: CREDITS, ageConfirmedAt: confirmed })),
    'POST /api/account/age-confirmation': () => {
      confirmed = '2026-11-28T17:00:00.000Z'
      return json(apiFixture(AgeConfirmationResponse, { ageConfirmedAt: confirmed }))
    },
    'POST /api/auth/sign-out': () => json(fixtures.signOut()),
  })
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe('an account that has not confirmed 18+ and the terms', () => {
  it('is asked before anything else; confirming needs the box and tells the server', async () => {
    const calls = signedIn(null)
    renderRoute(<AgeConfirmationGate />, { path: '/' })
    const dialog = await screen.findByRole('dialog', { name: AGE_CONFIRMATION_TEXTS.screenTitle })
    expect(dialog).toHaveTextContent(AGE_CONFIRMATION_TEXTS.screenText)
    expect(screen.getByRole('link', { name: AGE_CONFIRMATION_TEXTS.termsLinkText })).toHaveAttribute('href', '/terms')

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: AGE_CONFIRMATION_TEXTS.confirmButton }))
    expect(screen.getByRole('alert')).toHaveTextContent(AGE_CONFIRMATION_TEXTS.required)
    expect(calls.some((call) => call.path === '/api/account/age-confirmation')).toBe(false)

    await user.click(screen.getByRole('checkbox', { name: AGE_LABEL }))
    await user.click(screen.getByRole('button', { name: AGE_CONFIRMATION_TEXTS.confirmButton }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((call) => call.path === '/api/account/age-confirmation')?.body).toEqual({ ageConfirmed: true })
  })

  it('offers to sign out instead', async () => {
    const calls = signedIn(null)
    renderRoute(<AgeConfirmationGate />, { path: '/' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: AGE_CONFIRMATION_TEXTS.signOutButton }))
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/sign-out')).toBe(true))
  })

  it('is not shown to an account that has confirmed', async () => {
    const calls = signedIn('2026-01-01T09:00:00.000Z')
    renderRoute(<AgeConfirmationGate />, { path: '/' })
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me')).toBe(true))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
