import { AGE_CONFIRMATION_TEXTS, AuthUser } from '@pitchwise/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import { authStorage, REFERRAL_CODE_KEY } from '../../../lib/auth-storage.ts'
import { apiFixture, fixtures } from '../../../testing/api-fixtures.ts'
import SignUpPage from './sign-up.tsx'

const AGE_LABEL = `${AGE_CONFIRMATION_TEXTS.checkboxLabel} ${AGE_CONFIRMATION_TEXTS.termsLinkText}`
const USER = apiFixture(AuthUser, { id: 'u1', email: 'new@example.com', emailVerified: true, isAdmin: false })

function routes(overrides: Parameters<typeof installFetch>[0] = {}) {
  return installFetch({
    'GET /api/credits': () => json(fixtures.credits({ remaining: 5, limited: false, total: 5, kind: 'anonymous' })),
    'POST /api/account/signup': () =>
      json(fixtures.signUp({ status: 'verification-required', email: 'new@example.com' })),
    'POST /api/auth/send-verification-email': () => json(fixtures.authStatus()),
    'GET /api/me': () =>
      json(fixtures.me({ user: USER, credits: { remaining: 10, limited: false, total: 10, kind: 'user' } })),
    ...overrides,
  })
}

async function submit(email: string, password: string, { confirmAge = true } = {}) {
  const user = userEvent.setup()
  if (email) await user.type(screen.getByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  if (confirmAge) await user.click(screen.getByRole('checkbox', { name: AGE_LABEL }))
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
  return user
}

afterEach(() => vi.unstubAllGlobals())

describe('/signup', () => {
  it('shows the spec texts and the 6-character hint tied to the password field', () => {
    routes()
    renderRoute(<SignUpPage />, { path: '/signup' })
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument()
    expect(screen.getByText('Join us to get personalized match predictions')).toBeInTheDocument()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('autocomplete', 'new-password')
    expect(password).toHaveAccessibleDescription('Must be at least 6 characters long')
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/signin')
    expect(document.title).toBe('Sign Up | Pitchwise')
  })

  it('validates email and password length before sending', async () => {
    const calls = routes()
    renderRoute(<SignUpPage />, { path: '/signup' })
    await submit('not-an-email', '12345')
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent)
    expect(alerts).toEqual(['Enter a valid email address', 'Password must be at least 6 characters long'])
    expect(calls.some((call) => call.path === '/api/account/signup')).toBe(false)
  })

  it('asks to confirm 18 or over and the terms (linked), and sends nothing until the box is ticked', async () => {
    const calls = routes()
    renderRoute(<SignUpPage />, { path: '/signup' })
    const box = screen.getByRole('checkbox', { name: AGE_LABEL })
    expect(box).not.toBeChecked()
    expect(screen.getByRole('link', { name: AGE_CONFIRMATION_TEXTS.termsLinkText })).toHaveAttribute('href', '/terms')
    await submit('new@example.com', 'secret-pass', { confirmAge: false })
    expect(screen.getByRole('alert')).toHaveTextContent(AGE_CONFIRMATION_TEXTS.required)
    expect(box).toHaveAccessibleDescription(AGE_CONFIRMATION_TEXTS.required)
    expect(calls.some((call) => call.path === '/api/account/signup')).toBe(false)
  })

  it("sends the stored referral code, removes it after success and shows 'Check your email' with 'try again'", async () => {
    localStorage.setItem(REFERRAL_CODE_KEY, 'friend42')
    const calls = routes()
    renderRoute(<SignUpPage />, { path: '/signup' })
    const user = await submit('new@example.com', 'secret-pass')
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument()
    expect(screen.getByText('new@example.com')).toBeInTheDocument()
    expect(calls.find((call) => call.path === '/api/account/signup')?.body).toEqual({
      email: 'new@example.com',
      password: 'secret-pass',
      ageConfirmed: true,
      referralCode: 'friend42',
    })
    expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBeNull()
    expect(authStorage.getToken()).toBeNull()

    await user.click(screen.getByRole('button', { name: 'try again' }))
    expect(await screen.findByText('We sent a new verification link.')).toBeInTheDocument()
    expect(calls.find((call) => call.path === '/api/auth/send-verification-email')?.body).toEqual({
      email: 'new@example.com',
    })
  })

  it('keeps the referral code when the sign-up fails, and shows the existing-account message', async () => {
    localStorage.setItem(REFERRAL_CODE_KEY, 'friend42')
    routes({
      'POST /api/account/signup': () =>
        json(fixtures.error({ error: 'An account with this email already exists', code: 'CONFLICT' }), 409),
    })
    renderRoute(<SignUpPage />, { path: '/signup' })
    await submit('new@example.com', 'secret-pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists')
    expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBe('friend42')
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled()
  })

  it('falls back to the spec message when the server gives none', async () => {
    routes({ 'POST /api/account/signup': () => new Response('oops', { status: 502 }) })
    renderRoute(<SignUpPage />, { path: '/signup' })
    await submit('new@example.com', 'secret-pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during sign up')
  })

  it('an existing account with the right password is signed in and goes to / replacing history', async () => {
    routes({
      'POST /api/account/signup': () => json(fixtures.signUp({ status: 'signed-in', token: 'tok-9', user: USER })),
    })
    renderRoute(<SignUpPage />, { path: '/signup' })
    await submit('new@example.com', 'secret-pass')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
    expect(authStorage.getToken()).toBe('tok-9')
    expect(authStorage.getSessionId()).toBeTruthy()
  })
})
