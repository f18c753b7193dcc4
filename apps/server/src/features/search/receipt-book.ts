/**
 * The receipts of an answer (issue 33, decision 325): for each pick and scheduled preview, the
 * scored live-sealed predictions of the same market family and confidence band (contract
 * receipt.ts): how many, how many came true and what the model said of them on average.
 *
 * The figures change only when a scoring run writes scores (after an import), so they are counted
 * in one grouped query and kept until a newer scoring run exists. The newest run's id is read at
 * most once per `recheckMs` (RECEIPTS_RECHECK_SECONDS), not once per answer: a database round trip
 * per answer cost more than the receipts are worth being seconds fresher (issue 36, decision 360).
 */
import {
  type AnalysisData,
  confidenceBandOf,
  type MarketFamily,
  marketFamilyOf,
  RECEIPT_MIN_SCORED,
  type Receipt,
  receiptText,
  trackRecordHref,
} from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'

interface GroupFigures {
  scored: number
  hits: number
  sumProbability: number
}

/** Figures per kind, market family and band, as counted after one scoring run. */
export type ReceiptGroups = ReadonlyMap<string, GroupFigures>

interface GroupRow {
  kind: 'pick' | 'preview'
  market: string
  band: number
  scored: number
  hits: number
  sum_p: number | string
}

/** Scored live picks and previews per kind, market key and band (the sealed probability's tens). */
async function countGroups(db: Kysely<Database>): Promise<Map<string, GroupFigures>> {
  const { rows } = await sql<GroupRow>`
    select p.kind, p.market, least(9, floor(x.probability * 10))::int as band,
      count(*)::int as scored, count(*) filter (where s.hit)::int as hits, sum(x.probability) as sum_p
    from sealed_predictions p
    join prediction_scores s on s.seq = p.seq and s.outcome = 'scored'
    cross join lateral (select case when p.kind = 'pick'
        then (p.canonical::jsonb -> 'probabilities' ->> 'yes')::float8
        else greatest((p.canonical::jsonb -> 'probabilities' ->> 'home')::float8,
          (p.canonical::jsonb -> 'probabilities' ->> 'draw')::float8,
          (p.canonical::jsonb -> 'probabilities' ->> 'away')::float8) end as probability) x
    where p.kind in ('pick', 'preview')
    group by 1, 2, 3`.execute(db)
  const groups = new Map<string, GroupFigures>()
  for (const row of rows) {
    const family = marketFamilyOf(row.kind, row.market)
    if (!family) continue
    const key = groupKey(family, `${row.band * 10}-${row.band * 10 + 10}`)
    const group = groups.get(key) ?? { scored: 0, hits: 0, sumProbability: 0 }
    group.scored += row.scored
    group.hits += row.hits
    group.sumProbability += Number(row.sum_p)
    groups.set(key, group)
  }
  return groups
}

const groupKey = (family: MarketFamily, band: string) => `${family}|${band}`

export function receiptFor(
  groups: ReceiptGroups,
  kind: 'pick' | 'preview',
  market: string,
  probability: number,
): Receipt | null {
  const family = marketFamilyOf(kind, market)
  if (!family) return null
  const band = confidenceBandOf(probability)
  const figures = groups.get(groupKey(family, band)) ?? { scored: 0, hits: 0, sumProbability: 0 }
  const enough = figures.scored >= RECEIPT_MIN_SCORED
  const hitRate = enough ? figures.hits / figures.scored : null
  const modelSaid = enough ? figures.sumProbability / figures.scored : null
  return {
    market: family,
    band,
    scored: figures.scored,
    hitRate,
    modelSaid,
    text: receiptText(figures.scored, hitRate, modelSaid),
    href: trackRecordHref({ market: family, band }),
  }
}

/** The answer with a receipt on each pick and each scheduled, real fixture's preview. */
export function withReceipts(analysis: AnalysisData, groups: ReceiptGroups): AnalysisData {
  return {
    ...analysis,
    picks: analysis.picks.map((pick) => {
      const receipt = receiptFor(groups, 'pick', pick.market, pick.probability)
      return receipt ? { ...pick, receipt } : pick
    }),
    matches: analysis.matches.map((match) => {
      if (match.hypothetical || match.status !== 'scheduled') return match
      const { home, draw, away } = match.markets
      const receipt = receiptFor(groups, 'preview', '1x2', Math.max(home, draw, away))
      return receipt ? { ...match, receipt } : match
    }),
  }
}

/** The grouped figures, counted again only when a newer scoring run has written scores. */
export class ReceiptBook {
  private runId: string | null = null
  private groups: Map<string, GroupFigures> | null = null
  private pending: Promise<Map<string, GroupFigures>> | null = null
  /** When the newest run's id was last read (by `clock`). */
  private checkedAt = Number.NEGATIVE_INFINITY

  /** `recheckMs`: how long the figures are served before the newest run's id is read again. */
  constructor(
    private readonly recheckMs = 0,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  async groupsNow(db: Kysely<Database>): Promise<ReceiptGroups> {
    const now = this.clock()
    if (this.groups && now - this.checkedAt < this.recheckMs) return this.groups
    this.checkedAt = now
    const newest = await db.selectFrom('scoring_runs').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst()
    const runId = newest ? String(newest.id) : 'none'
    if (this.groups && this.runId === runId) return this.groups
    // One count per run, however many answers arrive meanwhile.
    if (!this.pending)
      this.pending = countGroups(db).finally(() => {
        this.pending = null
      })
    const groups = await this.pending
    this.groups = groups
    this.runId = runId
    return groups
  }
}
