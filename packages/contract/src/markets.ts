import { z } from 'zod'
import { LIMITS } from './limits.ts'
import { PageInfo, pageQuery, SearchSummary } from './searches.ts'

/** A market (category of betting questions) with its search totals. */
export const MarketSummary = z
  .object({
    /** Market id (uuid). */
    id: z.string(),
    /** Display name, e.g. `Over/Under Goals`. */
    name: z.string(),
    /** One-line description, null when none. */
    description: z.string().nullable(),
    /** Display order (ascending). */
    order: z.number().int(),
    /** Number of searches in the market. */
    searchCount: z.number().int(),
    /** How many times the market's searches were run, summed. */
    totalSearches: z.number().int(),
  })
  .meta({ id: 'MarketSummary' })
export type MarketSummary = z.infer<typeof MarketSummary>

/** A market with all of its searches, most run first, then most liked. */
export const MarketWithSearches = MarketSummary.extend({
  /** The market's searches sorted by run count, then likes. */
  searches: z.array(SearchSummary),
}).meta({ id: 'MarketWithSearches' })
export type MarketWithSearches = z.infer<typeof MarketWithSearches>

/** GET /api/markets: every market in display order. */
export const MarketsResponse = z
  .object({
    /** Markets ordered by `order`, then name. */
    markets: z.array(MarketWithSearches),
  })
  .meta({ id: 'MarketsResponse' })
export type MarketsResponse = z.infer<typeof MarketsResponse>

/** GET /api/markets/top query string. */
export const TopMarketsQuery = z.object({
  /** How many markets (default LIMITS.homeTopMarkets, at most 20). */
  limit: z.coerce.number().int().min(1).max(20).default(LIMITS.homeTopMarkets),
})
export type TopMarketsQuery = z.infer<typeof TopMarketsQuery>

/** GET /api/markets/top: the markets whose searches ran most (ties: more searches, then display order). */
export const TopMarketsResponse = z
  .object({
    /** The top markets, best first. */
    markets: z.array(MarketSummary),
  })
  .meta({ id: 'TopMarketsResponse' })
export type TopMarketsResponse = z.infer<typeof TopMarketsResponse>

/** Path parameters of GET /api/markets/:id. */
export const MarketIdParams = z.object({
  /** Market id (uuid); anything else answers 404 'Market not found'. */
  id: z.string(),
})
export type MarketIdParams = z.infer<typeof MarketIdParams>

/** GET /api/markets/:id query string. */
export const MarketDetailQuery = pageQuery(LIMITS.marketSearchesPageSize)
export type MarketDetailQuery = z.infer<typeof MarketDetailQuery>

/** GET /api/markets/:id: the market and one page of its searches. */
export const MarketDetailResponse = z
  .object({
    /** The market. */
    market: MarketSummary,
    /** One page of its searches, most run first, then most liked. */
    searches: PageInfo.extend({
      /** The page's searches. */
      items: z.array(SearchSummary),
    }),
  })
  .meta({ id: 'MarketDetailResponse' })
export type MarketDetailResponse = z.infer<typeof MarketDetailResponse>
