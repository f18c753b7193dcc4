/**
 * Scores a sealed pick or 1X2 preview from its match's final score (decision 321) and, where a
 * price was sealed, its profit and closing-line value (decision 324).
 *
 * - A pick is a yes/no forecast of its market: hit = it happened; Brier (p − y)²; log-loss. A push
 *   (draw no bet on a draw) is void: the stake comes back, there is nothing to score.
 * - A preview is the 1X2 forecast: hit = the likeliest outcome happened; three-way Brier,
 *   log-loss and RPS, as `npm run eval` computes them (eval/metrics.ts). Its money is a bet on
 *   that likeliest outcome at the price sealed for it.
 */
import type { MatchPrice } from '@pitchwise/engine/data/external/external-row'
import { brier3, hit, logLoss3, logLossBinary, type P3, rps } from '@pitchwise/engine/eval/metrics'
import { settlePick } from '@pitchwise/engine/eval/settle-pick'
import { closingPrice, PREVIEW_OUTCOME_KEYS } from '../../../shared/seal/sealed-prices.ts'
import { priceColumns } from './price-scores.ts'
import { type Scored, voidRow } from './score-rows.ts'
import { readSealed } from './sealed-reading.ts'

export interface DueMatchPrediction {
  seq: string
  kind: 'pick' | 'preview'
  market: string
  canonical: string
  /** The fixture left the list (postponed, abandoned). */
  gone: boolean
  home_goals: number | null
  away_goals: number | null
}

/** The outcome hit() calls likeliest (ties to home, then draw). */
function likeliest(p: P3): 'home' | 'draw' | 'away' {
  return p.home >= p.draw && p.home >= p.away ? 'home' : p.draw >= p.away ? 'draw' : 'away'
}

export function scoreMatchPrediction(due: DueMatchPrediction, prices: MatchPrice[] | undefined): Scored {
  if (due.gone || due.home_goals === null || due.away_goals === null)
    return { row: voidRow(due.seq, due.home_goals, due.away_goals) }
  const sealed = readSealed(due.canonical)
  const goals = { home_goals: due.home_goals, away_goals: due.away_goals }
  if (due.kind === 'preview') {
    const p = {
      home: sealed.probabilities.home ?? 0,
      draw: sealed.probabilities.draw ?? 0,
      away: sealed.probabilities.away ?? 0,
    }
    const outcome = due.home_goals > due.away_goals ? 0 : due.home_goals === due.away_goals ? 1 : 2
    const backed = likeliest(p)
    const won = hit(p, outcome)
    return {
      row: {
        seq: due.seq,
        outcome: 'scored',
        ...goals,
        hit: won,
        brier: brier3(p, outcome),
        log_loss: logLoss3(p, outcome),
        rps: rps(p, outcome),
        ...priceColumns(sealed.prices[backed] ?? null, won, closingPrice(prices, PREVIEW_OUTCOME_KEYS[backed])),
      },
    }
  }
  const settled = settlePick(due.market, due.home_goals, due.away_goals)
  if (settled === null) return { error: `no settlement for market ${due.market}` }
  if (settled === 'push') return { row: voidRow(due.seq, due.home_goals, due.away_goals) }
  const p = sealed.probabilities.yes ?? 0
  const happened = settled === 'won'
  return {
    row: {
      seq: due.seq,
      outcome: 'scored',
      ...goals,
      hit: happened,
      brier: (p - (happened ? 1 : 0)) ** 2,
      log_loss: logLossBinary(p, happened),
      rps: null,
      ...priceColumns(sealed.prices.yes ?? null, happened, closingPrice(prices, due.market)),
    },
  }
}
