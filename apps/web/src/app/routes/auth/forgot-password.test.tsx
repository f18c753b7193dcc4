import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import { fixtures } from '../../../testing/api-fixtures.ts'
import ForgotPasswordPage from './forgot-password.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('/forgot-password', () => {
  it('asks for the email, then shows Check your email, try again and Back to Sign In', async () => {
    const calls = installFetch({
      'GET /api/credits': () => json(fixtures.credits({ remaining: 5, limited: false, total: 5, kind: 'anonymous' })),
      'POST /api/auth/request-password-reset': () => json(fixtures.passwordResetRequest()),
    })
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' })
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument()
    expect(document.title).toBe('Forgot Password | Pitchwise')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address')

    await user.type(screen.getByLabelText('Email'), 'fan@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin')
    await user.click(screen.getByRole('button', { name: 'try again' }))
    expect(await screen.findByText('We sent a new reset link.')).toBeInTheDocument()
    const sent = calls.filter((call) => call.path === '/api/auth/request-password-reset')
    expect(sent.map((call) => call.body)).toEqual([{ email: 'fan@example.com' }, { email: 'fan@example.com' }])
  })

  it('shows the reset failure fallback', async () => {
    installFetch({
      'GET /api/credits': () => json(fixtures.credits({ remaining: 5, limited: false, total: 5, kind: 'anonymous' })),
      'POST /api/auth/request-password-reset': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'fan@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during password reset')
  })
})
