import type { DayFixturesResponse, FixtureLine } from '@pitchwise/contract'
import { describe, expect, it } from 'vitest'
import { applyFilters, filtersFrom, NO_FILTERS } from './fixture-filters'

const competition = (code: string, name: string) => ({ code, name, country: 'England' })
const line = (id: string, code: string, p?: Partial<NonNullable<FixtureLine['probabilities']>>): FixtureLine => ({
  matchId: id,
  competition: competition(code, code),
  kickoff: '2026-03-14T15:00:00.000Z',
  date: '2026-03-14',
  home: { id: `${id}-h`, name: `${id} home` },
  away: { id: `${id}-a`, name: `${id} away` },
  status: p ? 'scheduled' : 'finished',
  ...(p ? { probabilities: { home: 0.3, draw: 0.3, away: 0.4, over25: 0.5, btts: 0.5, ...p } } : {}),
})
const day: DayFixturesResponse['competitions'] = [
  {
    competition: competition('en.1', 'Premier League'),
    fixtures: [line('a', 'en.1', { over25: 0.72 }), line('b', 'en.1')],
  },
  {
    competition: competition('de.1', 'Bundesliga'),
    fixtures: [line('c', 'de.1', { home: 0.81, away: 0.05, draw: 0.14 })],
  },
]
const ids = (groups: DayFixturesResponse['competitions']) => groups.flatMap((g) => g.fixtures.map((f) => f.matchId))

describe('the /matches filters', () => {
  it('show every match, played ones included, with no filter', () => {
    expect(ids(applyFilters(day, NO_FILTERS))).toEqual(['a', 'b', 'c'])
  })

  it('narrow to one competition', () => {
    expect(ids(applyFilters(day, { ...NO_FILTERS, competition: 'de.1' }))).toEqual(['c'])
  })

  it('keep the matches whose chosen market reaches the minimum, and drop competitions left empty', () => {
    expect(ids(applyFilters(day, { ...NO_FILTERS, market: 'over25', minProbability: 70 }))).toEqual(['a'])
    expect(ids(applyFilters(day, { ...NO_FILTERS, market: '1x2', minProbability: 80 }))).toEqual(['c'])
    expect(applyFilters(day, { ...NO_FILTERS, market: 'btts', minProbability: 80 })).toEqual([])
  })

  it('read only known values from the address', () => {
    expect(filtersFrom(new URLSearchParams('competition=en.1&market=btts&min=60'))).toEqual({
      competition: 'en.1',
      market: 'btts',
      minProbability: 60,
    })
    expect(filtersFrom(new URLSearchParams('market=corners&min=55'))).toEqual(NO_FILTERS)
  })
})
