/**
 * Winning margins and Asian handicaps from the scoreline matrix folded by goal difference.
 * Quarter lines (−0.75, +0.25 …) put half the stake on each neighbouring line, as bookmakers
 * settle them; whole lines can push (stake back). Every figure is a sum over the matrix, so
 * margins, handicaps and 1X2 agree with each other.
 */
import type { MarketProbabilities } from '../types.ts'

export type Side = 'home' | 'away'

/** P(side's goals − opponent's goals = d) for every d with any mass. */
export function marginsFor(mk: MarketProbabilities, side: Side): Map<number, number> {
  const out = new Map<number, number>()
  for (const [d, p] of Object.entries(mk.goalDifference ?? {})) {
    const v = side === 'home' ? Number(d) : -Number(d)
    out.set(v, (out.get(v) ?? 0) + p)
  }
  return out
}

/** P(side wins by at least `n`) or exactly `n`. */
export function marginProbability(mk: MarketProbabilities, side: Side, n: number, exact: boolean): number {
  let p = 0
  for (const [d, v] of marginsFor(mk, side)) if (exact ? d === n : d >= n) p += v
  return p
}

export interface HandicapSettlement {
  /** Whole stake wins. */
  win: number
  /** Half the stake wins, half is returned (quarter lines only). */
  halfWin: number
  /** Stake returned (whole lines only). */
  push: number
  /** Half the stake lost, half returned (quarter lines only). */
  halfLose: number
  lose: number
  /** Odds at which the bet breaks even: 1 + (lose + halfLose/2) / (win + halfWin/2). */
  fairOdds: number
}

export function handicap(mk: MarketProbabilities, side: Side, line: number): HandicapSettlement {
  const halves = Math.round(line * 4) % 2 !== 0 ? [line - 0.25, line + 0.25] : [line, line]
  const s = { win: 0, halfWin: 0, push: 0, halfLose: 0, lose: 0 }
  for (const [d, p] of marginsFor(mk, side)) {
    const [a, b] = halves.map((l) => Math.sign(d + l)) as [number, number]
    const score = a + b
    if (score === 2) s.win += p
    else if (score === 1) s.halfWin += p
    // Halves differ by 0.5 and one is a half line, so a 0 here is a push on a whole line.
    else if (score === 0) s.push += p
    else if (score === -1) s.halfLose += p
    else s.lose += p
  }
  const gain = s.win + s.halfWin / 2
  const loss = s.lose + s.halfLose / 2
  return { ...s, fairOdds: gain > 0 ? Math.round((1 + loss / gain) * 100) / 100 : 999 }
}

/** "−1", "+0.25", "0". */
export function lineText(line: number): string {
  if (line === 0) return '0'
  return `${line > 0 ? '+' : '−'}${Math.abs(line)}`
}
