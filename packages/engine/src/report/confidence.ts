/**
 * Confidence tiers. Probability alone is not confidence: a 70% price built on six matches of a
 * promoted side deserves less trust than one built on three seasons, and a price the two models
 * disagree on deserves less than one they share.
 */
import type { Confidence } from '../analysis-types.ts'
import type { FixturePrediction } from '../types.ts'
import type { MarketFamily } from './markets.ts'

const TIERS: Record<MarketFamily, [high: number, medium: number]> = {
  goals: [0.72, 0.6],
  btts: [0.68, 0.58],
  result: [0.68, 0.55],
  safe: [0.85, 0.75],
  draw: [0.34, 0.29],
  score: [0.15, 0.11],
  defence: [0.55, 0.42],
  team_goals: [0.75, 0.6],
  margin: [0.5, 0.35],
  handicap: [0.68, 0.55],
}

/** Below this many matches seen, the team's rating is mostly prior. */
export const FEW_MATCHES = 8

const ORDER: Confidence[] = ['low', 'medium', 'high']

/** Long shots stay long shots: a 34% draw is never "high confidence", a 19% score never above low. */
const CEILING: Partial<Record<MarketFamily, number>> = { draw: 1, score: 0 }

export function confidenceOf(
  probability: number,
  family: MarketFamily,
  p: FixturePrediction,
  stale = false,
): Confidence {
  const [high, medium] = TIERS[family]
  let level = probability >= high ? 2 : probability >= medium ? 1 : 0
  level = Math.min(level, CEILING[family] ?? 2)
  if (stale) level -= 1
  const seen = Math.min(p.ratings.home.matchesSeen, p.ratings.away.matchesSeen)
  if (seen < 3) level = 0
  else if (seen < FEW_MATCHES) level -= 1
  if ((family === 'result' || family === 'safe') && modelGap(p) > 0.12) level -= 1
  return ORDER[Math.max(0, level)] ?? 'low'
}

/** Largest difference between the goal models (Dixon–Coles, Kalman) and Elo on any 1X2 outcome. */
export function modelGap(p: FixturePrediction): number {
  const dc = p.models.find((m) => m.model === 'dixon-coles')
  const elo = p.models.find((m) => m.model === 'elo')
  if (!dc || !elo) return 0
  return Math.max(Math.abs(dc.home - elo.home), Math.abs(dc.draw - elo.draw), Math.abs(dc.away - elo.away))
}
