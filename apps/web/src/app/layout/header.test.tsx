import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../features/auth/testing.tsx'
import { ThemeProvider } from '../../features/theme/theme-context.tsx'
import { authStorage } from '../../lib/auth-storage.ts'
import { creditsQueryKey } from '../../lib/query-keys.ts'
import { fixtures } from '../../testing/api-fixtures.ts'
import AdminLayout from '../routes/admin/admin-layout.tsx'
import { Header } from './header.tsx'

const member = { id: 'u1', email: 'fan@example.com', emailVerified: true, isAdmin: false }
const admin = { id: 'u2', email: 'boss@pitchwise.test', emailVerified: true, isAdmin: true }

function signedIn(user: typeof member, remaining = 7) {
  authStorage.setToken('tok-1')
  const credits = fixtures.credits({ remaining, limited: false, total: 10, kind: 'user' })
  return installFetch({
    'GET /api/me': () => json(fixtures.me({ user, credits })),
    'GET /api/credits': () => json(credits),
    'POST /api/auth/sign-out': () => json(fixtures.signOut()),
  })
}

function showHeader() {
  return renderRoute(
    <ThemeProvider>
      <Header />
    </ThemeProvider>,
    { path: '/markets' },
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Header', () => {
  it('signed out: Get Started and the free searches left, from the server, with the visitor headers', async () => {
    let remaining = 5
    const calls = installFetch({
      'GET /api/credits': () => json(fixtures.credits({ remaining, limited: false, total: 5, kind: 'anonymous' })),
    })
    const { queryClient } = showHeader()
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/signup')
    expect(await screen.findByText('5 free searches remaining')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
    const request = calls.find((call) => call.path === '/api/credits')
    expect(request?.headers.get('x-visitor-id')).toBe('test-visitor-0001')
    expect(request?.headers.get('x-session-id')).toBeTruthy()
    expect(request?.headers.get('authorization')).toBeNull()

    // After a search the chat invalidates the credits query: the counter follows the server.
    remaining = 4
    await queryClient.invalidateQueries({ queryKey: creditsQueryKey })
    expect(await screen.findByText('4 free searches remaining')).toBeInTheDocument()
  })

  it('signed in: the avatar menu with initial, email, searches left and the links; no Admin for members', async () => {
    const calls = signedIn(member)
    showHeader()
    const trigger = await screen.findByRole('button', { name: 'Account menu' })
    expect(trigger).toHaveTextContent('F')
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument()
    expect(screen.queryByText(/free searches remaining/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
    await userEvent.setup().click(trigger)
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('fan@example.com')).toBeInTheDocument()
    expect(await within(menu).findByText('7 searches left')).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Billing & Credits' })).toHaveAttribute('href', '/billing')
    expect(within(menu).getByRole('menuitem', { name: 'Liked Searches' })).toHaveAttribute('href', '/liked-searches')
    expect(within(menu).getByRole('menuitem', { name: 'Search History' })).toHaveAttribute('href', '/search-history')
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument()
    const credits = calls.find((call) => call.path === '/api/credits')
    expect(credits?.headers.get('authorization')).toBe('Bearer tok-1')
    expect(credits?.headers.get('x-visitor-id')).toBeNull()
  })

  it('administrators get the Admin link and Admin Dashboard', async () => {
    signedIn(admin)
    showHeader()
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }))
    expect(await screen.findByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin')
  })

  it('Sign Out ends the session, clears the cache, goes to / replacing history and reloads afterwards', async () => {
    // What the page looked like when the reload fired: it must come after the sign-out, not race it.
    let atReload: { path: string | null; token: string | null } | undefined
    const reload = vi.fn(() => {
      atReload = { path: screen.getByTestId('location').textContent, token: authStorage.getToken() }
    })
    vi.stubGlobal('location', { ...window.location, reload })
    const calls = signedIn(member)
    authStorage.startSession()
    const { queryClient } = showHeader()
    queryClient.setQueryData(['history', 'page-1'], { items: ['private'] })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
    expect(calls.find((call) => call.path === '/api/auth/sign-out')?.headers.get('authorization')).toBe('Bearer tok-1')
    expect(authStorage.getToken()).toBeNull()
    expect(authStorage.getSessionId()).toBeNull()
    expect(queryClient.getQueryData(['history', 'page-1'])).toBeUndefined()
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(atReload).toEqual({ path: '/', token: null })
  })
})

describe('Admin guard', () => {
  it('sends a signed-in non-admin from /admin to /', async () => {
    signedIn(member)
    renderRoute(<AdminLayout />, { path: '/admin' })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
  })

  it('sends a visitor from /admin to /', async () => {
    installFetch({
      'GET /api/credits': () => json(fixtures.credits({ remaining: 5, limited: false, total: 5, kind: 'anonymous' })),
    })
    renderRoute(<AdminLayout />, { path: '/admin' })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
  })

  it('shows the dashboard to an administrator', async () => {
    signedIn(admin)
    renderRoute(<AdminLayout />, { path: '/admin' })
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument()
  })
})
