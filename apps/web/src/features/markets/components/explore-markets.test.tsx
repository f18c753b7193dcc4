/** Issue 15: each Explore Markets card shows one figure, how often its questions were asked, in the server's order. */
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../../testing/api-fixtures.ts'
import { renderWithApi } from '../../../testing/render-with-api.tsx'
import { ExploreMarkets } from './explore-markets.tsx'

const market = (name: string, searchCount: number, totalSearches: number, order: number) => ({
  id: `id-${order}`,
  name,
  description: null,
  order,
  searchCount,
  totalSearches,
})

afterEach(() => vi.unstubAllGlobals())

describe('ExploreMarkets', () => {
  it('shows how often each market was asked about, never the number of questions it holds', async () => {
    renderWithApi(
      <ExploreMarkets />,
      '/api/markets/top',
      fixtures.topMarkets({
        markets: [
          market('Both Teams to Score', 4, 31, 2),
          market('Over/Under Goals', 4, 1, 1),
          market('Correct Score', 7, 0, 3),
        ],
      }),
    )
    const cards = await screen.findAllByRole('link', { name: /Score|Goals/ })
    expect(cards.map((card) => within(card).getByTestId('market-asked').textContent)).toEqual([
      'Asked 31 times',
      'Asked once',
      'Not asked yet',
    ])
    expect(screen.queryByText(/searches|run \d+×/)).toBeNull()
  })
})
