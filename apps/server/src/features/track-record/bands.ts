/**
 * Confidence bands (`?band=`): the stated probability of a pick, or of a 1X2 forecast's likeliest
 * outcome. A band is written in percent (`60-70`); `0.6-0.7` is read the same, so a link may use
 * either.
 */
import { CONFIDENCE_BANDS } from '@pitchwise/contract'

export interface Band {
  label: string
  from: number
  to: number
}

export const BANDS: Band[] = CONFIDENCE_BANDS.map((label) => {
  const [from, to] = label.split('-').map(Number) as [number, number]
  return { label, from: from / 100, to: to / 100 }
})

/** The band a `?band=` value names, or null when it is not one range of probabilities. */
export function parseBand(text: string): Band | null {
  const [a, b] = text.split('-').map(Number) as [number, number]
  const scale = a > 1 || b > 1 ? 100 : 1
  const from = a / scale
  const to = b / scale
  if (!(from >= 0 && to <= 1 && from < to)) return null
  return { label: `${Math.round(from * 100)}-${Math.round(to * 100)}`, from, to }
}

/** Whether a stated probability lies in the band ([from, to); the top band includes 100 %). */
export function inBand(band: Band, p: number): boolean {
  return p >= band.from && (p < band.to || (band.to === 1 && p <= 1))
}
