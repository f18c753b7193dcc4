/** Issue 15: signing in from a page that asked for it (/liked-searches…) comes back to that page. */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Heart } from 'lucide-react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../features/auth/testing.tsx'
import { fixtures } from '../../testing/api-fixtures.ts'
import { SignedOutNotice } from './chat-page-kit.tsx'

function SignInProbe() {
  const state = useLocation().state as { returnTo?: string } | null
  return <p>sign-in asked to return to {state?.returnTo ?? 'nowhere'}</p>
}

afterEach(() => vi.unstubAllGlobals())

describe('SignedOutNotice', () => {
  it.each([
    ['Sign In', '/signin'],
    ['Create Free Account', '/signup'],
  ])('sends %s with the page it was asked from as returnTo', async (name, target) => {
    installFetch({
      'GET /api/credits': () => json(fixtures.credits({ remaining: 5, limited: false, total: 5, kind: 'anonymous' })),
    })
    renderRoute(<SignedOutNotice message="Sign in to see your liked searches" icon={<Heart />} />, {
      path: '/liked-searches',
      entry: '/liked-searches?page=2',
      elsewhere: (
        <Routes>
          <Route path={target} element={<SignInProbe />} />
        </Routes>
      ),
    })
    await userEvent.click(screen.getByRole('link', { name }))
    expect(await screen.findByText('sign-in asked to return to /liked-searches?page=2')).toBeTruthy()
  })
})
