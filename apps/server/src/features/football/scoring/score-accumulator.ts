/**
 * Scores a sealed accumulator as one bet on all its legs (decision 324): it happened when every
 * leg happened. A leg whose fixture left the list, or that pushed, voids the whole accumulator
 * (its sealed probability was for all the legs together; nothing honest is left to score).
 * Its price is the product of the legs' sealed prices, when every leg had one; its closing
 * price the product of the legs' closing prices.
 */
import type { MatchPrice } from '@pitchwise/engine/data/external/external-row'
import { logLossBinary } from '@pitchwise/engine/eval/metrics'
import { settlePick } from '@pitchwise/engine/eval/settle-pick'
import { type ClosingPrice, closingPrice } from '../../../shared/seal/sealed-prices.ts'
import { priceColumns } from './price-scores.ts'
import { type Scored, voidRow } from './score-rows.ts'
import { readSealed } from './sealed-reading.ts'

export interface LegMatch {
  status: 'scheduled' | 'finished'
  home_goals: number | null
  away_goals: number | null
}

export function scoreAccumulator(
  seq: string,
  canonical: string,
  matches: ReadonlyMap<string, LegMatch>,
  prices: ReadonlyMap<string, MatchPrice[]>,
): Scored {
  const sealed = readSealed(canonical)
  if (sealed.legs.length === 0) return { error: 'an accumulator without legs' }
  let allWon = true
  let voided = false
  for (const leg of sealed.legs) {
    const match = matches.get(leg.match)
    if (match && match.status !== 'finished') return { wait: true }
    if (!match || match.home_goals === null || match.away_goals === null) {
      voided = true
      continue
    }
    const settled = settlePick(leg.market, match.home_goals, match.away_goals)
    if (settled === null) return { error: `no settlement for market ${leg.market}` }
    if (settled === 'push') voided = true
    else if (settled === 'lost') allWon = false
  }
  if (voided) return { row: voidRow(seq) }
  const p = sealed.probabilities.yes ?? 0
  return {
    row: {
      seq,
      outcome: 'scored',
      home_goals: null,
      away_goals: null,
      hit: allWon,
      brier: (p - (allWon ? 1 : 0)) ** 2,
      log_loss: logLossBinary(p, allWon),
      rps: null,
      ...priceColumns(
        combinedPrice(sealed.legs.map((l) => l.priceMilli)),
        allWon,
        combinedClosing(sealed.legs, prices),
      ),
    },
  }
}

/** The legs' prices multiplied (× 1000, rounded); null when a leg had none. */
function combinedPrice(legPrices: (number | null)[]): number | null {
  if (legPrices.some((p) => p === null)) return null
  return Math.round(legPrices.reduce((product: number, p) => product * ((p as number) / 1000), 1) * 1000)
}

function combinedClosing(
  legs: { match: string; market: string }[],
  prices: ReadonlyMap<string, MatchPrice[]>,
): ClosingPrice | null {
  const closings = legs.map((leg) => closingPrice(prices.get(leg.match), leg.market))
  if (closings.some((c) => c === null)) return null
  const known = closings as ClosingPrice[]
  const priceMilli = combinedPrice(known.map((c) => c.priceMilli)) as number
  return { priceMilli, bookmaker: [...new Set(known.map((c) => c.bookmaker))].sort().join('+') }
}
