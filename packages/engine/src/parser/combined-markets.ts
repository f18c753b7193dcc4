/**
 * Two markets asked as one bet that the scoreline matrix prices together (issue 29): "BTTS and
 * over" is read whole by markets.ts; a result with a total ("Arsenal to win and over 2.5", "draw
 * and under 2.5", "home win & o1.5") is joined here, and so is a result with BTTS ("Arsenal to win
 * and BTTS", "draw and both teams to score"). Any other pair stays a second part the answer
 * names and does not charge for (notUnderstood.alsoMarket).
 */
import type { MarketSelection } from '../analysis-types.ts'

type Result = 'home' | 'draw' | 'away' | null

function resultOf(m: MarketSelection): { result: Result } | null {
  if (m.type === 'home_win') return { result: 'home' }
  if (m.type === 'away_win') return { result: 'away' }
  if (m.type === 'draw') return { result: 'draw' }
  if (m.type === 'match_result') return { result: null }
  return null
}

/** The joined bet, or null when the two are not a result and a total (or the winner is unnamed). */
export function joinResultAndTotal(
  a: MarketSelection,
  b: MarketSelection,
  firstClub: string | undefined,
): MarketSelection | null {
  const total = a.type === 'over' || a.type === 'under' ? a : b.type === 'over' || b.type === 'under' ? b : null
  const result = resultOf(a) ?? resultOf(b)
  if (!total || !result || (total.type !== 'over' && total.type !== 'under')) return null
  // "to win and over 2.5" with no club named has no winner to price.
  if (result.result === null && !firstClub) return null
  return {
    type: 'result_and_total',
    result: result.result,
    teamId: result.result === null ? (firstClub ?? null) : null,
    total: total.type,
    line: total.line,
  }
}

/** "Arsenal to win and BTTS": a result and both teams to score (yes or no), or null for any other pair. */
export function joinResultAndBtts(
  a: MarketSelection,
  b: MarketSelection,
  firstClub: string | undefined,
): MarketSelection | null {
  const btts = [a, b].find((m) => m.type === 'btts_yes' || m.type === 'btts_no')
  const result = resultOf(a) ?? resultOf(b)
  if (!btts || !result) return null
  if (result.result === null && !firstClub) return null
  return {
    type: 'result_and_btts',
    result: result.result,
    teamId: result.result === null ? (firstClub ?? null) : null,
    btts: btts.type === 'btts_no' ? 'no' : 'yes',
  }
}
