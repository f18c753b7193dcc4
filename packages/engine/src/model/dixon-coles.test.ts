import { describe, expect, it } from 'vitest'
import { type DcObservation, fitDixonColes } from './dixon-coles.ts'

/** Deterministic PRNG so the synthetic league is the same every run. */
function mulberry32(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
function poisson(rand: () => number, lambda: number): number {
  const l = Math.exp(-lambda)
  let k = 0
  let p = 1
  do {
    k++
    p *= rand()
  } while (p > l)
  return k - 1
}

describe('fitDixonColes', () => {
  it('recovers known attack/defence/home parameters from synthetic data', () => {
    const rand = mulberry32(42)
    const n = 12
    const attack = Array.from({ length: n }, (_, i) => Math.exp(0.5 - i / n))
    const defence = Array.from({ length: n }, (_, i) => Math.exp(-0.4 + (0.8 * ((i * 7) % n)) / n))
    const H = 1.45
    const A = 1.1
    const obs: DcObservation[] = []
    for (let round = 0; round < 60; round++) {
      for (let h = 0; h < n; h++) {
        for (let a = 0; a < n; a++) {
          if (h === a) continue
          const hg = poisson(rand, H * (attack[h] as number) * (defence[a] as number))
          const ag = poisson(rand, A * (attack[a] as number) * (defence[h] as number))
          obs.push({ home: h, away: a, homeGoals: hg, awayGoals: ag, weight: 1 })
        }
      }
    }
    const fit = fitDixonColes({ teamCount: n, observations: obs, priorMatches: 0.5 })
    // Compare scale-free quantities: log-ratios of attack and of defence, and the home/away ratio.
    for (let i = 1; i < n; i++) {
      // ~1300 matches per team: the standard error of a log-ratio is ≈ 0.04, so 0.12 is 3 SE.
      const attErr =
        Math.log((fit.attack[i] as number) / (fit.attack[0] as number)) -
        Math.log((attack[i] as number) / (attack[0] as number))
      const defErr =
        Math.log((fit.defence[i] as number) / (fit.defence[0] as number)) -
        Math.log((defence[i] as number) / (defence[0] as number))
      expect(Math.abs(attErr)).toBeLessThan(0.12)
      expect(Math.abs(defErr)).toBeLessThan(0.12)
    }
    expect(Math.abs(fit.homeRate / fit.awayRate - H / A)).toBeLessThan(0.05)
    expect(Math.abs(fit.rho)).toBeLessThan(0.06)
  })

  it('puts a team without matches exactly on its prior', () => {
    const obs: DcObservation[] = [{ home: 0, away: 1, homeGoals: 2, awayGoals: 1, weight: 1 }]
    const fit = fitDixonColes({
      teamCount: 3,
      observations: obs,
      priorMatches: 4,
      priorAttack: Float64Array.from([1, 1, 0.8]),
      priorDefence: Float64Array.from([1, 1, 1.2]),
    })
    expect(fit.attack[2]).toBeCloseTo(0.8, 10)
    expect(fit.defence[2]).toBeCloseTo(1.2, 10)
  })
})
