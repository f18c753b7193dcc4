import type { MarketSummary } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/**
 * Markets with their totals: how many searches each holds and how often those ran. One
 * grouped query; callers add filters, ordering and limits.
 */
export function marketsWithTotals(db: Kysely<Database>) {
  return db
    .selectFrom('markets as m')
    .leftJoin('market_searches as ms', 'ms.market_id', 'm.id')
    .leftJoin('searches as s', 's.id', 'ms.search_id')
    .select((eb) => [
      'm.id',
      'm.name',
      'm.description',
      'm.order',
      eb.fn.count<number>('s.id').as('search_count'),
      eb.fn.coalesce(eb.fn.sum<number>('s.searches'), eb.lit(0)).as('total_searches'),
    ])
    .groupBy('m.id')
}

export interface MarketTotalsRow {
  id: string
  name: string
  description: string | null
  order: number
  search_count: number | string
  total_searches: number | string
}

export function toMarketSummary(row: MarketTotalsRow): MarketSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    order: Number(row.order),
    searchCount: Number(row.search_count),
    totalSearches: Number(row.total_searches),
  }
}
