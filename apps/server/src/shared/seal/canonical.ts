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
 */
import { createHash } from 'node:crypto'

export const SEAL_FORMAT = 1 as const

export type SealedKind = 'pick' | 'preview' | 'outright' | 'accumulator'

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
  /** The bookmaker's price when the data holds one; null otherwise. */
  marketOdds: Record<string, string> | null
  /** An accumulator's legs (each leg is also sealed as a pick); empty otherwise. */
  legs: { match: string; market: string }[]
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
    marketOdds: p.marketOdds,
    legs: p.legs.map((leg) => ({ match: leg.match, market: leg.market })),
    season: p.season,
    model: p.model,
    data: p.data,
  }
  return JSON.stringify(ordered)
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
