import { PopularSearchesResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolveCaller } from '../../shared/caller.ts'
import { markLiked } from '../../shared/mark-liked.ts'
import { popularSearches } from './popular-searches.ts'

/** Public reads of the searches table. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/searches/popular',
    {
      schema: {
        tags: ['search'],
        summary: 'Most-run searches for the home page',
        response: { 200: PopularSearchesResponse },
      },
    },
    async (request) => {
      const searches = await popularSearches(app.database.db, app.config.POPULAR_MIN_ASKERS)
      return { searches: await markLiked(app.database.db, await resolveCaller(request), searches) }
    },
  )
}
