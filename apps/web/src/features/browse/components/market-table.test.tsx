/** The match page's markets: the market's best stored price beside the model's fair odds, only where stored. */
import type { BestPrice } from '@pitchwise/contract'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type MarketRow, MarketTable, OddsNote } from './market-table'

const ROWS: MarketRow[] = [
  { label: 'Arsenal win', probability: 0.64, outcome: 'home_win' },
  { label: 'Draw', probability: 0.24, outcome: 'draw' },
  { label: 'Everton win', probability: 0.12, outcome: 'away_win' },
  { label: 'Over 2.5 goals', probability: 0.52, outcome: 'over_2.5' },
  { label: 'Both teams to score', probability: 0.48 },
]

const PRICES: BestPrice[] = [
  { outcome: 'home_win', priceMilli: 1800, bookmaker: 'bet365', bookmakerName: 'Bet365', kind: 'opening' },
  { outcome: 'over_2.5', priceMilli: 2050, bookmaker: 'pinnacle', bookmakerName: 'Pinnacle', kind: 'closing' },
]

const cellsOf = (label: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${label}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('MarketTable', () => {
  it('puts the best stored price, its bookmaker and kind beside the fair odds', () => {
    render(<MarketTable rows={ROWS} prices={PRICES} />)
    expect(screen.getByRole('columnheader', { name: 'Best price' })).toBeInTheDocument()
    expect(cellsOf('Arsenal win')).toEqual(['64%', '1.56', '1.80Bet365 · opening'])
    expect(cellsOf('Over 2.5 goals')).toEqual(['52%', '1.92', '2.05Pinnacle · closing'])
    // An outcome with no stored price says so to a screen reader, and a market no source prices too.
    expect(cellsOf('Draw')).toEqual(['24%', '4.17', '–No stored price'])
    expect(cellsOf('Both teams to score')).toEqual(['48%', '2.08', '–No stored price'])
  })

  it('has no price column when the data holds no price for the match', () => {
    render(<MarketTable rows={ROWS} prices={[]} />)
    expect(screen.queryByRole('columnheader', { name: 'Best price' })).toBeNull()
    expect(cellsOf('Arsenal win')).toEqual(['64%', '1.56'])
  })
})

describe('OddsNote', () => {
  it('explains the price column when there is one, and says plainly when the data holds no prices', () => {
    const { rerender } = render(<OddsNote hasPrices />)
    expect(screen.getByText(/Best price is the highest a bookmaker offered/)).toBeInTheDocument()
    rerender(<OddsNote hasPrices={false} />)
    expect(screen.getByText(/Pitchwise's data holds no bookmakers' prices for this match\./)).toBeInTheDocument()
  })
})
