/**
 * Reading a sealed prediction's canonical text back (shared/seal/canonical.ts), whatever its
 * format version: v1 carries no prices, v2 carries `marketPrices` and priced accumulator legs.
 */
import type { SealedPrice } from '../../../shared/seal/canonical.ts'

export interface SealedReading {
  probabilities: Record<string, number>
  /** Outcome → price x 1000 sealed with it; empty for v1 or where none was stored. */
  prices: Record<string, number>
  legs: { match: string; market: string; priceMilli: number | null }[]
  season: string | null
}

interface Stored {
  probabilities?: Record<string, string>
  marketPrices?: Record<string, SealedPrice> | null
  legs?: { match: string; market: string; price?: SealedPrice | null }[]
  season?: string | null
}

export function readSealed(canonical: string): SealedReading {
  const stored: Stored = JSON.parse(canonical)
  const probabilities: Record<string, number> = {}
  for (const [outcome, text] of Object.entries(stored.probabilities ?? {})) probabilities[outcome] = Number(text)
  const prices: Record<string, number> = {}
  for (const [outcome, price] of Object.entries(stored.marketPrices ?? {})) prices[outcome] = price.priceMilli
  return {
    probabilities,
    prices,
    legs: (stored.legs ?? []).map((leg) => ({
      match: leg.match,
      market: leg.market,
      priceMilli: leg.price?.priceMilli ?? null,
    })),
    season: stored.season ?? null,
  }
}
