/** The row a scoring pass writes to prediction_scores, and the void one (no score, no money). */
import type { PredictionScoresTable } from '../../../db/schema.ts'
import { NO_PRICE } from './price-scores.ts'

export type ScoreRow = Omit<PredictionScoresTable, 'scored_at'>

export function voidRow(seq: string, homeGoals: number | null = null, awayGoals: number | null = null): ScoreRow {
  return {
    seq,
    outcome: 'void',
    home_goals: homeGoals,
    away_goals: awayGoals,
    hit: null,
    brier: null,
    log_loss: null,
    rps: null,
    ...NO_PRICE,
  }
}

/** What a scorer answers for one due prediction: a row, or why it could not be scored (counted as an error). */
export type Scored = { row: ScoreRow } | { error: string } | { wait: true }
