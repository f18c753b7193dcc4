/** /markets cards: how many questions a market holds and how often they were asked, said like Explore Markets. */
import type { SearchSummary } from '@pitchwise/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures, searchSummaryFixture } from '../../../testing/api-fixtures.ts'
import { renderWithApi } from '../../../testing/render-with-api.tsx'
import { MarketsBrowser } from './markets-browser.tsx'

const market = (name: string, order: number, searches: SearchSummary[]) => ({
  id: `id-${order}`,
  name,
  description: null,
  order,
  searchCount: searches.length,
  totalSearches: searches.reduce((sum, s) => sum + s.searches, 0),
  searches,
})

afterEach(() => vi.unstubAllGlobals())

describe('MarketsBrowser', () => {
  it('says on each card how many questions it holds and how often they were asked', async () => {
    renderWithApi(
      <MarketsBrowser />,
      '/api/markets',
      fixtures.markets({
        markets: [
          market('Both Teams to Score', 1, [
            searchSummaryFixture('BTTS tips today', 30),
            searchSummaryFixture('btts this weekend', 1),
          ]),
          market('Correct Score', 2, [searchSummaryFixture('correct score Arsenal vs Chelsea', 1)]),
          market('Corners', 3, []),
        ],
      }),
    )
    const btts = await screen.findByRole('button', { name: /Both Teams to Score/ })
    expect(btts).toHaveTextContent('2 questions · Asked 31 times')
    expect(screen.getByRole('button', { name: /Correct Score/ })).toHaveTextContent('1 question · Asked once')
    expect(screen.getByRole('button', { name: /Corners/ })).toHaveTextContent('0 questions · Not asked yet')
    expect(screen.queryByText(/run \d+×/)).not.toBeInTheDocument()
  })

  it('opens a card to list its questions, most asked first', async () => {
    renderWithApi(
      <MarketsBrowser />,
      '/api/markets',
      fixtures.markets({
        markets: [
          market('Both Teams to Score', 1, [
            searchSummaryFixture('btts this weekend', 1),
            searchSummaryFixture('BTTS tips today', 30),
          ]),
        ],
      }),
    )
    const card = await screen.findByRole('button', { name: /Both Teams to Score/ })
    expect(card).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(card)
    expect(card).toHaveAttribute('aria-expanded', 'true')
    const list = card.closest('li')
    if (!list) throw new Error('card is not in a list item')
    const questions = within(list)
      .getAllByRole('button')
      .slice(1)
      .map((b) => b.textContent)
    expect(questions).toEqual(['BTTS tips today30×', 'btts this weekend1×'])
  })
})
