import { screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../../features/auth/session-context.tsx'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'
import { authStorage } from '../../../lib/auth-storage.ts'
import { fixtures } from '../../../testing/api-fixtures.ts'
import AdminLayout from './admin-layout.tsx'

const admin = { id: 'u2', email: 'boss@pitchwise.test', emailVerified: true, isAdmin: true }

function MarketsPage() {
  usePageTitle('Markets management - Admin')
  return <p>markets</p>
}

/** The admin area as the header's Admin link opens it: after the session is known. */
function AdminAreaOnceSignedIn() {
  const { status } = useSession()
  if (status !== 'signed-in') return null
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<MarketsPage />} />
      </Route>
    </Routes>
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('AdminLayout', () => {
  it('leaves the document title to the page when both mount together', async () => {
    authStorage.setToken('tok-1')
    const credits = fixtures.credits({ remaining: 7, limited: false, total: 10, kind: 'user' })
    installFetch({
      'GET /api/me': () => json(fixtures.me({ user: admin, credits })),
      'GET /api/credits': () => json(credits),
    })
    document.title = 'Pitchwise'
    renderRoute(<AdminAreaOnceSignedIn />, { path: '/admin/*', entry: '/admin' })
    expect(await screen.findByText('markets')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Markets management - Admin | Pitchwise'))
  })
})
