/** GET /api/track-record: the public, free track record of sealed predictions (issue 33). */
import { TrackRecordResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { trackRecord } from './track-record.ts'

export const trackRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/track-record',
    {
      schema: {
        tags: ['track record'],
        summary: 'Counts and scores of every sealed prediction, live apart from any replay, and the chain head',
        response: { 200: TrackRecordResponse },
      },
    },
    async () => trackRecord(app.database.db),
  )
}
