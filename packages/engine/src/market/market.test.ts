import { describe, expect, it } from 'vitest'
import type { MatchPrice } from '../data/external/external-row.ts'
import type { MatchRecord } from '../types.ts'
import { edge, kellyStake } from './kelly.ts'
import { multiplicative, shin } from './margin-free.ts'
import { compareWithMarket } from './model-v-market.ts'
import { bestOffer } from './offers.ts'
import { pricedOutcome } from './priced-outcome.ts'

const fixture = (prices: MatchPrice[], status: MatchRecord['status'] = 'scheduled'): MatchRecord => ({
  id: 'm1',
  competition: 'en.1',
  season: '2021-22',
  kickoff: '2022-03-13T14:00:00.000Z',
  date: '2022-03-13',
  homeTeamId: 'arsenal',
  awayTeamId: 'leicester',
  status,
  homeGoals: null,
  awayGoals: null,
  prices,
})

const oneXTwo = (bookmaker: string, kind: MatchPrice['kind'], h: number, d: number, a: number): MatchPrice => ({
  market: '1x2',
  lineX100: 0,
  bookmaker,
  kind,
  homeMilli: h,
  drawMilli: d,
  awayMilli: a,
})

describe('prices against the model', () => {
  it('knows which answers have a stored price to compare with', () => {
    expect(pricedOutcome('home_win')).toEqual({ market: '1x2', lineX100: 0, outcome: 'home' })
    expect(pricedOutcome('draw')).toEqual({ market: '1x2', lineX100: 0, outcome: 'draw' })
    expect(pricedOutcome('under_2.5')).toEqual({ market: 'total', lineX100: 250, outcome: 'under' })
    expect(pricedOutcome('btts_yes')).toBeNull()
    expect(pricedOutcome('double_chance_1X')).toBeNull()
  })

  it('takes the best price from a real bookmaker, never from an aggregate, and never a closing price before kick-off', () => {
    const match = fixture([
      oneXTwo('bet365', 'opening', 1600, 4000, 5500),
      oneXTwo('williamhill', 'opening', 1650, 3900, 5000),
      oneXTwo('market_max', 'opening', 1700, 4200, 6000),
      oneXTwo('pinnacle', 'closing', 1900, 3800, 4500),
    ])
    expect(bestOffer(match, { market: '1x2', lineX100: 0, outcome: 'home' })).toEqual({
      priceMilli: 1650,
      bookmaker: 'williamhill',
      kind: 'opening',
    })
    // Current prices, when a source serves them, come before opening ones.
    match.prices?.push(oneXTwo('betvictor', 'current', 1620, 4100, 5600))
    expect(bestOffer(match, { market: '1x2', lineX100: 0, outcome: 'home' })?.bookmaker).toBe('betvictor')
    expect(bestOffer(fixture([]), { market: '1x2', lineX100: 0, outcome: 'home' })).toBeNull()
  })

  it('removes more margin from the long shot with Shin than the multiplicative method does', () => {
    const odds = [1.5, 4.2, 7.5]
    const byShin = shin(odds)
    const byShare = multiplicative(odds)
    expect(byShin.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
    expect(byShin.margin).toBeCloseTo(1 / 1.5 + 1 / 4.2 + 1 / 7.5 - 1, 9)
    expect(byShin.probabilities[2]).toBeLessThan(byShare.probabilities[2] as number)
    expect(byShin.probabilities[0]).toBeGreaterThan(byShare.probabilities[0] as number)
    // A book without a margin has nothing to remove.
    expect(shin([2, 2]).probabilities).toEqual([0.5, 0.5])
  })

  it('suggests a capped quarter-Kelly stake only where the price beats the model’s break-even', () => {
    expect(kellyStake(0.5, 1.9)).toBe(0)
    // Full Kelly is 10 % here: a quarter is 2.5 %, capped at 2 %.
    expect(kellyStake(0.55, 2.0)).toBe(0.02)
    expect(kellyStake(0.52, 2.0)).toBeCloseTo(0.04 * 0.25, 9)
    expect(edge(0.55, 2.0)).toBeCloseTo(0.1, 9)
  })

  it('sets the model beside the market’s margin-free probability and the best price', () => {
    const match = fixture([
      oneXTwo('pinnacle', 'opening', 1800, 3700, 4800),
      oneXTwo('bet365', 'opening', 1850, 3600, 4500),
    ])
    const view = compareWithMarket(match, 'home_win', 0.6)
    expect(view?.best).toEqual({ priceMilli: 1850, bookmaker: 'bet365', kind: 'opening' })
    expect(view?.market).toMatchObject({ bookmaker: 'pinnacle', kind: 'opening', method: 'Shin' })
    expect(view?.market?.probability).toBeGreaterThan(0.5)
    expect(view?.market?.probability).toBeLessThan(1 / 1.8)
    expect(view?.edge).toBeCloseTo(0.6 * 1.85 - 1, 9)
    expect(view?.stake).toBeGreaterThan(0)
    expect(compareWithMarket(match, 'over_2.5', 0.6)).toBeNull()
  })
})
