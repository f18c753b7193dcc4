import { describe, expect, it } from 'vitest'
import { filterMarkets, sortMarketSearches } from './markets'

const market = (name: string, description: string | null) => ({ name, description })
const search = (id: string, searches: number, likes: number) => ({
  id,
  query: id,
  searches,
  likes,
  lastSearchedAt: null,
  createdAt: '2026-03-01T00:00:00Z',
})

describe('markets', () => {
  it('filters by name or description, case-insensitive', () => {
    const markets = [
      market('Over/Under Goals', 'Totals'),
      market('BTTS', 'Both Teams To Score'),
      market('Corners', null),
    ]
    expect(filterMarkets(markets, 'goals').map((m) => m.name)).toEqual(['Over/Under Goals'])
    expect(filterMarkets(markets, 'TEAMS').map((m) => m.name)).toEqual(['BTTS'])
    expect(filterMarkets(markets, '  ')).toHaveLength(3)
    expect(filterMarkets(markets, 'zzz')).toEqual([])
  })

  it('sorts searches by run count, then likes', () => {
    expect(sortMarketSearches([search('a', 1, 9), search('b', 5, 0), search('c', 5, 3)]).map((s) => s.id)).toEqual([
      'c',
      'b',
      'a',
    ])
  })
})
