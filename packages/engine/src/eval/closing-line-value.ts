/**
 * Closing-line value of the value picks (issue 31, decision 162). Walk-forward, each match of the
 * seasons that carry closing prices (football-data.co.uk, 2019-20 to 2021-22) is priced by the
 * model from earlier results only (backtest.ts); its priced outcomes (1X2, over/under 2.5) are
 * set against the best OPENING price of a real bookmaker, the price a bettor could have taken
 * days before kick-off; the outcome that clears the value rule (market/value-rule.ts) with the
 * largest edge is the match's value pick, exactly as an answer would choose it. The pick beats
 * the closing line when its opening price is longer than the closing price of the reference
 * book (Pinnacle's closing price, else the market average's): the market moved towards the
 * model. A rate well above one half says the model finds prices the market later corrects;
 * about one half says its "value" is noise.
 */
import type { MatchPrice, PriceOutcome, PriceQuote } from '../data/external/external-row.ts'
import { compareWithMarket } from '../market/model-v-market.ts'
import { milliOf } from '../market/offers.ts'
import { pricedOutcome } from '../market/priced-outcome.ts'
import { clearsValueRule, VALUE_RULE, type ValueRule } from '../market/value-rule.ts'
import type { MatchRecord } from '../types.ts'
import type { BacktestRow } from './backtest.ts'

/** The stored quotes of one match grouped as the server stores them: one row per bookmaker, market, line and kind. */
export function groupQuotes(quotes: readonly PriceQuote[]): MatchPrice[] {
  const byBook = new Map<string, MatchPrice>()
  for (const q of quotes) {
    const key = `${q.market}|${q.lineX100}|${q.bookmaker}|${q.kind}`
    let row = byBook.get(key)
    if (!row) {
      row = { market: q.market, lineX100: q.lineX100, bookmaker: q.bookmaker, kind: q.kind }
      byBook.set(key, row)
    }
    row[`${q.outcome}Milli` as `${PriceOutcome}Milli`] = q.priceMilli
  }
  return [...byBook.values()]
}

export interface ClvPick {
  matchId: string
  competition: string
  season: string
  outcome: string
  modelProbability: number
  edge: number
  /** Best opening price of a real bookmaker, decimal. */
  opening: number
  openingBookmaker: string
  /** The reference book's closing price for the same outcome, decimal. */
  closing: number
  closingBook: 'pinnacle' | 'market_average'
  /** Whether the pick won (1X2 and totals are settled from the score). */
  won: boolean
}

function happened(outcome: string, m: MatchRecord): boolean {
  const h = m.homeGoals as number
  const a = m.awayGoals as number
  switch (outcome) {
    case 'home_win':
      return h > a
    case 'draw':
      return h === a
    case 'away_win':
      return a > h
    case 'over_2.5':
      return h + a > 2.5
    default:
      return h + a < 2.5
  }
}

/** The reference book's closing price of an outcome: Pinnacle's, else the market average's. */
function closingPrice(
  prices: readonly MatchPrice[],
  outcomeKey: string,
): { price: number; book: ClvPick['closingBook'] } | null {
  const wanted = pricedOutcome(outcomeKey)
  if (!wanted) return null
  for (const book of ['pinnacle', 'market_average'] as const) {
    const row = prices.find(
      (p) =>
        p.kind === 'closing' && p.bookmaker === book && p.market === wanted.market && p.lineX100 === wanted.lineX100,
    )
    const milli = row ? milliOf(row, wanted.outcome) : undefined
    if (milli && milli > 1000) return { price: milli / 1000, book }
  }
  return null
}

/**
 * Each backtest row's value pick (at most one per match), with its closing price. `prices` holds
 * every stored quote of the match, opening and closing. Matches without an opening price or
 * without a reference closing price for the pick are skipped (counted by the caller).
 */
export function valuePicks(
  rows: readonly BacktestRow[],
  prices: ReadonlyMap<string, readonly MatchPrice[]>,
  rule: ValueRule = VALUE_RULE,
): { picks: ClvPick[]; priced: number; noClosing: number } {
  const picks: ClvPick[] = []
  let priced = 0
  let noClosing = 0
  for (const r of rows) {
    const stored = prices.get(r.match.id)
    if (!stored) continue
    // As a bettor saw it days before kick-off: a fixture, opening prices only.
    const before: MatchRecord = {
      ...r.match,
      status: 'scheduled',
      homeGoals: null,
      awayGoals: null,
      prices: stored.filter((p) => p.kind === 'opening'),
    }
    const outcomes: [string, number][] = [
      ['home_win', r.blend.home],
      ['draw', r.blend.draw],
      ['away_win', r.blend.away],
      ['over_2.5', r.over25.blend],
      ['under_2.5', 1 - r.over25.blend],
    ]
    let best: { key: string; p: number; edge: number; price: number; bookmaker: string } | null = null
    let anyPrice = false
    for (const [key, p] of outcomes) {
      const c = compareWithMarket(before, key, p)
      if (!c) continue
      anyPrice = true
      if (clearsValueRule(p, c.edge, rule) && (!best || c.edge > best.edge))
        best = { key, p, edge: c.edge, price: c.best.priceMilli / 1000, bookmaker: c.best.bookmaker }
    }
    if (anyPrice) priced++
    if (!best) continue
    const closing = closingPrice(stored, best.key)
    if (!closing) {
      noClosing++
      continue
    }
    picks.push({
      matchId: r.match.id,
      competition: r.match.competition,
      season: r.match.season,
      outcome: best.key,
      modelProbability: best.p,
      edge: best.edge,
      opening: best.price,
      openingBookmaker: best.bookmaker,
      closing: closing.price,
      closingBook: closing.book,
      won: happened(best.key, r.match),
    })
  }
  return { picks, priced, noClosing }
}

export interface ClvSummary {
  n: number
  /** Picks whose opening price was longer than the closing price. */
  beat: number
  /** Opening equal to closing: neither beaten nor beaten by. */
  level: number
  /** beat / n with a 95 % Wilson interval. */
  rate: number
  low: number
  high: number
  /** Mean of opening / closing − 1 (the closing-line value in price terms), with a 95 % normal interval. */
  meanClv: number
  meanClvLow: number
  meanClvHigh: number
  /** Profit per unit staked, flat stakes at the opening price, settled on the score. */
  roi: number
}

/** Wilson score interval for k successes in n trials (z = 1.96). */
export function wilson(k: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 }
  const p = k / n
  const d = 1 + (z * z) / n
  const centre = (p + (z * z) / (2 * n)) / d
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d
  return { low: centre - half, high: centre + half }
}

export function summarise(picks: readonly ClvPick[]): ClvSummary {
  const n = picks.length
  const beat = picks.filter((p) => p.opening > p.closing).length
  const level = picks.filter((p) => p.opening === p.closing).length
  const { low, high } = wilson(beat, n)
  const clv = picks.map((p) => p.opening / p.closing - 1)
  const mean = n > 0 ? clv.reduce((a, b) => a + b, 0) / n : 0
  const variance = n > 1 ? clv.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0
  const se = n > 0 ? Math.sqrt(variance / n) : 0
  const profit = picks.reduce((a, p) => a + (p.won ? p.opening - 1 : -1), 0)
  return {
    n,
    beat,
    level,
    rate: n > 0 ? beat / n : 0,
    low,
    high,
    meanClv: mean,
    meanClvLow: mean - 1.96 * se,
    meanClvHigh: mean + 1.96 * se,
    roi: n > 0 ? profit / n : 0,
  }
}
