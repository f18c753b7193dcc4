/**
 * The Wilson score interval of a share (k successes in n): the band a reliability diagram draws
 * around each bin's observed frequency. Unlike observed ± 1.96·√(p(1−p)/n) it stays inside
 * [0, 1] and is honest for small bins and shares near 0 or 1.
 */
const Z95 = 1.959963984540054

export function wilsonInterval(k: number, n: number, z = Z95): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 }
  const p = k / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}
