import { describe, expect, it } from 'vitest'
import { dixonColesMatrix } from './matrix.ts'
import { extraTimeOutcome, tieChances } from './two-legged.ts'

describe('tieChances', () => {
  const even = dixonColesMatrix(1.4, 1.4, 0)

  it('splits a level tie between two equal sides evenly', () => {
    const t = tieChances(even, { home: 1, away: 1 }, { lambda: 1.4, mu: 1.4 })
    expect(t.home).toBeCloseTo(0.5, 6)
    expect(t.home + t.away).toBeCloseTo(1, 9)
    expect(t.levelMargin).toBe(0)
    expect(t.extraTime).toBeGreaterThan(0.2)
  })

  it('favours the side that won the first leg, and needs a win by the deficit + 1 in 90 minutes', () => {
    // Second-leg hosts lost the first leg 0-1: a one-goal win only levels the tie.
    const t = tieChances(even, { home: 0, away: 1 }, { lambda: 1.4, mu: 1.4 })
    expect(t.levelMargin).toBe(1)
    expect(t.home).toBeLessThan(0.4)
    let winByTwo = 0
    for (let h = 0; h < even.n; h++)
      for (let a = 0; a < even.n; a++) if (h - a >= 2) winByTwo += even.p[h * even.n + a] as number
    expect(t.homeIn90).toBeCloseTo(winByTwo, 12)
    expect(t.homeIn90 + t.extraTime + t.awayIn90).toBeCloseTo(1, 9)
  })

  it('prices extra time at a third of the 90-minute rates and a shoot-out as a coin toss', () => {
    const x = extraTimeOutcome(3, 0.3)
    expect(x.home).toBeGreaterThan(x.away)
    expect(x.home + x.draw + x.away).toBeCloseTo(1, 9)
    const strong = tieChances(dixonColesMatrix(3, 0.3, 0), { home: 0, away: 0 }, { lambda: 3, mu: 0.3 })
    expect(strong.extraTimeHome).toBeCloseTo(x.home + x.draw / 2, 12)
  })
})
