/**
 * The model against the closing line (issue 31): on backtest rows whose match carries both
 * Pinnacle's and the market average's closing 1X2 prices (football-data.co.uk, from 2019-20), the
 * 1X2 RPS and log-loss of the model's columns and of the two closing prices, on exactly the same
 * matches. A price's margin is removed by the multiplicative method: each outcome's implied
 * probability 1/odds divided by their sum (the over-round shared in proportion).
 */
import type { MatchPrice } from '../data/external/external-row.ts'
import type { BacktestRow, ModelName } from './backtest.ts'
import { logLoss3, type P3, rps } from './metrics.ts'
import { pairedDifference } from './paired.ts'

/** The closing prices compared: Pinnacle (the sharpest book) and the average over the books football-data lists. */
export const CLOSING_BOOKS = [
  { key: 'pinnacle', label: 'Pinnacle closing' },
  { key: 'market_average', label: 'market average closing' },
] as const

export const MARGIN_METHOD = 'multiplicative (implied probabilities 1/odds divided by their sum)'

/** Margin-free 1X2 probabilities of one price, or null when an outcome is missing. */
export function marginFree1x2(price: MatchPrice): P3 | null {
  const { homeMilli, drawMilli, awayMilli } = price
  if (!homeMilli || !drawMilli || !awayMilli) return null
  const h = 1000 / homeMilli
  const d = 1000 / drawMilli
  const a = 1000 / awayMilli
  const sum = h + d + a
  return { home: h / sum, draw: d / sum, away: a / sum }
}

/** A bookmaker's closing 1X2 of a row's match, margin removed, or null. */
export function closing1x2(row: BacktestRow, bookmaker: string): P3 | null {
  const price = row.match.prices?.find((p) => p.market === '1x2' && p.kind === 'closing' && p.bookmaker === bookmaker)
  return price ? marginFree1x2(price) : null
}

export interface ClosingLineLine {
  label: string
  n: number
  rps: number
  logLoss: number
  /** RPS minus Pinnacle's on the same matches, with its paired standard error. */
  vsPinnacle: { mean: number; se: number }
}

/** One scope (a league or pooled): every model column and both closing prices on the matches that have both. */
export function closingLineTable(rows: readonly BacktestRow[], models: readonly { model: ModelName; label: string }[]) {
  const priced = rows.flatMap((r) => {
    const books = CLOSING_BOOKS.map((b) => closing1x2(r, b.key))
    return books.every((b) => b !== null) ? [{ row: r, books: books as P3[] }] : []
  })
  const pinnacleRps = priced.map((x) => rps(x.books[0] as P3, x.row.outcome))
  const line = (label: string, forecast: (x: (typeof priced)[number]) => P3): ClosingLineLine => {
    const each = priced.map((x) => rps(forecast(x), x.row.outcome))
    const n = Math.max(1, priced.length)
    const d = pairedDifference(each, pinnacleRps)
    return {
      label,
      n: priced.length,
      rps: each.reduce((s, v) => s + v, 0) / n,
      logLoss: priced.reduce((s, x) => s + logLoss3(forecast(x), x.row.outcome), 0) / n,
      vsPinnacle: { mean: d.mean, se: d.se },
    }
  }
  return [
    ...models.map(({ model, label }) => line(label, (x) => (x.row[model] as P3 | undefined) ?? x.row.blend)),
    ...CLOSING_BOOKS.map((b, i) => line(b.label, (x) => x.books[i] as P3)),
  ]
}
