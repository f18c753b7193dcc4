/** Mean of a − b over paired observations and its standard error (the paired t's numerator and denominator). */
export function pairedDifference(a: readonly number[], b: readonly number[]): { mean: number; se: number; n: number } {
  const n = Math.min(a.length, b.length)
  if (n < 2) return { mean: n === 1 ? (a[0] as number) - (b[0] as number) : 0, se: Number.NaN, n }
  let sum = 0
  let sumSq = 0
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number)
    sum += d
    sumSq += d * d
  }
  const mean = sum / n
  const variance = (sumSq - n * mean * mean) / (n - 1)
  return { mean, se: Math.sqrt(Math.max(0, variance) / n), n }
}
