import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAdmin } from '../testing/render-admin.tsx'
import { RegionalPrices } from './regional-prices.tsx'

const germany = {
  id: 'region-de',
  code: 'DE',
  name: 'Germany',
  currencyCode: 'EUR',
  currencySymbol: '€',
  exchangeRate: 1.08,
  isActive: true,
  currencyExponent: 2,
}
const plans = [
  { id: 'plan-daily', name: 'Daily Pass', credits: 20, durationDays: 1, priceUsd: 499, isActive: true },
  { id: 'plan-weekly', name: 'Weekly Pro', credits: 100, durationDays: 7, priceUsd: 1999, isActive: true },
]

describe('Plan prices by region', () => {
  it('says a plan without a price in the region is sold there at its US price until it is priced', () => {
    renderAdmin(
      <RegionalPrices
        regions={[germany]}
        plans={plans}
        prices={[{ planId: 'plan-weekly', regionId: 'region-de', price: 1799 }]}
      />,
    )
    const rows = within(screen.getByRole('list', { name: 'Prices in Germany' })).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Current: not set · on sale in Germany at its US price, US $4.99, until priced')
    expect(rows[1]).toHaveTextContent('Current: €17.99')
    expect(rows[1]).not.toHaveTextContent('US price, US $')
  })
})
