/**
 * Every prediction a paid answer gives, in its canonical sealed form (shared/seal/canonical.ts):
 * each pick, each match preview's home/draw/away, each outright table's chances, and an
 * accumulator as one bet whose legs are its picks. What is not a prediction is left out: a
 * hypothetical meeting (no fixture to score) and a match already played.
 */
import type { AnalysisData } from '@pitchwise/contract'
import {
  canonicalText,
  predictionKey,
  priceText,
  probabilityText,
  SEAL_FORMAT,
  type SealedKind,
  type SealedPrediction,
  type SealVersions,
} from '../../shared/seal/canonical.ts'

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

export function predictionsToSeal(analysis: AnalysisData, versions: SealVersions): PredictionToSeal[] {
  const base = { v: SEAL_FORMAT, marketOdds: null, legs: [], season: null, model: versions.model, data: versions.data }
  const sealed: SealedPrediction[] = []
  for (const pick of analysis.picks) {
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
      legs: analysis.picks.map((leg) => ({ match: leg.matchId, market: leg.market })),
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
