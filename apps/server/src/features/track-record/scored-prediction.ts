/**
 * One prediction as the track record counts it, whether it was sealed live or computed by the
 * replay: what it said, whether it is settled, and its scores beside the two baselines. Live rows
 * (live-rows.ts) and replay rows (replay-rows.ts) are both turned into this, and figures.ts
 * aggregates either set with the same code; the two sets are never put in one list.
 */
import type { TrackRecordMarket } from '@pitchwise/contract'

export interface Scores {
  brier: number
  logLoss: number
  rps: number | null
}

export interface ScoredPrediction {
  kind: string
  market: string
  family: TrackRecordMarket
  status: 'scored' | 'void' | 'pending'
  /** Outcome → stated probability (`yes` for a pick; home, draw, away for a 1X2 forecast). */
  probabilities: Record<string, number>
  /** The outcome that happened, once scored (`yes`/`no` for a pick); null when not known. */
  happened: string | null
  hit: boolean | null
  model: Scores | null
  baseRate: Scores | null
  /** The bookmaker price's implied probability scored the same way; null without a sealed price. */
  marketPrice: Scores | null
  /** Profit of one unit staked at the sealed price (price − 1 or −1); null without a price. */
  profit: number | null
}

/** The probability a prediction stated: a pick's, or a 1X2 forecast's likeliest outcome. */
export function confidenceOf(prediction: Pick<ScoredPrediction, 'probabilities'>): number {
  const values = Object.values(prediction.probabilities)
  return 'yes' in prediction.probabilities ? (prediction.probabilities.yes as number) : Math.max(0, ...values)
}
