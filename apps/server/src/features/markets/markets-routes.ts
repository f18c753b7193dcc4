import {
  ErrorResponse,
  MarketDetailQuery,
  MarketDetailResponse,
  MarketIdParams,
  MarketsResponse,
  TopMarketsQuery,
  TopMarketsResponse,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolveCaller } from '../../shared/caller.ts'
import { markLiked } from '../../shared/mark-liked.ts'
import { getMarket } from './get-market.ts'
import { listMarkets, topMarkets } from './list-markets.ts'

/** Public market browsing: all markets, the top ones for the home page, one market paged. */
export const marketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/markets',
    {
      schema: {
        tags: ['markets'],
        summary: 'All markets in display order, each with its searches',
        response: { 200: MarketsResponse },
      },
    },
    async () => ({ markets: await listMarkets(app.database.db) }),
  )

  app.get(
    '/api/markets/top',
    {
      schema: {
        tags: ['markets'],
        summary: 'The markets with the most searches',
        querystring: TopMarketsQuery,
        response: { 200: TopMarketsResponse },
      },
    },
    async (request) => ({ markets: await topMarkets(app.database.db, request.query.limit) }),
  )

  app.get(
    '/api/markets/:id',
    {
      schema: {
        tags: ['markets'],
        summary: 'One market with a page of its searches',
        params: MarketIdParams,
        querystring: MarketDetailQuery,
        response: { 200: MarketDetailResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const market = await getMarket(app.database.db, request.params.id, request.query.page, request.query.pageSize)
      const items = await markLiked(app.database.db, await resolveCaller(request), market.searches.items)
      return { ...market, searches: { ...market.searches, items } }
    },
  )
}
