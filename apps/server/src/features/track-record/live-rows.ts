/**
 * The live-sealed predictions as the track record counts them: each sealed row with its score (if
 * any), what it stated (from its canonical text, the bytes the chain covers), the base rate of its
 * league over the year before, and, where the seal carries a bookmaker price, the price's implied
 * probability and the profit of a unit staked at it. League and period are filtered in SQL; market
 * and band, which need the canonical text, here.
 */
import { marketFamily, type TrackRecordPeriod } from '@pitchwise/contract'
import { brier3, logLoss3, logLossBinary, type P3, rps } from '@pitchwise/engine/eval/metrics'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { BaseRates } from './base-rates.ts'
import type { ScoredPrediction, Scores } from './scored-prediction.ts'

interface LiveRow {
  kind: string
  market: string
  competition: string | null
  kickoff_day: string | null
  canonical: string
  outcome: 'scored' | 'void' | null
  home_goals: number | null
  away_goals: number | null
  hit: boolean | null
  brier: number | string | null
  log_loss: number | string | null
  rps: number | string | null
}

const PERIOD_DAYS: Record<Exclude<TrackRecordPeriod, 'all'>, number> = { '30d': 30, '90d': 90, '365d': 365 }
const OUTCOMES = ['home', 'draw', 'away'] as const

export async function loadLiveRows(
  db: Kysely<Database>,
  filters: { league: string | null; period: TrackRecordPeriod },
): Promise<ScoredPrediction[]> {
  const since =
    filters.period === 'all' ? null : new Date(Date.now() - PERIOD_DAYS[filters.period] * 86_400_000).toISOString()
  const { rows } = await sql<LiveRow>`
    select p.kind, p.market, p.competition, to_char(p.kickoff at time zone 'UTC', 'YYYY-MM-DD') as kickoff_day,
      p.canonical, s.outcome, s.home_goals, s.away_goals, s.hit, s.brier, s.log_loss, s.rps
    from sealed_predictions p left join prediction_scores s on s.seq = p.seq
    where true
      ${filters.league ? sql`and p.competition = ${filters.league}` : sql``}
      ${since ? sql`and p.sealed_at >= ${since}::timestamptz` : sql``}
    order by p.seq`.execute(db)
  const competitions = [
    ...new Set(rows.flatMap((r) => (r.competition && r.outcome === 'scored' ? [r.competition] : []))),
  ]
  const baseRates = await BaseRates.load(db, competitions)
  return rows.map((row) => toPrediction(row, baseRates))
}

function toPrediction(row: LiveRow, baseRates: BaseRates): ScoredPrediction {
  const sealed = JSON.parse(row.canonical) as {
    probabilities: Record<string, string>
    marketOdds?: unknown
    marketPrices?: unknown
  }
  const probabilities = Object.fromEntries(Object.entries(sealed.probabilities).map(([k, v]) => [k, Number(v)]))
  const prices = pricesOf(sealed)
  const base: Omit<ScoredPrediction, 'status' | 'happened' | 'hit' | 'model' | 'baseRate' | 'marketPrice' | 'profit'> =
    {
      kind: row.kind,
      market: row.market,
      family: marketFamily(row.market),
      probabilities,
    }
  const empty = { happened: null, hit: null, model: null, baseRate: null, marketPrice: null, profit: null }
  if (row.outcome !== 'scored') return { ...base, ...empty, status: row.outcome === 'void' ? 'void' : 'pending' }
  const model: Scores = { brier: Number(row.brier), logLoss: Number(row.log_loss), rps: numberOrNull(row.rps) }
  const scoredBase = { ...base, status: 'scored' as const, hit: row.hit, model }
  const rates = row.competition && row.kickoff_day ? baseRates.of(row.competition, row.market, row.kickoff_day) : null
  if (row.market === '1x2' && row.home_goals !== null && row.away_goals !== null) {
    const outcome = row.home_goals > row.away_goals ? 0 : row.home_goals === row.away_goals ? 1 : 2
    const implied = impliedP3(prices)
    return {
      ...scoredBase,
      happened: OUTCOMES[outcome],
      baseRate: rates ? scores3(rates as unknown as P3, outcome) : null,
      marketPrice: implied ? scores3(implied, outcome) : null,
      profit: null,
    }
  }
  const happened = row.hit === true
  const price = prices?.yes
  return {
    ...scoredBase,
    happened: happened ? 'yes' : 'no',
    baseRate: rates?.yes !== undefined ? scoresBinary(rates.yes, happened) : null,
    marketPrice: price ? scoresBinary(Math.min(1, 1 / price), happened) : null,
    profit: price ? (happened ? price - 1 : -1) : null,
  }
}

/**
 * The seal's bookmaker prices (outcome → decimal price), or null when it carries none: format v1's
 * `marketOdds` (outcome → price text) or v2's `marketPrices` (outcome → {priceMilli, …}).
 */
function pricesOf(sealed: { marketOdds?: unknown; marketPrices?: unknown }): Record<string, number> | null {
  const given = sealed.marketPrices ?? sealed.marketOdds
  if (!given || typeof given !== 'object') return null
  const out: Record<string, number> = {}
  for (const [outcome, price] of Object.entries(given)) {
    const value =
      price && typeof price === 'object' && 'priceMilli' in price ? Number(price.priceMilli) / 1000 : Number(price)
    if (Number.isFinite(value) && value > 1) out[outcome] = value
  }
  return Object.keys(out).length > 0 ? out : null
}

/** The three prices' implied probabilities with the margin shared out proportionally. */
function impliedP3(prices: Record<string, number> | null): P3 | null {
  if (!prices?.home || !prices.draw || !prices.away) return null
  const raw = { home: 1 / prices.home, draw: 1 / prices.draw, away: 1 / prices.away }
  const sum = raw.home + raw.draw + raw.away
  return { home: raw.home / sum, draw: raw.draw / sum, away: raw.away / sum }
}

const scores3 = (p: P3, outcome: 0 | 1 | 2): Scores => ({
  brier: brier3(p, outcome),
  logLoss: logLoss3(p, outcome),
  rps: rps(p, outcome),
})

const scoresBinary = (p: number, happened: boolean): Scores => ({
  brier: (p - (happened ? 1 : 0)) ** 2,
  logLoss: logLossBinary(p, happened),
  rps: null,
})

function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value)
}
