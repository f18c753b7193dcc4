/**
 * Aggregates one set of predictions (live or replay, never both) into the page's figures: counts,
 * each market's mean scores beside the base-rate and market baselines, a reliability diagram per
 * market with Wilson intervals, hit rates by confidence band, and the profit of a unit staked at
 * the sealed prices with a 95 % interval of its mean.
 */
import {
  marketFamily,
  TRACK_RECORD_MARKETS,
  type TrackRecordBand,
  type TrackRecordBaseline,
  type TrackRecordCalibration,
  type TrackRecordFigures,
  type TrackRecordKind,
  type TrackRecordProfit,
} from '@pitchwise/contract'
import { BANDS, inBand } from './bands.ts'
import { confidenceOf, type ScoredPrediction, type Scores } from './scored-prediction.ts'
import { wilsonInterval } from './wilson.ts'

/** Below this many priced, scored predictions of a market the page says there are not enough yet. */
export const PRICED_NEEDED = 30
const CALIBRATION_BINS = 10
const Z95 = 1.959963984540054

function meanScores(list: Scores[]): Scores | null {
  if (list.length === 0) return null
  const withRps = list.filter((s) => s.rps !== null)
  return {
    brier: list.reduce((sum, s) => sum + s.brier, 0) / list.length,
    logLoss: list.reduce((sum, s) => sum + s.logLoss, 0) / list.length,
    rps: withRps.length === list.length ? withRps.reduce((sum, s) => sum + (s.rps as number), 0) / list.length : null,
  }
}

function byKind(rows: ScoredPrediction[]): TrackRecordKind[] {
  const kinds = [...new Set(rows.map((r) => r.kind))].sort()
  return kinds.map((kind) => {
    const of = rows.filter((r) => r.kind === kind)
    const scored = of.filter((r) => r.status === 'scored')
    const means = meanScores(scored.flatMap((r) => (r.model ? [r.model] : [])))
    return {
      kind,
      sealed: of.length,
      scored: scored.length,
      void: of.filter((r) => r.status === 'void').length,
      hitRate: scored.length > 0 ? scored.filter((r) => r.hit).length / scored.length : null,
      brier: means?.brier ?? null,
      logLoss: means?.logLoss ?? null,
      rps: means?.rps ?? null,
    }
  })
}

interface Group {
  market: string
  kind: string
  label: string
  rows: ScoredPrediction[]
}

/**
 * Scores of a 1X2 forecast (three outcomes) and of a yes/no pick are not on one scale: each market
 * family is split by kind, so a result pick (`home_win`) and a match preview are shown apart.
 */
function groups(scored: ScoredPrediction[]): Group[] {
  const out: Group[] = []
  for (const { id, label } of TRACK_RECORD_MARKETS) {
    const ofFamily = scored.filter((r) => r.family === id)
    for (const kind of [...new Set(ofFamily.map((r) => r.kind))].sort().reverse()) {
      const rows = ofFamily.filter((r) => r.kind === kind)
      const named =
        id === '1x2' ? (kind === 'preview' ? 'Match result forecasts (home, draw, away)' : 'Match result picks') : label
      out.push({ market: id, kind, label: named, rows })
    }
  }
  return out
}

function baselines(scored: ScoredPrediction[]): TrackRecordBaseline[] {
  const out: TrackRecordBaseline[] = []
  for (const { market: id, kind, label, rows } of groups(scored)) {
    const of = rows.filter((r) => r.model)
    if (of.length === 0) continue
    const priced = of.filter((r) => r.marketPrice)
    const enough = priced.length >= PRICED_NEEDED
    const withBase = of.filter((r) => r.baseRate)
    out.push({
      market: id,
      kind,
      label,
      scored: of.length,
      model: meanScores(of.map((r) => r.model as Scores)) as Scores,
      // Compared over the predictions that have a base rate (all but a league's first matches).
      baseRate: withBase.length === of.length ? meanScores(withBase.map((r) => r.baseRate as Scores)) : null,
      priced: priced.length,
      marketPrice: enough ? meanScores(priced.map((r) => r.marketPrice as Scores)) : null,
      modelOnPriced: enough ? meanScores(priced.map((r) => r.model as Scores)) : null,
      pricedNeeded: PRICED_NEEDED,
    })
  }
  return out
}

/** Every (probability, happened) pair of a market: a 1X2 forecast gives three, a pick one. */
function calibration(scored: ScoredPrediction[]): TrackRecordCalibration[] {
  const out: TrackRecordCalibration[] = []
  for (const { market: id, kind, label, rows } of groups(scored)) {
    const pairs = rows
      .filter((r) => r.happened !== null)
      .flatMap((r) =>
        Object.entries(r.probabilities)
          .filter(([outcome]) => outcome !== 'no')
          .map(([outcome, p]) => ({ p, happened: outcome === r.happened })),
      )
    if (pairs.length === 0) continue
    const bins = Array.from({ length: CALIBRATION_BINS }, (_, b) => ({
      from: b / CALIBRATION_BINS,
      to: (b + 1) / CALIBRATION_BINS,
      n: 0,
      sum: 0,
      k: 0,
    }))
    for (const { p, happened } of pairs) {
      const bin = bins[Math.min(CALIBRATION_BINS - 1, Math.floor(p * CALIBRATION_BINS))] as (typeof bins)[number]
      bin.n++
      bin.sum += p
      if (happened) bin.k++
    }
    out.push({
      market: id,
      kind,
      label,
      pairs: pairs.length,
      bins: bins
        .filter((b) => b.n > 0)
        .map((b) => ({
          from: b.from,
          to: b.to,
          n: b.n,
          meanPredicted: b.sum / b.n,
          observed: b.k / b.n,
          ...wilsonInterval(b.k, b.n),
        })),
    })
  }
  return out
}

function bands(scored: ScoredPrediction[]): TrackRecordBand[] {
  return BANDS.map((band) => {
    const of = scored.filter((r) => r.hit !== null && inBand(band, confidenceOf(r)))
    const hits = of.filter((r) => r.hit).length
    return {
      band: band.label,
      scored: of.length,
      hits,
      hitRate: of.length > 0 ? hits / of.length : null,
      meanPredicted: of.length > 0 ? of.reduce((sum, r) => sum + confidenceOf(r), 0) / of.length : null,
    }
  })
}

/** One unit on every scored, priced prediction; the interval is the mean's, ±1.96 standard errors. */
function profit(scored: ScoredPrediction[]): TrackRecordProfit | null {
  const results = scored.flatMap((r) => (r.profit === null ? [] : [r.profit]))
  if (results.length === 0) return null
  const n = results.length
  const total = results.reduce((sum, x) => sum + x, 0)
  const perBet = total / n
  const variance = n > 1 ? results.reduce((sum, x) => sum + (x - perBet) ** 2, 0) / (n - 1) : 0
  const half = Z95 * Math.sqrt(variance / n)
  return { bets: n, total, perBet, low: n > 1 ? perBet - half : null, high: n > 1 ? perBet + half : null }
}

export function figuresOf(rows: ScoredPrediction[]): TrackRecordFigures {
  const scored = rows.filter((r) => r.status === 'scored')
  const count = (status: ScoredPrediction['status']) => rows.filter((r) => r.status === status).length
  return {
    sealed: rows.length,
    scored: scored.length,
    void: count('void'),
    pending: count('pending'),
    byKind: byKind(rows),
    baselines: baselines(scored),
    calibration: calibration(scored),
    bands: bands(scored),
    profit: profit(scored),
  }
}

/** The `?market=` filter: a family (`totals`) or one exact market key (`over_2.5`). */
export function matchesMarket(filter: string, market: string): boolean {
  return market === filter || marketFamily(market) === filter
}
