import { describe, expect, it } from 'vitest'
import { GOAL_LINES } from '../types.ts'
import { dixonColesMatrix, marketsFromMatrix, outcome1x2, rescaleTo1x2 } from './matrix.ts'

describe('scoreline matrix markets', () => {
  for (const [l, m, rho] of [
    [1.5, 1.1, -0.1],
    [0.3, 3.2, 0.05],
    [4, 0.2, -0.2],
    [0.01, 0.01, 0],
  ] as const) {
    it(`are valid and coherent for λ=${l} μ=${m} ρ=${rho}`, () => {
      const mx = dixonColesMatrix(l, m, rho)
      expect([...mx.p].every((v) => v >= 0)).toBe(true)
      expect([...mx.p].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
      const k = marketsFromMatrix(mx)
      expect(k.home + k.draw + k.away).toBeCloseTo(1, 12)
      for (const line of GOAL_LINES) expect(k.over[line] + k.under[line]).toBeCloseTo(1, 12)
      expect(k.bttsYes + k.bttsNo).toBeCloseTo(1, 12)
      expect(k.winToNil.home).toBeLessThanOrEqual(k.home + 1e-12)
      expect(k.winToNil.home).toBeLessThanOrEqual(k.cleanSheet.home + 1e-12)
      expect(k.doubleChance.homeOrDraw).toBeCloseTo(k.home + k.draw, 12)
      expect(k.drawNoBet.home + k.drawNoBet.away).toBeCloseTo(1, 12)
      expect(k.correctScores.length).toBeGreaterThanOrEqual(10)
      expect(k.correctScores[0]?.probability).toBeGreaterThanOrEqual(k.correctScores[1]?.probability ?? 0)
      expect(k.teamOver.home['0.5']).toBeCloseTo(1 - k.cleanSheet.away, 12)
    })
  }
  it('prices a result with both teams to score as the scorelines that are both: the three sum to BTTS', () => {
    const k = marketsFromMatrix(dixonColesMatrix(1.6, 1.1, -0.05))
    const both = k.resultAndBtts
    expect(both).toBeDefined()
    if (!both) return
    expect(both.home + both.draw + both.away).toBeCloseTo(k.bttsYes, 12)
    // A 1-1 or 2-2 is both; a 0-0 is neither, so the draw with BTTS is the draw less the 0-0.
    const nilNil = k.correctScores.find((s) => s.home === 0 && s.away === 0)?.probability ?? 0
    expect(both.draw).toBeCloseTo(k.draw - nilNil, 12)
    expect(both.home).toBeCloseTo(k.home - k.winToNil.home, 12)
  })
  it('prices "both teams to score and over the line" as the scorelines that are both, never more than either', () => {
    const m = dixonColesMatrix(1.6, 1.1, -0.05)
    const mk = marketsFromMatrix(m, 200)
    for (const line of GOAL_LINES) {
      const joint = mk.bttsAndOver?.[line] ?? Number.NaN
      const byHand = mk.correctScores
        .filter((s) => s.home > 0 && s.away > 0 && s.home + s.away > Number(line))
        .reduce((t, s) => t + s.probability, 0)
      expect(joint).toBeCloseTo(byHand, 9)
      expect(joint).toBeLessThanOrEqual(Math.min(mk.bttsYes, mk.over[line]) + 1e-12)
    }
    // Over 0.5 and 1.5 add nothing to "both score" (two goals at least); 2.5 excludes 1–1.
    expect(mk.bttsAndOver?.['1.5']).toBeCloseTo(mk.bttsYes, 12)
    expect(mk.bttsAndOver?.['2.5']).toBeLessThan(mk.bttsYes)
  })

  it('matches closed-form Poisson values when ρ = 0', () => {
    const k = marketsFromMatrix(dixonColesMatrix(1.4, 1.1, 0))
    expect(k.cleanSheet.home).toBeCloseTo(Math.exp(-1.1), 6)
    expect(k.under['0.5']).toBeCloseTo(Math.exp(-2.5), 6)
    expect(k.expectedGoals.home).toBeCloseTo(1.4, 4)
  })
  it('rescales the 1X2 regions to a target exactly', () => {
    const target = { home: 0.5, draw: 0.3, away: 0.2 }
    const r = outcome1x2(rescaleTo1x2(dixonColesMatrix(1.2, 1.2, -0.05), target))
    expect(r.home).toBeCloseTo(0.5, 12)
    expect(r.draw).toBeCloseTo(0.3, 12)
  })
})

describe('blank factor', () => {
  it('makes both teams scoring likelier, keeps a distribution, and is the plain matrix at 1', () => {
    const plain = dixonColesMatrix(1.5, 1.2, -0.05)
    const scaled = dixonColesMatrix(1.5, 1.2, -0.05, undefined, 0.93)
    expect(dixonColesMatrix(1.5, 1.2, -0.05, undefined, 1).p).toEqual(plain.p)
    expect(scaled.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    const btts = (m: typeof plain) => marketsFromMatrix(m).bttsYes
    expect(btts(scaled)).toBeGreaterThan(btts(plain) + 0.01)
    // Only blanks are scaled: the ratio of two scorelines where both sides score is unchanged.
    const at = (m: typeof plain, h: number, a: number) => m.p[h * m.n + a] as number
    expect(at(scaled, 2, 1) / at(scaled, 1, 1)).toBeCloseTo(at(plain, 2, 1) / at(plain, 1, 1), 12)
  })
})
