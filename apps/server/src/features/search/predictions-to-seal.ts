/**
 * Every prediction a paid answer gives, in its canonical sealed form (shared/seal/canonical.ts):
 * each pick, each match preview's home/draw/away, each outright table's chances, and an
 * accumulator as one bet whose legs are its picks. What is not a prediction is left out: a
 * hypothetical meeting (no fixture to score) and a match already played. Priced markets (1X2,
 * goal totals) carry the best price on offer from the stored prices (shared/seal/sealed-prices.ts).
 */
import type { AnalysisData } from '@pitchwise/contract'
import type { MatchPrice } from '@pitchwise/engine/data/external/external-row'
import {
  canonicalText,
  predictionKey,
  priceText,
  probabilityText,
  SEAL_FORMAT,
  type SealedKind,
  type SealedPrediction,
  type SealedPrice,
  type SealVersions,
} from '../../shared/seal/canonical.ts'
import { bestSealedPrice, PREVIEW_OUTCOME_KEYS } from '../../shared/seal/sealed-prices.ts'

/** One row for charge_and_record's p_predictions (the columns of sealed_predictions it fills). */
export interface PredictionToSeal {
  prediction_key: string
  kind: SealedKind
  match_id: string | null
  competition: string | null
  kickoff: string | null
  market: string
  model_version: string
  data_version: number
  canonical: string
}

const fair = (p: number) => (p > 0 ? priceText(1 / p) : null)

function oddsOf(probabilities: Record<string, number>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [outcome, p] of Object.entries(probabilities)) {
    const price = fair(p)
    if (price !== null) out[outcome] = price
  }
  return out
}

function texts(probabilities: Record<string, number>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [outcome, p] of Object.entries(probabilities)) out[outcome] = probabilityText(p)
  return out
}

/** The match ids whose stored prices the seal needs (loadStoredPrices). */
export function pricedMatchIds(analysis: AnalysisData): string[] {
  return [...analysis.picks.map((p) => p.matchId), ...analysis.matches.map((m) => m.matchId)]
}

/** `prices`: match id → its stored prices (shared/stored-prices.ts); a match without any seals null prices. */
export function predictionsToSeal(
  analysis: AnalysisData,
  versions: SealVersions,
  prices: ReadonlyMap<string, MatchPrice[]> = new Map(),
): PredictionToSeal[] {
  const base = {
    v: SEAL_FORMAT,
    marketPrices: null,
    legs: [],
    season: null,
    model: versions.model,
    data: versions.data,
  }
  const sealed: SealedPrediction[] = []
  const priceOf = (matchId: string, key: string) => bestSealedPrice(prices.get(matchId), key)
  for (const pick of analysis.picks) {
    const price = priceOf(pick.matchId, pick.market)
    sealed.push({
      ...base,
      kind: 'pick',
      match: pick.matchId,
      competition: pick.competition,
      kickoff: pick.kickoff,
      home: pick.home,
      away: pick.away,
      market: pick.market,
      probabilities: { yes: probabilityText(pick.probability) },
      // The engine's own fair price, as shown to the reader.
      fairOdds: { yes: priceText(pick.fairOdds) },
      marketPrices: price ? { yes: price } : null,
    })
  }
  if (analysis.intent.accumulator && analysis.picks.length >= 2) {
    const probability = analysis.picks.reduce((p, leg) => p * leg.probability, 1)
    sealed.push({
      ...base,
      kind: 'accumulator',
      match: null,
      competition: null,
      kickoff: null,
      home: null,
      away: null,
      market: 'accumulator',
      probabilities: { yes: probabilityText(probability) },
      fairOdds: oddsOf({ yes: probability }),
      legs: analysis.picks.map((leg) => ({
        match: leg.matchId,
        market: leg.market,
        price: priceOf(leg.matchId, leg.market),
      })),
    })
  }
  for (const match of analysis.matches) {
    if (match.hypothetical || match.status !== 'scheduled') continue
    const probabilities = { home: match.markets.home, draw: match.markets.draw, away: match.markets.away }
    sealed.push({
      ...base,
      kind: 'preview',
      match: match.matchId,
      competition: competitionOf(analysis, match.matchId),
      kickoff: match.kickoff,
      home: match.home,
      away: match.away,
      market: '1x2',
      probabilities: texts(probabilities),
      fairOdds: oddsOf(probabilities),
      marketPrices: previewPrices(prices.get(match.matchId)),
    })
  }
  const table = analysis.outright
  if (table) {
    const target = analysis.intent.outright ?? 'title'
    const chance = (row: (typeof table.rows)[number]) =>
      target === 'top_four'
        ? row.topFour
        : target === 'relegation'
          ? row.relegation
          : target === 'promotion'
            ? row.promotion
            : row.title
    const probabilities: Record<string, number> = {}
    for (const row of table.rows) probabilities[row.team] = chance(row) ?? 0
    sealed.push({
      ...base,
      kind: 'outright',
      match: null,
      competition: table.competition,
      kickoff: null,
      home: null,
      away: null,
      market: `outright_${target}`,
      probabilities: texts(probabilities),
      fairOdds: oddsOf(probabilities),
      season: table.season,
    })
  }
  return sealed.map(toRow)
}

/** Each of home, draw and away with a stored price; null when none has one. */
function previewPrices(prices: MatchPrice[] | undefined): Record<string, SealedPrice> | null {
  const out: Record<string, SealedPrice> = {}
  for (const [outcome, key] of Object.entries(PREVIEW_OUTCOME_KEYS)) {
    const price = bestSealedPrice(prices, key)
    if (price) out[outcome] = price
  }
  return Object.keys(out).length > 0 ? out : null
}

/** A preview carries the competition's name only; a pick on the same match knows its code. */
function competitionOf(analysis: AnalysisData, matchId: string): string | null {
  return analysis.picks.find((p) => p.matchId === matchId)?.competition ?? null
}

function toRow(p: SealedPrediction): PredictionToSeal {
  const canonical = canonicalText(p)
  return {
    prediction_key: predictionKey(canonical),
    kind: p.kind,
    match_id: p.match,
    competition: p.competition,
    kickoff: p.kickoff,
    market: p.market,
    model_version: p.model,
    data_version: p.data,
    canonical,
  }
}
