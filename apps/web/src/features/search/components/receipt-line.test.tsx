import { receiptText, trackRecordHref } from '@pitchwise/contract'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { matchFixture, pickFixture } from '../../../testing/api-fixtures'
import { MatchCard } from './match-cards'
import { PickCard } from './pick-cards'

const scoredReceipt = {
  market: 'totals',
  band: '70-80',
  scored: 412,
  hitRate: 0.71,
  modelSaid: 0.7,
  text: receiptText(412, 0.71, 0.7),
  href: trackRecordHref({ market: 'totals', band: '70-80' }),
}

describe('the receipt under a pick or a preview', () => {
  it('gives the sealed record of predictions like it and links to the filtered track record', () => {
    render(
      <MemoryRouter>
        <ol>
          <PickCard pick={pickFixture({ receipt: scoredReceipt })} rank={1} />
        </ol>
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: /Predictions like this/ })
    expect(link.textContent).toBe('Predictions like this: 412 sealed and scored, 71 % won; the model said 70 %')
    expect(link.getAttribute('href')).toBe('/track-record?market=totals&band=70-80')
  })

  it('says too few to give a rate below the minimum, never a made-up percentage', () => {
    const few = {
      ...scoredReceipt,
      market: '1x2',
      band: '40-50',
      scored: 3,
      hitRate: null,
      modelSaid: null,
      text: receiptText(3, null, null),
      href: trackRecordHref({ market: '1x2', band: '40-50' }),
    }
    render(
      <MemoryRouter>
        <ul>
          <MatchCard match={matchFixture({ receipt: few })} />
        </ul>
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: /Predictions like this/ })
    expect(link.textContent).toBe('Predictions like this: 3 sealed and scored so far; too few to give a rate')
    expect(link.textContent).not.toMatch(/%/)
    expect(link.getAttribute('href')).toBe('/track-record?market=1x2&band=40-50')
  })

  it('shows nothing on a report saved before receipts existed', () => {
    render(
      <MemoryRouter>
        <ol>
          <PickCard pick={pickFixture()} rank={1} />
        </ol>
      </MemoryRouter>,
    )
    expect(screen.queryByRole('link', { name: /Predictions like this/ })).toBeNull()
  })
})
