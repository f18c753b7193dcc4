import { describe, expect, it } from 'vitest'
import { shrinkGoalStyle } from './competition-dc.ts'

describe('shrinkGoalStyle', () => {
  // A side that scores 1.4× and concedes 1.3× the league rate: strong-ish, with open games.
  const open = { attack: 1.4, defence: 1.3 }

  it('keeps the team’s strength (attack ÷ concede rate) exactly', () => {
    const s = shrinkGoalStyle(open, 0, 0.5)
    expect(s.attack / s.defence).toBeCloseTo(open.attack / open.defence, 12)
  })

  it('moves its goal style (attack × concede rate) part of the way to the league centre', () => {
    const half = shrinkGoalStyle(open, 0, 0.5)
    // log-style halves: √(1.4·1.3) = 1.349 → 1.349^0.5.
    expect(Math.sqrt(half.attack * half.defence)).toBeCloseTo(Math.sqrt(open.attack * open.defence) ** 0.5, 12)
    const none = shrinkGoalStyle(open, 0, 0)
    expect(none.attack * none.defence).toBeCloseTo(1, 12)
  })

  it('shrinks toward the league’s own centre, and is the identity at keep = 1', () => {
    const centre = Math.log(1.1)
    const s = shrinkGoalStyle({ attack: 1.1, defence: 1.1 }, centre, 0.3)
    expect(s.attack).toBeCloseTo(1.1, 12)
    expect(shrinkGoalStyle(open, centre, 1)).toEqual(open)
  })
})
