/**
 * The /matches filters: competition, market and minimum probability, read from and written to
 * the address (so a filtered day can be shared), and applied to the day's fixtures.
 */
import type { DayFixturesResponse, FixtureLine } from '@pitchwise/contract'

export const MARKETS = [
  { value: 'any', label: 'Any market' },
  { value: '1x2', label: 'Match result (likeliest outcome)' },
  { value: 'over25', label: 'Over 2.5 goals' },
  { value: 'btts', label: 'Both teams to score' },
] as const
export type MarketFilter = (typeof MARKETS)[number]['value']

export const MIN_PROBABILITIES = [0, 50, 60, 70, 80] as const

export interface FixtureFilters {
  competition: string
  market: MarketFilter
  /** Percent, 0 = no minimum. */
  minProbability: number
}

export const NO_FILTERS: FixtureFilters = { competition: 'all', market: 'any', minProbability: 0 }

export function filtersFrom(params: URLSearchParams): FixtureFilters {
  const market = MARKETS.find((m) => m.value === params.get('market'))?.value ?? 'any'
  const min = Number(params.get('min'))
  return {
    competition: params.get('competition') || 'all',
    market,
    minProbability: (MIN_PROBABILITIES as readonly number[]).includes(min) ? min : 0,
  }
}

/** The probability the market filter reads off a fixture (null: played, or no market chosen). */
export function marketProbability(fixture: FixtureLine, market: MarketFilter): number | null {
  const p = fixture.probabilities
  if (!p) return null
  if (market === '1x2') return Math.max(p.home, p.draw, p.away)
  if (market === 'over25') return p.over25
  if (market === 'btts') return p.btts
  return Math.max(p.home, p.draw, p.away, p.over25, p.btts)
}

export function applyFilters(
  day: DayFixturesResponse['competitions'],
  filters: FixtureFilters,
): DayFixturesResponse['competitions'] {
  const min = filters.minProbability / 100
  return day
    .filter((group) => filters.competition === 'all' || group.competition.code === filters.competition)
    .map((group) => ({
      ...group,
      fixtures: group.fixtures.filter((fixture) => {
        if (min === 0 && filters.market === 'any') return true
        const p = marketProbability(fixture, filters.market)
        return p !== null && p >= min
      }),
    }))
    .filter((group) => group.fixtures.length > 0)
}
