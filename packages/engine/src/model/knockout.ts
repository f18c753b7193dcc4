/**
 * Knockout ties and brackets from scoreline matrices, computed exactly (every scoreline and every
 * path of the bracket weighted by its probability), not by sampling and never from league points.
 * The rules are UEFA's since 2021-22: a two-legged tie level on aggregate after 180 minutes, or a
 * final level after 90, goes to extra time and then penalties (two-legged.ts prices both).
 */
import type { ScoreMatrix } from './matrix.ts'
import { extraTimeOutcome, tieChances } from './two-legged.ts'

/** One match's prices: its scoreline matrix and the 90-minute expected goals extra time is priced from. */
export interface MatchPrice {
  matrix: ScoreMatrix
  /** Expected goals of the matrix's home and away side over 90 minutes. */
  lambda: number
  mu: number
}

export interface TieChance {
  /** The first-named side goes through (for a two-legged tie: the first leg's home side). */
  first: number
  second: number
  /** Level after the regular time of the last match: extra time, then perhaps penalties. */
  extraTime: number
}

/** P(home − away = d) of one match, keyed by d. */
export function marginDistribution(m: ScoreMatrix): Map<number, number> {
  const out = new Map<number, number>()
  for (let h = 0; h < m.n; h++)
    for (let a = 0; a < m.n; a++) out.set(h - a, (out.get(h - a) ?? 0) + (m.p[h * m.n + a] as number))
  return out
}

/**
 * A two-legged tie. `firstLeg` is the first match's price, or its 90-minute score when played
 * (home side first); `secondLeg` prices the return match, hosted by the first leg's away side.
 */
export function twoLeggedTie(firstLeg: MatchPrice | { home: number; away: number }, secondLeg: MatchPrice): TieChance {
  const et = { lambda: secondLeg.lambda, mu: secondLeg.mu }
  // tieChances reads the first leg from the second leg's hosts: only the margin matters.
  const afterMargin = (d: number) => tieChances(secondLeg.matrix, { home: Math.max(0, -d), away: Math.max(0, d) }, et)
  if (!('matrix' in firstLeg)) {
    const c = afterMargin(firstLeg.home - firstLeg.away)
    return { first: c.away, second: c.home, extraTime: c.extraTime }
  }
  let first = 0
  let extraTime = 0
  for (const [d, p] of marginDistribution(firstLeg.matrix)) {
    const c = afterMargin(d)
    first += p * c.away
    extraTime += p * c.extraTime
  }
  return { first, second: 1 - first, extraTime }
}

/** One match that must produce a winner (a final): level after 90 minutes, extra time then penalties. */
export function singleMatchTie(price: MatchPrice): TieChance {
  let home = 0
  let level = 0
  const { n, p } = price.matrix
  for (let h = 0; h < n; h++)
    for (let a = 0; a < n; a++) {
      const v = p[h * n + a] as number
      if (h > a) home += v
      else if (h === a) level += v
    }
  const x = extraTimeOutcome(price.lambda, price.mu)
  const first = home + level * (x.home + x.draw / 2)
  return { first, second: 1 - first, extraTime: level }
}

/** A tie of the round being played: its two sides and the first side's chance of going through. */
export interface BracketTie {
  first: string
  second: string
  /** P(first goes through); 1 or 0 once decided. */
  chance: number
}

/**
 * Every remaining club's chance of surviving each round: `[through this round, through the next,
 * …]`. `laterRounds` is how many rounds after this one are fixed by the draw; round k pairs the
 * winners of adjacent blocks of 2^k ties, in the order given (the bracket's order).
 * `beats(x, y)` is x's chance against y in a later round.
 */
export function bracketChances(
  ties: readonly BracketTie[],
  laterRounds: number,
  beats: (x: string, y: string) => number,
): Map<string, number[]> {
  const out = new Map<string, number[]>()
  for (const t of ties) {
    out.set(t.first, [t.chance])
    out.set(t.second, [1 - t.chance])
  }
  // Each block holds the clubs that can come out of it, with their chances of surviving so far.
  let blocks: string[][] = ties.map((t) => [t.first, t.second])
  for (let round = 0; round < laterRounds; round++) {
    if (blocks.length % 2 !== 0) throw new Error('a bracket round needs an even number of blocks')
    const next: string[][] = []
    for (let i = 0; i < blocks.length; i += 2) {
      const left = blocks[i] as string[]
      const right = blocks[i + 1] as string[]
      const alive = (team: string) => (out.get(team) as number[])[round] as number
      const survive = (mine: string[], theirs: string[]) =>
        mine.map((x) => alive(x) * theirs.reduce((s, y) => s + alive(y) * beats(x, y), 0))
      const l = survive(left, right)
      const r = survive(right, left)
      for (const [k, x] of left.entries()) (out.get(x) as number[]).push(l[k] as number)
      for (const [k, y] of right.entries()) (out.get(y) as number[]).push(r[k] as number)
      next.push([...left, ...right])
    }
    blocks = next
  }
  return out
}
