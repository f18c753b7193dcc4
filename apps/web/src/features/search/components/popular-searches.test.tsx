/** Issue 15: Popular Searches shows each question with how often it was asked, readable in both themes. */
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures, searchSummaryFixture } from '../../../testing/api-fixtures.ts'
import { renderWithApi } from '../../../testing/render-with-api.tsx'
import { PopularSearches } from './popular-searches.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('PopularSearches', () => {
  it('says how often each question was asked, to the eye and to a screen reader', async () => {
    renderWithApi(
      <PopularSearches onSelect={() => {}} />,
      '/api/searches/popular',
      fixtures.popularSearches({
        searches: [searchSummaryFixture('Liverpool vs Tottenham prediction', 4), searchSummaryFixture('btts today', 1)],
      }),
    )
    const first = await screen.findByRole('button', { name: 'Liverpool vs Tottenham prediction, asked 4 times' })
    expect(first).toHaveTextContent('4×')
    expect(screen.getByRole('button', { name: 'btts today, asked once' })).toHaveTextContent('1×')
    expect(screen.getByTitle('Asked 4 times')).toBeInTheDocument()
  })
})
