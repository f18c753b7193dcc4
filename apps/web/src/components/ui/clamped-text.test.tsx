import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ClampedText, shouldClamp } from './clamped-text'

describe('clamp rule', () => {
  it('clamps over 50 characters or over 12 words', () => {
    expect(shouldClamp('a'.repeat(50))).toBe(false)
    expect(shouldClamp('a'.repeat(51))).toBe(true)
    expect(shouldClamp(Array(12).fill('w').join(' '))).toBe(false)
    expect(shouldClamp(Array(13).fill('w').join(' '))).toBe(true)
  })

  it('toggles Show more / Show less on long text only', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<ClampedText text="short question" />)
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    rerender(<ClampedText text={'long question '.repeat(6)} />)
    const toggle = screen.getByRole('button', { name: 'Show more' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  })
})
