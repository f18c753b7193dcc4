/**
 * Which stored bookmaker price backs an outcome of an answer (report/markets.ts keys): the 1X2
 * sides and the draw, and the goal totals at the lines the sources carry. Other outcomes (double
 * chance, both teams to score, scorelines, handicaps with pushes) have no stored price to set
 * against the model, and get none rather than a derived one.
 */
import type { PriceMarket, PriceOutcome } from '../data/external/external-row.ts'

export interface PricedOutcome {
  market: PriceMarket
  /** As MatchPrice.lineX100: 250 = 2.5 goals, 0 for 1X2. */
  lineX100: number
  outcome: PriceOutcome
}

const RESULT: Readonly<Record<string, PriceOutcome>> = {
  home_win: 'home',
  underdog_home_win: 'home',
  draw: 'draw',
  away_win: 'away',
  underdog_away_win: 'away',
}

const TOTAL = /^(over|under)_(\d+(?:\.5)?)$/

export function pricedOutcome(key: string): PricedOutcome | null {
  const side = RESULT[key]
  if (side) return { market: '1x2', lineX100: 0, outcome: side }
  const total = TOTAL.exec(key)
  if (total) {
    const [, direction, line] = total as unknown as [string, 'over' | 'under', string]
    return { market: 'total', lineX100: Math.round(Number(line) * 100), outcome: direction }
  }
  return null
}

/** The other outcomes of the same book: the three of a 1X2, the two of a total. */
export function bookOutcomes(market: PriceMarket): PriceOutcome[] {
  return market === '1x2' ? ['home', 'draw', 'away'] : market === 'total' ? ['over', 'under'] : ['home', 'away']
}
