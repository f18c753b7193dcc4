/** GET /api/track-record: the public, free track record of sealed predictions and the replay (issue 33). */
import { TrackRecordQuery, TrackRecordResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { filtersOf, ReplayRowsCache, trackRecord, trackRecordVersion } from './track-record.ts'
import { TrackRecordCache } from './track-record-cache.ts'

export const trackRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new TrackRecordCache()
  const replayRows = new ReplayRowsCache()
  app.get(
    '/api/track-record',
    {
      schema: {
        tags: ['track record'],
        summary:
          'Counts, scores against base rates and market prices, calibration, hit rates by band and profit of every sealed prediction, filtered by market, league, period and band; the replay apart; the chain head and digests',
        querystring: TrackRecordQuery,
        response: { 200: TrackRecordResponse },
      },
    },
    async (request) => {
      const filters = filtersOf(request.query)
      const key = JSON.stringify(filters)
      const version = await trackRecordVersion(app.database.db)
      const cached = cache.get(version, key)
      if (cached) return cached
      const answer = await trackRecord(app.database.db, filters, replayRows)
      cache.set(version, key, answer)
      return answer
    },
  )
}
