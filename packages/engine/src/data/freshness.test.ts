import { describe, expect, it } from 'vitest'
import type { CompetitionInfo, MatchRecord } from '../types.ts'
import { assessFreshness, summariseDates } from './freshness.ts'

const premier: CompetitionInfo = { code: 'en.1', name: 'Premier League', country: 'England', timeZone: 'Europe/London' }
const cl: CompetitionInfo = { code: 'uefa.cl', name: 'Champions League', country: 'International', timeZone: 'UTC' }

let n = 0
function match(competition: string, date: string, goals?: [number, number]): MatchRecord {
  n += 1
  return {
    id: `m${n}`,
    competition,
    season: '2025-26',
    kickoff: `${date}T15:00:00.000Z`,
    date,
    homeTeamId: `h${n}`,
    awayTeamId: `a${n}`,
    status: goals ? 'finished' : 'scheduled',
    homeGoals: goals?.[0] ?? null,
    awayGoals: goals?.[1] ?? null,
  }
}

describe('data freshness', () => {
  const world = [
    match('en.1', '2026-03-07', [2, 1]),
    match('en.1', '2026-03-11', [0, 0]),
    match('en.1', '2026-03-14'),
    match('en.1', '2026-05-24'),
    match('uefa.cl', '2026-02-18', [1, 1]),
  ]
  const dates = summariseDates([premier, cl], world)

  it('is fresh on a day inside the data, with the next fixture named', () => {
    const report = assessFreshness(dates, '2026-03-12')
    expect(report.freshness).toBe('fresh')
    expect(report.nextFixtureDate).toBe('2026-03-14')
    expect(report.competitions.find((c) => c.code === 'en.1')).toMatchObject({
      lastResultDate: '2026-03-11',
      lastFixtureDate: '2026-05-24',
      nextFixtureDate: '2026-03-14',
      ageDays: 1,
      freshness: 'fresh',
    })
  })

  it('is stale when fixtures are overdue: results stopped arriving', () => {
    const report = assessFreshness(dates, '2026-03-20')
    expect(report.competitions.find((c) => c.code === 'en.1')?.freshness).toBe('stale')
    expect(report.freshness).toBe('stale')
  })

  it('is stale months after the data ends, with the age in days', () => {
    const report = assessFreshness(dates, '2026-11-28')
    expect(report.freshness).toBe('stale')
    expect(report.nextFixtureDate).toBeNull()
    expect(report.competitions.find((c) => c.code === 'en.1')?.ageDays).toBe(262)
  })

  it('lets a league in its break stay fresh when its next fixtures are near', () => {
    const summer = summariseDates([premier], [match('en.1', '2026-05-24', [1, 0]), match('en.1', '2026-08-15')])
    expect(assessFreshness(summer, '2026-08-05').freshness).toBe('fresh')
    expect(assessFreshness(summer, '2026-07-01').freshness).toBe('stale')
  })

  it('does not let a cup between rounds decide the overall verdict', () => {
    const report = assessFreshness(dates, '2026-03-13')
    expect(report.competitions.find((c) => c.code === 'uefa.cl')?.freshness).toBe('stale')
    expect(report.freshness).toBe('fresh')
  })

  it('is decided by the leagues the data keeps up, not by one that stopped in the source long before', () => {
    const bundesliga: CompetitionInfo = {
      code: 'de.1',
      name: 'Bundesliga',
      country: 'Germany',
      timeZone: 'Europe/Berlin',
    }
    const stopped = summariseDates([premier, bundesliga], [...world, match('de.1', '2025-11-29', [1, 1])])
    const report = assessFreshness(stopped, '2026-03-12')
    expect(report.competitions.find((c) => c.code === 'de.1')?.freshness).toBe('stale')
    expect(report.freshness).toBe('fresh')
  })

  it('is empty without matches', () => {
    expect(assessFreshness([], '2026-03-12')).toMatchObject({ freshness: 'empty', competitions: [] })
  })
})
