import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { GetMoreSearchesModal } from './get-more-searches-modal.tsx'

function ReturnProbe() {
  const state = useLocation().state as { returnTo?: string } | null
  return <p>return to {state?.returnTo ?? 'nowhere'}</p>
}

describe('Get More Free Searches modal', () => {
  it('shows the spec texts, benefits and both buttons', async () => {
    const onOpenChange = vi.fn()
    render(
      <MemoryRouter>
        <GetMoreSearchesModal open onOpenChange={onOpenChange} />
      </MemoryRouter>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Get More Free Searches' })
    expect(dialog).toHaveAccessibleDescription(
      'Create an account to unlock additional free searches and save your favorites',
    )
    for (const benefit of ['Additional free searches', 'Save favorite predictions', 'Access search history']) {
      expect(screen.getByText(benefit)).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin')
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create Free Account' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it.each(['Create Free Account', 'Sign In'])(
    "'%s' comes back to the page the visitor was on (a market, not always home)",
    async (name) => {
      render(
        <MemoryRouter initialEntries={['/markets/m1']}>
          <Routes>
            <Route path="/markets/:id" element={<GetMoreSearchesModal open onOpenChange={() => {}} />} />
            <Route path="*" element={<ReturnProbe />} />
          </Routes>
        </MemoryRouter>,
      )
      await userEvent.setup().click(screen.getByRole('link', { name }))
      expect(await screen.findByText('return to /markets/m1')).toBeInTheDocument()
    },
  )

  it('renders nothing when closed', () => {
    render(
      <MemoryRouter>
        <GetMoreSearchesModal open={false} onOpenChange={() => {}} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
