/**
 * Calibration slope: the b of a logistic recalibration logit(P(y)) = a + b·logit(p). b = 1 is
 * well calibrated; b < 1 means the forecasts are too extreme, b > 1 too timid. Fitted by Newton's
 * method (two parameters, a handful of steps). `slopeSe` is b's standard error (inverse Fisher
 * information): for goal markets, whose forecasts span a narrow range, it is large (≈ 0.1 over
 * 5,000 matches), so a slope is only meaningful with it.
 */
export function calibrationSlope(pairs: { p: number; happened: boolean }[]): {
  intercept: number
  slope: number
  slopeSe: number
} {
  const xs = pairs.map(({ p }) => {
    const q = Math.min(1 - 1e-6, Math.max(1e-6, p))
    return Math.log(q / (1 - q))
  })
  let a = 0
  let b = 1
  let slopeSe = Number.NaN
  for (let it = 0; it < 50; it++) {
    let ga = 0
    let gb = 0
    let haa = 0
    let hab = 0
    let hbb = 0
    pairs.forEach(({ happened }, i) => {
      const x = xs[i] as number
      const mu = 1 / (1 + Math.exp(-(a + b * x)))
      const r = (happened ? 1 : 0) - mu
      const v = mu * (1 - mu)
      ga += r
      gb += r * x
      haa += v
      hab += v * x
      hbb += v * x * x
    })
    const det = haa * hbb - hab * hab
    if (det <= 0) break
    slopeSe = Math.sqrt(haa / det)
    const da = (hbb * ga - hab * gb) / det
    const db = (haa * gb - hab * ga) / det
    a += da
    b += db
    if (Math.abs(da) + Math.abs(db) < 1e-9) break
  }
  return { intercept: a, slope: b, slopeSe }
}
