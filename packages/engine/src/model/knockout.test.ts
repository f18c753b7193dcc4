import { describe, expect, it } from 'vitest'
import { bracketChances, type MatchPrice, singleMatchTie, twoLeggedTie } from './knockout.ts'
import { dixonColesMatrix } from './matrix.ts'

const price = (lambda: number, mu: number): MatchPrice => ({ matrix: dixonColesMatrix(lambda, mu, 0), lambda, mu })
const even = price(1.3, 1.3)

describe('two-legged ties', () => {
  it('gives two equal sides an even tie when both legs are to come, and the chances sum to 1', () => {
    const c = twoLeggedTie(even, even)
    expect(c.first).toBeCloseTo(0.5, 9)
    expect(c.first + c.second).toBeCloseTo(1, 12)
    // About one equal tie in five is level after 180 minutes.
    expect(c.extraTime).toBeGreaterThan(0.1)
    expect(c.extraTime).toBeLessThan(0.35)
  })

  it('moves the odds with a decided first leg: 3–0 up is nearly through, 0–3 down nearly out', () => {
    const up = twoLeggedTie({ home: 3, away: 0 }, even)
    const down = twoLeggedTie({ home: 0, away: 3 }, even)
    expect(up.first).toBeGreaterThan(0.95)
    expect(down.first).toBeLessThan(0.05)
    expect(up.first + down.first).toBeCloseTo(1, 9)
    // A 1–1 away from home changes nothing between equal sides (no away-goals rule).
    expect(twoLeggedTie({ home: 1, away: 1 }, even).first).toBeCloseTo(0.5, 9)
  })

  it('favours the stronger side over both legs more than over one match', () => {
    // The first leg's home side is the stronger: it scores 1.8 at home, 1.4 away.
    const tie = twoLeggedTie(price(1.8, 1.0), price(1.2, 1.4))
    const oneMatch = singleMatchTie(price(1.6, 1.1))
    expect(tie.first).toBeGreaterThan(0.6)
    expect(tie.first).toBeGreaterThan(oneMatch.first)
  })

  it('counts a level final as extra time and penalties, so the final always has a winner', () => {
    const c = singleMatchTie(even)
    expect(c.first).toBeCloseTo(0.5, 9)
    expect(c.first + c.second).toBe(1)
    expect(c.extraTime).toBeGreaterThan(0.2)
  })
})

describe('the bracket', () => {
  const strength: Record<string, number> = { A: 2.0, B: 1.0, C: 1.5, D: 1.2 }
  const beats = (x: string, y: string) =>
    singleMatchTie(price(strength[x] as number, strength[y] as number)).first * 0.5 +
    (1 - singleMatchTie(price(strength[y] as number, strength[x] as number)).first) * 0.5

  it('gives every round chances that sum to the clubs left in it: 1 winner, 2 finalists', () => {
    const ties = [
      { first: 'A', second: 'B', chance: 0.7 },
      { first: 'C', second: 'D', chance: 0.55 },
    ]
    const chances = bracketChances(ties, 1, beats)
    const round = (k: number) => [...chances.values()].reduce((s, c) => s + (c[k] as number), 0)
    expect(round(0)).toBeCloseTo(2, 12)
    expect(round(1)).toBeCloseTo(1, 12)
    // The strongest club with the easiest semi-final is the favourite.
    const title = [...chances.entries()].sort((x, y) => (y[1][1] as number) - (x[1][1] as number))
    expect(title[0]?.[0]).toBe('A')
  })

  it('keeps a club knocked out at zero in every later round', () => {
    const chances = bracketChances(
      [
        { first: 'A', second: 'B', chance: 0 },
        { first: 'C', second: 'D', chance: 0.5 },
      ],
      1,
      beats,
    )
    expect(chances.get('A')).toEqual([0, 0])
    expect(chances.get('B')?.[0]).toBe(1)
  })

  it('stops at the round being played when no later round is drawn', () => {
    const chances = bracketChances([{ first: 'A', second: 'B', chance: 0.6 }], 0, beats)
    expect(chances.get('A')).toEqual([0.6])
    expect(chances.get('B')?.[0]).toBeCloseTo(0.4, 12)
  })
})
