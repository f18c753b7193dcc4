import type { MarketWithSearches } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { toSearchSummary } from '../../shared/present.ts'
import { marketsWithTotals, toMarketSummary } from './market-queries.ts'

/** Every market in display order, each with all its searches (most run, then most liked, first). */
export async function listMarkets(db: Kysely<Database>): Promise<MarketWithSearches[]> {
  const [markets, links] = await Promise.all([
    marketsWithTotals(db).orderBy('m.order').orderBy('m.name').execute(),
    db
      .selectFrom('market_searches as ms')
      .innerJoin('searches as s', 's.id', 'ms.search_id')
      .select(['ms.market_id', 's.id', 's.query', 's.searches', 's.likes', 's.last_searched_at', 's.created_at'])
      .orderBy('s.searches', 'desc')
      .orderBy('s.likes', 'desc')
      .orderBy('s.query')
      .execute(),
  ])
  const byMarket = new Map<string, MarketWithSearches['searches']>()
  for (const link of links) {
    const list = byMarket.get(link.market_id) ?? []
    list.push(toSearchSummary(link))
    byMarket.set(link.market_id, list)
  }
  return markets.map((market) => ({ ...toMarketSummary(market), searches: byMarket.get(market.id) ?? [] }))
}

/**
 * The markets fans ask about most: by how often their questions were asked (totalSearches, the
 * one figure Explore Markets shows), then display order. Not by how many questions a market
 * holds, which the cards do not show (issue 15: "4 searches · run 1×" above "7 searches").
 */
export async function topMarkets(db: Kysely<Database>, limit: number) {
  const rows = await marketsWithTotals(db)
    .orderBy('total_searches', 'desc')
    .orderBy('m.order')
    .orderBy('m.name')
    .limit(limit)
    .execute()
  return rows.map(toMarketSummary)
}
