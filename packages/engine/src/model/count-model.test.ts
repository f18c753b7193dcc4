import { describe, expect, it } from 'vitest'
import type { MatchStatistics } from '../data/external/external-row.ts'
import type { MatchRecord } from '../types.ts'
import { createCountIndex } from './count-index.ts'
import { countDistribution, forecastCounts, overProbability, underProbability } from './count-model.ts'
import { halfTimeMarkets, halfTimeShare } from './half-time.ts'

const stats = (hc: number, ac: number, ht: [number, number] = [0, 0]): MatchStatistics => ({
  halfTimeHomeGoals: ht[0],
  halfTimeAwayGoals: ht[1],
  homeShots: 12,
  awayShots: 10,
  homeShotsOnTarget: 4,
  awayShotsOnTarget: 3,
  homeCorners: hc,
  awayCorners: ac,
  homeFouls: 10,
  awayFouls: 11,
  homeYellowCards: 1,
  awayYellowCards: 2,
  homeRedCards: 0,
  awayRedCards: 0,
  referee: 'M Oliver',
})

/** A league of six clubs over a season: "corner-kings" win ten a match, everyone else four. */
function league(): MatchRecord[] {
  const clubs = ['corner-kings', 'b', 'c', 'd', 'e', 'f']
  const out: MatchRecord[] = []
  for (let w = 0; w < 40; w++) {
    const date = new Date(Date.UTC(2021, 7, 1 + 7 * w)).toISOString().slice(0, 10)
    for (let i = 0; i < 6; i += 2) {
      const home = clubs[(i + w) % 6] as string
      const away = clubs[(i + 1 + 2 * w) % 6] as string
      if (home === away) continue
      out.push({
        id: `${date}-${home}-${away}`,
        competition: 'xx.1',
        season: '2021-22',
        kickoff: `${date}T15:00:00.000Z`,
        date,
        homeTeamId: home,
        awayTeamId: away,
        status: 'finished',
        homeGoals: 2,
        awayGoals: 1,
        statistics: stats(home === 'corner-kings' ? 10 : 4, away === 'corner-kings' ? 10 : 4, [1, 0]),
      })
    }
  }
  return out
}

describe('count model', () => {
  it('gives a distribution that sums to one with the asked mean, wider than a Poisson when overdispersed', () => {
    const nb = countDistribution(10, 20)
    const po = countDistribution(10, Number.POSITIVE_INFINITY)
    const sum = (p: number[]) => p.reduce((s, x) => s + x, 0)
    const mean = (p: number[]) => p.reduce((s, x, k) => s + x * k, 0)
    const variance = (p: number[]) => p.reduce((s, x, k) => s + x * (k - mean(p)) ** 2, 0)
    expect(sum(nb)).toBeCloseTo(1, 8)
    expect(mean(nb)).toBeCloseTo(10, 6)
    expect(variance(po)).toBeCloseTo(10, 4)
    expect(variance(nb)).toBeCloseTo(10 + 100 / 20, 4)
    // Over and under a half line are complements; a whole line leaves the push out of both.
    expect(overProbability(nb, 9.5) + underProbability(nb, 9.5)).toBeCloseTo(1, 8)
    expect(overProbability(nb, 10) + underProbability(nb, 10) + (nb[10] as number)).toBeCloseTo(1, 8)
  })

  it('expects more corners from the club that wins them, from matches before the fixture only', () => {
    const index = createCountIndex(league())
    const f = forecastCounts(
      index,
      { competition: 'xx.1', date: '2022-06-01', homeTeamId: 'corner-kings', awayTeamId: 'b' },
      'corners',
    )
    expect(f).not.toBeNull()
    expect(f?.home).toBeGreaterThan(7)
    expect(f?.away).toBeLessThan(5)
    // Before the league's first match there is nothing to price from.
    expect(
      forecastCounts(
        index,
        { competition: 'xx.1', date: '2021-08-01', homeTeamId: 'corner-kings', awayTeamId: 'b' },
        'corners',
      ),
    ).toBeNull()
    // A league with no statistics at all: no forecast.
    expect(
      forecastCounts(
        index,
        { competition: 'yy.1', date: '2022-06-01', homeTeamId: 'corner-kings', awayTeamId: 'b' },
        'corners',
      ),
    ).toBeNull()
  })

  it('splits goals into halves by the league share, every market summing to one', () => {
    const index = createCountIndex(league())
    const share = halfTimeShare(index, 'xx.1', '2022-06-01')
    // Every match: 1–0 at the break, 2–1 at the end.
    expect(share?.home).toBeCloseTo(0.5, 6)
    expect(share?.away).toBeCloseTo(0, 6)
    const mk = halfTimeMarkets({ home: 1.6, away: 1.2 }, { home: 0.45, away: 0.45, matches: 100 })
    expect(mk.result.home + mk.result.draw + mk.result.away).toBeCloseTo(1, 6)
    expect(Object.values(mk.htft).reduce((s, x) => s + x, 0)).toBeCloseTo(1, 6)
    // Half-time/full-time adds up to the half-time result.
    expect(mk.htft['home/home'] + mk.htft['home/draw'] + mk.htft['home/away']).toBeCloseTo(mk.result.home, 6)
    expect(mk.over['0.5']).toBeCloseTo(1 - Math.exp(-(1.6 + 1.2) * 0.45), 6)
  })
})
