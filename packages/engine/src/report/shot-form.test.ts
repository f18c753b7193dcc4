import { describe, expect, it } from 'vitest'
import { emptyStatistics, type MatchStatistics } from '../data/external/external-row.ts'
import { matchRecord } from '../test-support/match-record.ts'
import type { MatchRecord } from '../types.ts'
import { outcomesFor } from './markets.ts'
import { reasonFor } from './reason.ts'
import { shotForm, shotsVersusGoals } from './shot-form.ts'
import { fakeWorld } from './testing/fake-world.ts'

const shots = (homeShots: number, homeOn: number, awayShots: number, awayOn: number): MatchStatistics => ({
  ...emptyStatistics(),
  homeShots,
  awayShots,
  homeShotsOnTarget: homeOn,
  awayShotsOnTarget: awayOn,
})

/** Six matches of 'ant', alternately home and away, each with the given score and ant's shots. */
function recent(score: [number, number], antShots: number, antOnTarget: number, withStats = 6): MatchRecord[] {
  return Array.from({ length: 6 }, (_, i) => {
    const home = i % 2 === 0
    const m = matchRecord({
      date: `2024-03-${String(20 - i).padStart(2, '0')}`,
      home: home ? 'ant' : `rival${i}`,
      away: home ? `rival${i}` : 'ant',
      score: home ? score : [score[1], score[0]],
    })
    if (i >= withStats) return m
    return { ...m, statistics: home ? shots(antShots, antOnTarget, 8, 3) : shots(8, 3, antShots, antOnTarget) }
  })
}

describe('shots against goals in the why line', () => {
  it('says a side created more than its results show only when its chances clearly exceed its goals', () => {
    // 8 on target a match ≈ 2.2 goals of chances, one goal scored: a gap of about 1.2 a match.
    const form = shotForm('ant', recent([1, 1], 16, 8))
    expect(form?.matches).toBe(6)
    expect(form?.goals).toBe(6)
    expect(shotsVersusGoals('Ant', form)).toMatch(
      /^Ant created more than their results show \(shots worth 13\.\d goals in their last 6, 6 scored\)\.$/,
    )
  })

  it('says the reverse when goals clearly exceed the chances, and nothing when they agree', () => {
    expect(shotsVersusGoals('Ant', shotForm('ant', recent([3, 0], 6, 2)))).toMatch(
      /^Ant scored more than their chances suggest/,
    )
    // 4 on target ≈ 1.1 goals a match, one scored: no sentence.
    expect(shotsVersusGoals('Ant', shotForm('ant', recent([1, 0], 10, 4)))).toBeNull()
  })

  it('says nothing when fewer than five of the recent matches carry shots', () => {
    expect(shotForm('ant', recent([0, 0], 20, 10, 4))).toBeNull()
    expect(shotsVersusGoals('Ant', null)).toBeNull()
  })

  it('adds the sentence to a pick’s reason, and leaves the reason as it was without statistics', () => {
    const world = fakeWorld()
    const match = world.matches.find((m) => m.status === 'scheduled') as MatchRecord
    const prediction = world.predictor.predict(match)
    const [outcome] = outcomesFor({ type: 'match_result' }, prediction, 'Home', 'Away')
    if (!outcome) throw new Error('no outcome')
    const input = { prediction, outcome, home: 'Home', away: 'Away', homeForm: [], awayForm: [] }
    const plain = reasonFor(input)
    expect(reasonFor({ ...input, homeShots: null, awayShots: null })).toBe(plain)
    const told = reasonFor({ ...input, awayShots: shotForm('ant', recent([1, 1], 16, 8)) })
    expect(told.startsWith(plain)).toBe(true)
    expect(told).toMatch(/Away created more than their results show/)
  })
})
