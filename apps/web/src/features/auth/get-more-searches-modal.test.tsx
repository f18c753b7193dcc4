import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { GetMoreSearchesModal } from './get-more-searches-modal.tsx'

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

  it('renders nothing when closed', () => {
    render(
      <MemoryRouter>
        <GetMoreSearchesModal open={false} onOpenChange={() => {}} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
