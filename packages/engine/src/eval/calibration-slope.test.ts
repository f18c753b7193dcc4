import { describe, expect, it } from 'vitest'
import { calibrationSlope } from './calibration-slope.ts'

/** Deterministic outcomes at exactly the frequency q for each forecast p. */
function sample(forecasts: { p: number; q: number }[], n = 1000) {
  const out: { p: number; happened: boolean }[] = []
  for (const { p, q } of forecasts) for (let i = 0; i < n; i++) out.push({ p, happened: i < Math.round(q * n) })
  return out
}

describe('calibrationSlope', () => {
  it('is 1 for calibrated forecasts', () => {
    const pairs = sample([0.2, 0.4, 0.6, 0.8].map((p) => ({ p, q: p })))
    expect(calibrationSlope(pairs).slope).toBeCloseTo(1, 2)
  })

  it('is below 1 for over-confident forecasts and above 1 for timid ones', () => {
    const over = sample([
      { p: 0.1, q: 0.3 },
      { p: 0.9, q: 0.7 },
    ])
    const timid = sample([
      { p: 0.4, q: 0.2 },
      { p: 0.6, q: 0.8 },
    ])
    expect(calibrationSlope(over).slope).toBeLessThan(0.6)
    expect(calibrationSlope(timid).slope).toBeGreaterThan(2)
  })

  it('gives a standard error that shrinks as the sample grows', () => {
    const forecasts = [0.3, 0.5, 0.7].map((p) => ({ p, q: p }))
    const small = calibrationSlope(sample(forecasts, 100)).slopeSe
    const large = calibrationSlope(sample(forecasts, 10_000)).slopeSe
    expect(small).toBeGreaterThan(0)
    // Standard errors scale as 1/√n: 100× the data, a tenth of the error.
    expect(large / small).toBeCloseTo(0.1, 2)
  })
})
