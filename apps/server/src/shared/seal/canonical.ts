/**
 * The canonical form of a sealed prediction: what its hash covers, so anyone can recompute it.
 *
 * Serialisation v1, precisely: a JSON object with exactly the keys of SealedPrediction in the
 * order they are declared below, no whitespace, produced by JSON.stringify (strings escaped as
 * ECMA-262 JSON.stringify does: `"`, `\` and U+0000–U+001F escaped, everything else as UTF-8).
 * No JSON number that is not an integer ever appears: probabilities are strings with exactly six
 * decimals and prices strings with exactly two (Number.prototype.toFixed), so no reader's float
 * formatting can change the bytes. Outcomes inside `probabilities` and `fairOdds` keep the order
 * the builder gives (home, draw, away; or yes; or team ids in table order).
 *
 * Serialisation v2 (decision 323) is v1 with `marketOdds` replaced by `marketPrices`: per outcome,
 * the best price a bettor could take when it was sealed, as {priceMilli, bookmaker, kind} in that
 * key order (decimal odds × 1000, an integer), and each accumulator leg carrying its own such
 * price (`price`, null when none). Rows sealed as v1 keep their text and their hash: the chain
 * check recomputes hashes from the stored text whatever its version, and `v` says how to read it.
 */
import { createHash } from 'node:crypto'

export const SEAL_FORMAT = 2 as const

export type SealedKind = 'pick' | 'preview' | 'outright' | 'accumulator'

/** A price a bettor could take when the prediction was sealed (engine market/offers.ts bestOffer). */
export interface SealedPrice {
  /** Decimal odds × 1000. */
  priceMilli: number
  bookmaker: string
  /** `current` or `opening`: never a closing price, which only exists once the match has started. */
  kind: 'opening' | 'closing' | 'current'
}

export interface SealedLeg {
  match: string
  market: string
  price: SealedPrice | null
}

export interface SealedPrediction {
  v: typeof SEAL_FORMAT
  kind: SealedKind
  /** The fixture; null for outrights and accumulators (their legs name theirs). */
  match: string | null
  competition: string | null
  /** ISO instant of the kick-off; null for outrights and accumulators. */
  kickoff: string | null
  home: string | null
  away: string | null
  /** `over_2.5`, `1x2`, `outright_title`, `accumulator` … */
  market: string
  /** Outcome → probability, six decimals. A pick or an accumulator has the one outcome `yes`. */
  probabilities: Record<string, string>
  /** Outcome → fair decimal price (1 / probability), two decimals; absent outcomes have none. */
  fairOdds: Record<string, string>
  /** Outcome → the best price on offer when sealed (1X2 and totals); null when the data holds none. */
  marketPrices: Record<string, SealedPrice> | null
  /** An accumulator's legs (each leg is also sealed as a pick), with their prices; empty otherwise. */
  legs: SealedLeg[]
  /** Outright tables: the season; null otherwise. */
  season: string | null
  model: string
  data: number
}

export function probabilityText(p: number): string {
  return p.toFixed(6)
}

export function priceText(odds: number): string {
  return odds.toFixed(2)
}

/** Puts the keys in the declared order whatever order the caller built them in. */
export function canonicalText(p: SealedPrediction): string {
  const ordered: SealedPrediction = {
    v: p.v,
    kind: p.kind,
    match: p.match,
    competition: p.competition,
    kickoff: p.kickoff,
    home: p.home,
    away: p.away,
    market: p.market,
    probabilities: p.probabilities,
    fairOdds: p.fairOdds,
    marketPrices: p.marketPrices === null ? null : mapValues(p.marketPrices, orderedPrice),
    legs: p.legs.map((leg) => ({
      match: leg.match,
      market: leg.market,
      price: leg.price === null ? null : orderedPrice(leg.price),
    })),
    season: p.season,
    model: p.model,
    data: p.data,
  }
  return JSON.stringify(ordered)
}

function orderedPrice(price: SealedPrice): SealedPrice {
  return { priceMilli: price.priceMilli, bookmaker: price.bookmaker, kind: price.kind }
}

function mapValues<T>(record: Record<string, T>, f: (value: T) => T): Record<string, T> {
  const out: Record<string, T> = {}
  for (const [key, value] of Object.entries(record)) out[key] = f(value)
  return out
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** The same prediction (byte for byte) has the same key: asked again, it refers to the first row. */
export function predictionKey(canonical: string): string {
  return sha256Hex(canonical)
}

export const GENESIS_HASH = '0'.repeat(64)

/** What migrations/functions/pw_seal_prediction.sql computes for each new row. */
export function chainHash(seq: number, prevHash: string, sealedAtIso: string, canonical: string): string {
  return sha256Hex(`pitchwise-seal-v1\n${seq}\n${prevHash}\n${sealedAtIso}\n${canonical}`)
}

/** The model and the data behind an answer: sealed with every prediction it gives. */
export interface SealVersions {
  /** The engine's MODEL_VERSION. */
  model: string
  /** football_data_version.version the model was fitted on. */
  data: number
}
