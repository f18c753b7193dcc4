/** Scoring rules for probabilistic forecasts; lower is better for all losses. */

export interface P3 {
  home: number
  draw: number
  away: number
}

/** Ranked probability score of an ordered 3-way forecast (home < draw < away), in [0, 1]. */
export function rps(p: P3, outcome: 0 | 1 | 2): number {
  const o = [outcome === 0 ? 1 : 0, outcome === 1 ? 1 : 0]
  const c1 = p.home - (o[0] as number)
  const c2 = p.home + p.draw - ((o[0] as number) + (o[1] as number))
  return (c1 * c1 + c2 * c2) / 2
}

/** Multi-class Brier score (sum over the three outcomes), in [0, 2]. */
export function brier3(p: P3, outcome: 0 | 1 | 2): number {
  const v = [p.home, p.draw, p.away]
  let s = 0
  for (let i = 0; i < 3; i++) s += ((v[i] as number) - (i === outcome ? 1 : 0)) ** 2
  return s
}

const EPS = 1e-12

export function logLoss3(p: P3, outcome: 0 | 1 | 2): number {
  return -Math.log(Math.max(EPS, outcome === 0 ? p.home : outcome === 1 ? p.draw : p.away))
}

export function logLossBinary(p: number, happened: boolean): number {
  return -Math.log(Math.max(EPS, happened ? p : 1 - p))
}

/** Whether the most probable outcome happened. */
export function hit(p: P3, outcome: 0 | 1 | 2): boolean {
  const best = p.home >= p.draw && p.home >= p.away ? 0 : p.draw >= p.away ? 1 : 2
  return best === outcome
}

export interface CalibrationBin {
  from: number
  to: number
  n: number
  meanPredicted: number
  observed: number
}

/** Reliability table over all (probability, happened) pairs in `bins` equal-width bins. */
export function calibration(pairs: { p: number; happened: boolean }[], bins = 10): CalibrationBin[] {
  const out: CalibrationBin[] = []
  for (let b = 0; b < bins; b++) out.push({ from: b / bins, to: (b + 1) / bins, n: 0, meanPredicted: 0, observed: 0 })
  for (const { p, happened } of pairs) {
    const bin = out[Math.min(bins - 1, Math.floor(p * bins))] as CalibrationBin
    bin.n++
    bin.meanPredicted += p
    bin.observed += happened ? 1 : 0
  }
  for (const bin of out) {
    if (bin.n > 0) {
      bin.meanPredicted /= bin.n
      bin.observed /= bin.n
    }
  }
  return out.filter((b) => b.n > 0)
}
