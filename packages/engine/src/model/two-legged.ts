import type { MarketProbabilities } from '../types.ts'
import { dixonColesMatrix, rescaleTo1x2, type ScoreMatrix } from './matrix.ts'

/**
 * Who goes through a two-legged tie, from the second leg's scoreline probabilities and the first
 * leg's score. Since 2021-22 UEFA ties level on aggregate after 90 minutes go to extra time and
 * then penalties (no away-goals rule). Extra time is priced as 30 more minutes at a third of each
 * side's 90-minute expected goals (independent Poisson: a simplification, teams often play more
 * cautiously); a shoot-out is treated as a coin toss, which is about what the evidence supports.
 */

export interface TieChances {
  /** The second leg's home side goes through (any route), and the away side. */
  home: number
  away: number
  /** By route: decided in 90 minutes either way, or level after 90 (extra time / penalties). */
  homeIn90: number
  awayIn90: number
  extraTime: number
  /** Of the extra-time share: how it splits between the two sides. */
  extraTimeHome: number
  /**
   * Margin of the second leg (home goals − away goals) that leaves the tie level: above it the
   * home side is through in 90 minutes, below it the away side.
   */
  levelMargin: number
}

function poisson(lambda: number, n: number): number[] {
  const out: number[] = []
  let v = Math.exp(-lambda)
  for (let k = 0; k < n; k++) {
    out.push(v)
    v *= lambda / (k + 1)
  }
  return out
}

/** P(home side wins, draws, loses) 30 minutes of extra time at a third of the 90-minute rates. */
export function extraTimeOutcome(lambda90: number, mu90: number): { home: number; draw: number; away: number } {
  const n = 8
  const ph = poisson(lambda90 / 3, n)
  const pa = poisson(mu90 / 3, n)
  let home = 0
  let draw = 0
  let away = 0
  for (let h = 0; h < n; h++) {
    for (let a = 0; a < n; a++) {
      const v = (ph[h] as number) * (pa[a] as number)
      if (h > a) home += v
      else if (h === a) draw += v
      else away += v
    }
  }
  const total = home + draw + away
  return { home: home / total, draw: draw / total, away: away / total }
}

/**
 * `firstLeg` is the first leg's score from the point of view of the SECOND leg's teams:
 * `home` = goals the second-leg home side scored in the first leg (as the away side then).
 */
export function tieChances(
  matrix: ScoreMatrix,
  firstLeg: { home: number; away: number },
  et: { lambda: number; mu: number },
): TieChances {
  const levelMargin = firstLeg.away - firstLeg.home
  let homeIn90 = 0
  let level = 0
  let awayIn90 = 0
  const { n, p } = matrix
  for (let h = 0; h < n; h++) {
    for (let a = 0; a < n; a++) {
      const v = p[h * n + a] as number
      const margin = h - a
      if (margin > levelMargin) homeIn90 += v
      else if (margin === levelMargin) level += v
      else awayIn90 += v
    }
  }
  const x = extraTimeOutcome(et.lambda, et.mu)
  const extraTimeHome = x.home + x.draw / 2
  return {
    home: homeIn90 + level * extraTimeHome,
    away: awayIn90 + level * (1 - extraTimeHome),
    homeIn90,
    awayIn90,
    extraTime: level,
    extraTimeHome,
    levelMargin,
  }
}

/**
 * The second leg's scoreline matrix consistent with the markets shown to the user: Poisson at the
 * expected goals, rescaled to the published 1X2 (the engine's own matrix is rescaled the same way).
 */
export function matrixFromMarkets(markets: MarketProbabilities): ScoreMatrix {
  const base = dixonColesMatrix(markets.expectedGoals.home, markets.expectedGoals.away, 0)
  return rescaleTo1x2(base, { home: markets.home, draw: markets.draw, away: markets.away })
}
