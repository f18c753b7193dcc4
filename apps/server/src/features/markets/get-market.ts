import type { MarketDetailResponse } from '@pitchwise/contract'
import { NOT_FOUND_MESSAGES } from '@pitchwise/contract/text'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { isUuid } from '../../shared/ids.ts'
import { pageInfo, toSearchSummary } from '../../shared/present.ts'
import { marketsWithTotals, toMarketSummary } from './market-queries.ts'

export const MARKET_NOT_FOUND = NOT_FOUND_MESSAGES.market

/** One market and one page of its searches (most run, then most liked); 404 for unknown ids. */
export async function getMarket(
  db: Kysely<Database>,
  marketId: string,
  page: number,
  pageSize: number,
): Promise<MarketDetailResponse> {
  if (!isUuid(marketId)) throw notFound(MARKET_NOT_FOUND)
  const market = await marketsWithTotals(db).where('m.id', '=', marketId).executeTakeFirst()
  if (!market) throw notFound(MARKET_NOT_FOUND)
  const rows = await db
    .selectFrom('market_searches as ms')
    .innerJoin('searches as s', 's.id', 'ms.search_id')
    .select(['s.id', 's.query', 's.searches', 's.likes', 's.last_searched_at', 's.created_at'])
    .where('ms.market_id', '=', marketId)
    .orderBy('s.searches', 'desc')
    .orderBy('s.likes', 'desc')
    .orderBy('s.query')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
  const summary = toMarketSummary(market)
  return {
    market: summary,
    searches: { ...pageInfo(summary.searchCount, page, pageSize), items: rows.map(toSearchSummary) },
  }
}
