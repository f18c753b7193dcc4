import { AdminMarket, AdminMarketSearchesResponse, AdminSearchesResponse } from '@pitchwise/contract'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiFixture, searchSummaryFixture } from '../../../testing/api-fixtures.ts'
import { json, renderAdmin, stubApi } from '../testing/render-admin.tsx'
import { MarketSearchesPanel } from './market-searches-panel.tsx'

afterEach(() => vi.unstubAllGlobals())

describe("a market's searches in the back office", () => {
  it('counts runs in the singular and the plural', async () => {
    const links = apiFixture(AdminMarketSearchesResponse, {
      searches: [
        { id: 'link-1', search: searchSummaryFixture('Arsenal vs Chelsea', 1) },
        { id: 'link-2', search: searchSummaryFixture('BTTS tips', 12) },
      ],
    })
    stubApi((call) =>
      call.url.includes('/markets/m1/searches')
        ? json(links)
        : json(apiFixture(AdminSearchesResponse, { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 })),
    )
    renderAdmin(
      <MarketSearchesPanel
        market={apiFixture(AdminMarket, { id: 'm1', name: 'Tips', description: null, order: 1, searchCount: 2 })}
      />,
    )
    const list = await screen.findByRole('list', { name: 'Searches in Tips' })
    expect(await within(list).findByText('1 run')).toBeInTheDocument()
    expect(within(list).getByText('12 runs')).toBeInTheDocument()
  })
})
