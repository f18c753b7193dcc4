import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithHealth } from '../testing.tsx'
import { DemoBanner } from './demo-banner.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('DemoBanner', () => {
  it('says which day the football is as of when the server runs on a demo date', async () => {
    await renderWithHealth(<DemoBanner />, { demoDate: '2026-03-14', today: '2026-03-14' })
    const banner = screen.getByRole('region', { name: 'Demo mode' })
    expect(banner).toHaveTextContent(/^Demo: football as of Saturday 14 March 2026$/)
    expect(screen.getByRole('status')).toHaveTextContent('Demo: football as of Saturday 14 March 2026')
    expect(screen.queryByRole('button')).not.toBeInTheDocument() // nothing to dismiss it with
  })

  it('writes the demo day as the server sent it, whatever the time zone', async () => {
    const zone = process.env.TZ
    process.env.TZ = 'Pacific/Honolulu' // midnight UTC on the 1st is still the 31st here
    try {
      await renderWithHealth(<DemoBanner />, { demoDate: '2026-01-01', today: '2026-01-01' })
      expect(screen.getByRole('status')).toHaveTextContent('Demo: football as of Thursday 1 January 2026')
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('shows nothing without a demo date', async () => {
    await renderWithHealth(<DemoBanner />, { demoDate: null, today: '2026-11-28' })
    expect(screen.queryByRole('region', { name: 'Demo mode' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Demo:/)).not.toBeInTheDocument()
  })

  it('shows nothing when health does not answer', async () => {
    await renderWithHealth(<DemoBanner />, 'down')
    expect(screen.queryByText(/Demo:/)).not.toBeInTheDocument()
  })
})
