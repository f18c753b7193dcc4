import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import { fixtures } from '../../../testing/api-fixtures.ts'
import ResetPasswordPage, { REDIRECT_AFTER_UPDATE_MS } from './reset-password.tsx'

const credits = () => json(fixtures.credits({ remaining: 5, limited: false, total: 5, kind: 'anonymous' }))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function submit(password: string, confirm: string) {
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms)
    },
  })
  await user.clear(screen.getByLabelText('New Password'))
  await user.clear(screen.getByLabelText('Confirm New Password'))
  if (password) await user.type(screen.getByLabelText('New Password'), password)
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Update Password' }))
}

describe('/reset-password', () => {
  it('without a token goes to /signin', () => {
    installFetch({ 'GET /api/credits': credits })
    renderRoute(<ResetPasswordPage />, { path: '/reset-password' })
    expect(screen.getByTestId('location')).toHaveTextContent('/signin')
  })

  it('checks the pair, updates the password, says so and goes to /signin after 3 s', async () => {
    const calls = installFetch({
      'GET /api/credits': credits,
      'POST /api/auth/reset-password': () => json(fixtures.authStatus()),
    })
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', entry: '/reset-password?token=abc123' })
    expect(screen.getByRole('heading', { name: 'Create new password' })).toBeInTheDocument()
    expect(document.title).toBe('Reset Password | Pitchwise')
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password')

    await submit('abcdef', 'abcdeg')
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match')
    await submit('abc', 'abc')
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long')
    expect(calls.some((call) => call.path === '/api/auth/reset-password')).toBe(false)

    vi.useFakeTimers({ shouldAdvanceTime: true })
    await submit('new-password', 'new-password')
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument()
    expect(screen.getByText('Please sign in with your new password.')).toBeInTheDocument()
    expect(screen.getByText('Redirecting to sign in page...')).toBeInTheDocument()
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'abc123',
      newPassword: 'new-password',
    })
    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_UPDATE_MS - 200))
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(400))
    expect(screen.getByTestId('location')).toHaveTextContent('/signin')
  })

  it("shows the server's message for an expired link with a way to ask for a new one, else the fallback", async () => {
    installFetch({
      'GET /api/credits': credits,
      'POST /api/auth/reset-password': () =>
        json(
          fixtures.authError({
            error: 'This link is invalid or has expired. Please request a new one.',
            code: 'BAD_REQUEST',
            reason: 'INVALID_TOKEN',
          }),
          400,
        ),
    })
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', entry: '/reset-password?token=old' })
    await submit('new-password', 'new-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired')
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password')

    vi.unstubAllGlobals()
    installFetch({
      'GET /api/credits': credits,
      // Deliberately no body (a proxy's bare 500): the page falls back to its own message.
      'POST /api/auth/reset-password': () => new Response('', { status: 500 }),
    })
    await submit('new-password', 'new-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred updating password')
  })
})
