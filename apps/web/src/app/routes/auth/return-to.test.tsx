/**
 * Issue 15: signing in returns to the page it was asked for, whichever way the person signs in:
 * password, sign-up and its verification mail, magic link, or a password reset on the way.
 * The emailed links carry the page as `returnTo`; only same-site paths are ever followed.
 */
import { AuthUser } from '@pitchwise/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import {
  apiFixture,
  authLibrarySessionFixture,
  authLibraryUserFixture,
  fixtures,
} from '../../../testing/api-fixtures.ts'
import AuthCallbackPage from './auth-callback.tsx'
import ForgotPasswordPage from './forgot-password.tsx'
import ResetPasswordPage from './reset-password.tsx'
import SignInPage from './sign-in.tsx'
import SignUpPage from './sign-up.tsx'

const USER = apiFixture(AuthUser, { id: 'u1', email: 'fan@example.com', emailVerified: true, isAdmin: false })
const USER_CREDITS = fixtures.credits({ remaining: 10, limited: false, total: 10, kind: 'user' })

function routes(overrides: Parameters<typeof installFetch>[0] = {}) {
  return installFetch({
    'GET /api/credits': () => json(fixtures.credits({ remaining: 5, limited: false, total: 5, kind: 'anonymous' })),
    'GET /api/me': () => json(fixtures.me({ user: USER, credits: USER_CREDITS })),
    'GET /api/dev-outbox': () => json(fixtures.devOutbox({ available: false, url: null })),
    'POST /api/auth/sign-in/magic-link': () => json(fixtures.authStatus()),
    'POST /api/account/signup': () =>
      json(fixtures.signUp({ status: 'verification-required', email: 'fan@example.com' })),
    'POST /api/auth/send-verification-email': () => json(fixtures.authStatus()),
    'POST /api/auth/request-password-reset': () => json(fixtures.passwordResetRequest()),
    'GET /api/auth/verify-email': () => json(fixtures.verifyEmail(), 200, { 'set-auth-token': 'tok-v' }),
    'GET /api/auth/magic-link/verify': () =>
      json(
        fixtures.magicLinkVerify({
          token: 'tok-m',
          user: authLibraryUserFixture(),
          session: authLibrarySessionFixture({ token: 'tok-m' }),
        }),
        200,
        { 'set-auth-token': 'tok-m.sig' },
      ),
    ...overrides,
  })
}

/** Where a navigation landed and the return target its state carried. */
function StateProbe() {
  const state = useLocation().state as { returnTo?: string; message?: string } | null
  return <p data-testid="state">{state?.returnTo ?? 'no returnTo'}</p>
}

afterEach(() => vi.unstubAllGlobals())

async function typeEmail(email = 'fan@example.com') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  return user
}

describe('sign-in asked for on /liked-searches', () => {
  const fromLiked = { returnTo: '/liked-searches' }

  it('mails a magic link that comes back to the page', async () => {
    const calls = routes()
    renderRoute(<SignInPage />, { path: '/signin', state: fromLiked })
    const user = await typeEmail()
    await user.click(screen.getByRole('button', { name: 'Magic Link' }))
    await screen.findByRole('heading', { name: 'Check your email' })
    expect(calls.find((call) => call.path === '/api/auth/sign-in/magic-link')?.body).toEqual({
      email: 'fan@example.com',
      callbackURL: '/liked-searches',
    })
  })

  it('asks for no return page in the magic link when sign-in was opened from nowhere in particular', async () => {
    const calls = routes()
    renderRoute(<SignInPage />, { path: '/signin' })
    const user = await typeEmail()
    await user.click(screen.getByRole('button', { name: 'Magic Link' }))
    await screen.findByRole('heading', { name: 'Check your email' })
    expect(calls.find((call) => call.path === '/api/auth/sign-in/magic-link')?.body).toEqual({
      email: 'fan@example.com',
    })
  })

  it('keeps the page through "Create an account": the sign-up and its "try again" mail carry it', async () => {
    const calls = routes()
    renderRoute(<SignInPage />, {
      path: '/signin',
      state: fromLiked,
      elsewhere: (
        <Routes>
          <Route path="/signup" element={<SignUpPage />} />
        </Routes>
      ),
    })
    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: 'Create an account' }))
    await user.type(await screen.findByLabelText('Email'), 'fan@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    await user.click(screen.getByRole('checkbox', { name: /I confirm that I am 18 or over/ }))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await screen.findByRole('heading', { name: 'Check your email' })
    expect(calls.find((call) => call.path === '/api/account/signup')?.body).toMatchObject({
      returnTo: '/liked-searches',
    })
    await user.click(screen.getByRole('button', { name: 'try again' }))
    await screen.findByText('We sent a new verification link.')
    expect(calls.find((call) => call.path === '/api/auth/send-verification-email')?.body).toEqual({
      email: 'fan@example.com',
      callbackURL: '/liked-searches',
    })
  })

  it('returns an existing account that signs in through sign-up to the page', async () => {
    routes({
      'POST /api/account/signup': () => json(fixtures.signUp({ status: 'signed-in', token: 'tok-9', user: USER })),
    })
    renderRoute(<SignUpPage />, { path: '/signup', state: fromLiked })
    const user = await typeEmail()
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    await user.click(screen.getByRole('checkbox', { name: /I confirm that I am 18 or over/ }))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/liked-searches'))
  })

  it('keeps the page through "Forgot your password?": the reset mail carries it', async () => {
    const calls = routes()
    renderRoute(<SignInPage />, {
      path: '/signin',
      state: fromLiked,
      elsewhere: (
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        </Routes>
      ),
    })
    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }))
    await user.type(await screen.findByLabelText('Email'), 'fan@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    await screen.findByRole('heading', { name: 'Check your email' })
    expect(calls.find((call) => call.path === '/api/auth/request-password-reset')?.body).toEqual({
      email: 'fan@example.com',
      redirectTo: '/liked-searches',
    })
  })
})

describe('the emailed links', () => {
  it.each([
    ['verify', '/liked-searches'],
    ['magiclink', '/search-history?page=2'],
  ])('a %s link signs in and lands on its returnTo', async (type, returnTo) => {
    routes()
    renderRoute(<AuthCallbackPage />, {
      path: '/auth/callback',
      entry: `/auth/callback?type=${type}&token=t1&returnTo=${encodeURIComponent(returnTo)}`,
    })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(returnTo))
  })

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example'])(
    'a link whose returnTo is %s lands on / instead',
    async (returnTo) => {
      routes()
      renderRoute(<AuthCallbackPage />, {
        path: '/auth/callback',
        entry: `/auth/callback?type=verify&token=t1&returnTo=${encodeURIComponent(returnTo)}`,
      })
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
    },
  )

  it('a verification link opened twice sends to sign-in, which still returns to the page', async () => {
    routes({ 'GET /api/auth/verify-email': () => json(fixtures.verifyEmail()) })
    renderRoute(<AuthCallbackPage />, {
      path: '/auth/callback',
      entry: '/auth/callback?type=verify&token=t1&returnTo=%2Fliked-searches',
      elsewhere: <StateProbe />,
    })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/signin'))
    expect(screen.getByTestId('state').textContent).toBe('/liked-searches')
  })

  it('a reset link without a token sends to sign-in with the page to return to', async () => {
    routes()
    renderRoute(<ResetPasswordPage />, {
      path: '/reset-password',
      entry: '/reset-password?returnTo=%2Fbilling',
      elsewhere: <StateProbe />,
    })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/signin'))
    expect(screen.getByTestId('state').textContent).toBe('/billing')
  })
})
