import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { effectiveTheme, savedTheme } from './theme.ts'
import { ThemeProvider } from './theme-context.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>
    </MemoryRouter>,
  )
}

describe('theme', () => {
  it('is dark by default', () => {
    expect(savedTheme()).toBe('dark')
    renderAt('/')
    expect(document.documentElement).toHaveClass('dark')
  })

  it('toggles to light, saves the choice and restores it', async () => {
    const user = userEvent.setup()
    const { unmount } = renderAt('/')
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(document.documentElement).not.toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('light')
    unmount()
    renderAt('/markets')
    expect(document.documentElement).not.toHaveClass('dark')
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeEnabled()
  })

  it('forces dark on every /admin path without changing the saved choice', () => {
    localStorage.setItem('theme', 'light')
    act(() => {
      renderAt('/admin/pricing')
    })
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('light')
    expect(screen.getByRole('button')).toBeDisabled()
    expect(effectiveTheme('light', '/admin')).toBe('dark')
    expect(effectiveTheme('light', '/administrator')).toBe('light')
  })
})
