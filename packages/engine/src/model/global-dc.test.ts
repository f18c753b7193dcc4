import { describe, expect, it } from 'vitest'
import type { MatchRecord } from '../types.ts'
import { fitGlobalDc, globalRates, isNeutralVenue } from './global-dc.ts'

let n = 0
function match(competition: string, date: string, home: string, away: string, hg: number, ag: number): MatchRecord {
  n++
  return {
    id: `m${n}`,
    competition,
    season: '2025-26',
    kickoff: `${date}T19:00:00.000Z`,
    date,
    homeTeamId: home,
    awayTeamId: away,
    status: 'finished',
    homeGoals: hg,
    awayGoals: ag,
  }
}

/** Two leagues whose clubs are evenly matched at home; the leagues meet only in the cup. */
function world(strongWinsCup: boolean): MatchRecord[] {
  const out: MatchRecord[] = []
  const leagues = { 'en.1': ['a1', 'a2', 'a3', 'a4'], 'nl.1': ['b1', 'b2', 'b3', 'b4'] }
  for (let week = 0; week < 20; week++) {
    const date = new Date(Date.UTC(2025, 7, 2 + week * 7)).toISOString().slice(0, 10)
    for (const [code, clubs] of Object.entries(leagues)) {
      const [x, y, z, w] = week % 2 ? clubs : [...clubs].reverse()
      out.push(match(code, date, x as string, y as string, 1 + (week % 2), 1))
      out.push(match(code, date, z as string, w as string, 1, 1 + (week % 3 === 0 ? 1 : 0)))
    }
  }
  for (let i = 0; i < 8; i++) {
    const date = new Date(Date.UTC(2025, 8, 16 + i * 7 + 1)).toISOString().slice(0, 10)
    const a = `a${1 + (i % 4)}`
    const b = `b${1 + ((i + 1) % 4)}`
    // Venues alternate so the cup's home advantage cannot stand in for the leagues' strength.
    const [aGoals, bGoals] = strongWinsCup ? [3, 0] : [0, 3]
    out.push(i % 2 ? match('uefa.cl', date, a, b, aGoals, bGoals) : match('uefa.cl', date, b, a, bGoals, aGoals))
  }
  return out
}

describe('fitGlobalDc', () => {
  const opts = { halfLifeDays: 365, priorMatches: 4 }

  it('puts the league whose clubs win the matches between leagues above the other', () => {
    const fit = fitGlobalDc(world(true), '2026-01-01', opts)
    const r = globalRates(fit, { competition: 'uefa.cl', homeTeamId: 'b2', awayTeamId: 'a2' })
    // An English club is favoured away at a Dutch one, although both leagues look alike inside.
    expect(r.mu).toBeGreaterThan(r.lambda)
    const reversed = fitGlobalDc(world(false), '2026-01-01', opts)
    const s = globalRates(reversed, { competition: 'uefa.cl', homeTeamId: 'b2', awayTeamId: 'a2' })
    expect(s.lambda).toBeGreaterThan(s.mu)
  })

  it('uses only matches before the reference date', () => {
    const base = world(true)
    const poisoned = base.map((m) => (m.date >= '2025-10-01' ? { ...m, homeGoals: 0, awayGoals: 9 } : m))
    const a = fitGlobalDc(base, '2025-10-01', opts)
    const b = fitGlobalDc(poisoned, '2025-10-01', opts)
    expect([...b.attack]).toEqual([...a.attack])
    expect(b.rates).toEqual(a.rates)
  })

  it('treats cup finals as neutral', () => {
    expect(isNeutralVenue({ competition: 'uefa.cl', round: 'Finals, Final' })).toBe(true)
    expect(isNeutralVenue({ competition: 'uefa.cl', round: 'Final' })).toBe(true)
    expect(isNeutralVenue({ competition: 'uefa.cl', round: 'Finals, Semifinals' })).toBe(false)
    expect(isNeutralVenue({ competition: 'en.1', round: 'Final' })).toBe(false)
  })
})
