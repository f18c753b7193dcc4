import { AuthUser } from '@pitchwise/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import { authStorage } from '../../../lib/auth-storage.ts'
import { apiFixture, authLibraryUserFixture, fixtures } from '../../../testing/api-fixtures.ts'
import SignInPage from './sign-in.tsx'

const USER = apiFixture(AuthUser, { id: 'u1', email: 'fan@example.com', emailVerified: true, isAdmin: false })
const USER_CREDITS = fixtures.credits({ remaining: 10, limited: false, total: 10, kind: 'user' })

function signInRoutes(overrides: Parameters<typeof installFetch>[0] = {}) {
  return installFetch({
    'GET /api/credits': () => json(fixtures.credits({ remaining: 5, limited: false, total: 5, kind: 'anonymous' })),
    'POST /api/auth/sign-in/email': () =>
      json(fixtures.signIn({ redirect: false, token: 'tok-1', user: authLibraryUserFixture() }), 200, {
        'set-auth-token': 'tok-1.sig',
      }),
    'GET /api/me': () => json(fixtures.me({ user: USER, credits: USER_CREDITS })),
    ...overrides,
  })
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup()
  if (email) await user.type(screen.getByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('/signin', () => {
  it('shows the spec texts, labels and autocomplete hints', () => {
    signInRoutes()
    renderRoute(<SignInPage />, { path: '/signin' })
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(screen.getByText('Sign in to access your predictions')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('button', { name: 'Magic Link' })).toBeInTheDocument()
    expect(document.title).toBe('Sign In | Pitchwise')
  })

  it('shows the message passed in navigation state instead of the subtitle', () => {
    signInRoutes()
    renderRoute(<SignInPage />, { path: '/signin', state: { message: 'Please sign in to like searches' } })
    expect(screen.getByText('Please sign in to like searches')).toBeInTheDocument()
    expect(screen.queryByText('Sign in to access your predictions')).not.toBeInTheDocument()
  })

  it('requires email and password, focuses the first invalid field and sends nothing', async () => {
    const calls = signInRoutes()
    renderRoute(<SignInPage />, { path: '/signin' })
    await fillAndSubmit('', '')
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent)
    expect(alerts).toEqual(['Email is required', 'Password is required'])
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(calls.some((call) => call.path.startsWith('/api/auth'))).toBe(false)
  })

  it('signs in, stores the token and a session id, refreshes the credits and follows a safe returnTo', async () => {
    const calls = signInRoutes()
    renderRoute(<SignInPage />, { path: '/signin', state: { returnTo: '/billing?tab=credits' } })
    await fillAndSubmit('fan@example.com', 'secret-pass')
    expect(await screen.findByTestId('location')).toHaveTextContent('/billing?tab=credits')
    expect(calls.find((call) => call.path === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'fan@example.com',
      password: 'secret-pass',
    })
    expect(authStorage.getToken()).toBe('tok-1.sig')
    expect(authStorage.getSessionId()).toMatch(/^[0-9a-f-]{32,36}$/)
    const me = calls.find((call) => call.path === '/api/me')
    expect(me?.headers.get('authorization')).toBe('Bearer tok-1.sig')
  })

  it.each([['//evil.example/steal'], ['https://evil.example'], ['/\\evil.example'], [42]])(
    'ignores an unsafe returnTo (%s) and goes home',
    async (returnTo) => {
      signInRoutes()
      renderRoute(<SignInPage />, { path: '/signin', state: { returnTo } })
      await fillAndSubmit('fan@example.com', 'secret-pass')
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
    },
  )

  it("shows the server's message, and the spec fallback when there is none", async () => {
    signInRoutes({
      'POST /api/auth/sign-in/email': () =>
        json(
          fixtures.authError({
            error: 'Invalid email or password',
            code: 'UNAUTHORIZED',
            reason: 'INVALID_EMAIL_OR_PASSWORD',
          }),
          401,
        ),
    })
    renderRoute(<SignInPage />, { path: '/signin' })
    await fillAndSubmit('fan@example.com', 'wrong-pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(authStorage.getToken()).toBeNull()

    vi.unstubAllGlobals()
    signInRoutes({ 'POST /api/auth/sign-in/email': () => Promise.reject(new TypeError('Failed to fetch')) })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred during sign in'))
  })

  it('disables the buttons while signing in', async () => {
    let release: (value: Response) => void = () => {}
    signInRoutes({ 'POST /api/auth/sign-in/email': () => new Promise<Response>((resolve) => (release = resolve)) })
    renderRoute(<SignInPage />, { path: '/signin' })
    await fillAndSubmit('fan@example.com', 'secret-pass')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Magic Link' })).toBeDisabled()
    release(json(fixtures.authError({ error: 'Invalid email or password', code: 'UNAUTHORIZED' }), 401))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled())
  })

  describe('Magic Link', () => {
    it('asks for the email first', async () => {
      const calls = signInRoutes()
      renderRoute(<SignInPage />, { path: '/signin' })
      await userEvent.setup().click(screen.getByRole('button', { name: 'Magic Link' }))
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address')
      expect(calls.some((call) => call.path === '/api/auth/sign-in/magic-link')).toBe(false)
    })

    it("shows 'Check your email', reversible with 'Use a different email'", async () => {
      const calls = signInRoutes({ 'POST /api/auth/sign-in/magic-link': () => json(fixtures.authStatus()) })
      renderRoute(<SignInPage />, { path: '/signin' })
      const user = userEvent.setup()
      await user.type(screen.getByLabelText('Email'), ' fan@example.com ')
      await user.click(screen.getByRole('button', { name: 'Magic Link' }))
      expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument()
      expect(screen.getByText('fan@example.com')).toBeInTheDocument()
      expect(calls.find((call) => call.path === '/api/auth/sign-in/magic-link')?.body).toEqual({
        email: 'fan@example.com',
      })
      await user.click(screen.getByRole('button', { name: 'Use a different email' }))
      expect(screen.getByRole('button', { name: 'Magic Link' })).toBeInTheDocument()
      expect(screen.queryByText('Check your email')).not.toBeInTheDocument()
    })

    it('shows the magic-link failure message', async () => {
      signInRoutes({
        'POST /api/auth/sign-in/magic-link': () => json(fixtures.error({ error: 'boom', code: 'INTERNAL_ERROR' }), 500),
      })
      renderRoute(<SignInPage />, { path: '/signin' })
      const user = userEvent.setup()
      await user.type(screen.getByLabelText('Email'), 'fan@example.com')
      await user.click(screen.getByRole('button', { name: 'Magic Link' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred sending magic link')
    })
  })
})
