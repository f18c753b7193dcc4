import type { ModelVersusMarket } from '@pitchwise/contract'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { matchFixture, pickFixture } from '../../../testing/api-fixtures'
import { MatchCard } from './match-cards'
import { PickCard } from './pick-cards'

const VIEW: ModelVersusMarket = {
  outcome: 'home_win',
  label: 'Arsenal win',
  modelProbability: 0.58,
  market: {
    probability: 0.52,
    method: 'Shin',
    bookmaker: 'pinnacle',
    bookmakerName: 'Pinnacle',
    kind: 'opening',
    margin: 0.025,
  },
  best: { price: 1.95, bookmaker: 'bet365', bookmakerName: 'bet365', kind: 'opening' },
  edge: 0.131,
  stake: 0.02,
  kelly: { fraction: 0.25, cap: 0.02 },
}

describe('model v market on the cards', () => {
  it('shows the model and the market side by side, the best price and where, the edge and an optional capped stake', () => {
    render(
      <ol>
        <PickCard pick={{ ...pickFixture({ marketLabel: 'Arsenal to win' }), marketView: VIEW }} rank={1} />
      </ol>,
    )
    const figure = screen.getByRole('figure')
    expect(within(figure).getByText('Model')).toBeTruthy()
    expect(within(figure).getByText('Market')).toBeTruthy()
    expect(within(figure).getByText('58%')).toBeTruthy()
    expect(within(figure).getByText('52%')).toBeTruthy()
    expect(within(figure).getByText('Edge +13.1%')).toBeTruthy()
    // The same comparison in words, for screen readers.
    expect(
      within(figure).getByText(
        "Arsenal win: model 58%, market 52% (Pinnacle's opening price with the margin removed by Shin's method). Best price 1.95 at bet365 (opening), edge +13.1%.",
      ),
    ).toBeTruthy()
    expect(
      within(figure).getByText(
        'Optional stake: 2% of a betting bankroll (quarter Kelly, capped at 2%). Only money you can afford to lose.',
      ),
    ).toBeTruthy()
  })

  it('suggests no stake where the price gives no edge', () => {
    render(
      <ol>
        <PickCard pick={{ ...pickFixture({}), marketView: { ...VIEW, edge: -0.02, stake: 0 } }} rank={1} />
      </ol>,
    )
    expect(screen.getByText('No stake suggested: no edge at this price.')).toBeTruthy()
    expect(screen.getByText('Edge −2.0%')).toBeTruthy()
  })

  it('suggests no stake for an edge that does not clear the value rule, and says why', () => {
    render(
      <ol>
        <PickCard
          pick={{ ...pickFixture({}), marketView: { ...VIEW, modelProbability: 0.27, edge: 0.7, stake: 0 } }}
          rank={1}
        />
      </ol>,
    )
    expect(screen.getByText('No stake suggested: the edge does not clear the value rule.')).toBeTruthy()
  })

  it('shows nothing of the market on a card whose outcome has no stored price', () => {
    render(
      <ol>
        <PickCard pick={pickFixture({})} rank={1} />
      </ol>,
    )
    expect(screen.queryByRole('figure')).toBeNull()
    expect(screen.queryByText(/Model v market/)).toBeNull()
  })

  it('lists each priced outcome of a preview under "Model v market"', () => {
    render(
      <ul>
        <MatchCard
          match={matchFixture({
            home: 'Arsenal',
            away: 'Leicester City',
            marketViews: [
              VIEW,
              { ...VIEW, outcome: 'draw', label: 'Draw', modelProbability: 0.22, edge: -0.05, stake: 0 },
            ],
          })}
        />
      </ul>,
    )
    const section = screen.getByRole('region', { name: 'Model v market' })
    expect(within(section).getAllByRole('figure')).toHaveLength(2)
    expect(within(section).getByText('Draw')).toBeTruthy()
  })
})
