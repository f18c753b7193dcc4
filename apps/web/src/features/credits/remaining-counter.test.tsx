import type { CreditsResponse } from '@pitchwise/contract'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RemainingCounter } from './remaining-counter.tsx'

const anonymous = (remaining: number): CreditsResponse => ({
  remaining,
  limited: remaining <= 0,
  total: 5,
  kind: 'anonymous',
})
const user = (remaining: number): CreditsResponse => ({ remaining, limited: remaining <= 0, total: 10, kind: 'user' })

function show(credits: CreditsResponse | null, isLoading = false) {
  return render(
    <MemoryRouter>
      <RemainingCounter credits={credits} isLoading={isLoading} />
    </MemoryRouter>,
  )
}

const NUDGE = 'Sign up to get 10 more free searches!'

describe('RemainingCounter', () => {
  it("shows 'Loading...' while loading", () => {
    show(null, true)
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(screen.queryByText(NUDGE)).not.toBeInTheDocument()
  })

  it("shows 'N credits remaining' to a signed-in user ('1 credit' in the singular), never the sign-up nudge", () => {
    show(user(10))
    expect(screen.getByText('10 credits remaining')).toBeInTheDocument()
    show(user(1))
    expect(screen.getByText('1 credit remaining')).toBeInTheDocument()
    expect(screen.queryByText(NUDGE)).not.toBeInTheDocument()
  })

  it("shows 'N free searches remaining' to a visitor, with the nudge only at 2 or fewer", () => {
    const { unmount } = show(anonymous(3))
    expect(screen.getByText('3 free searches remaining')).toBeInTheDocument()
    expect(screen.queryByText(NUDGE)).not.toBeInTheDocument()
    unmount()
    for (const remaining of [2, 1, 0]) {
      const view = show(anonymous(remaining))
      const text = remaining === 1 ? '1 free search remaining' : `${remaining} free searches remaining`
      expect(screen.getByText(text)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: NUDGE })).toHaveAttribute('href', '/signup')
      view.unmount()
    }
  })
})
