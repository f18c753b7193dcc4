import { HealthResponse } from '@pitchwise/contract'
import { sql } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { APP_VERSION } from '../lib/version.ts'

/** Liveness plus a database round trip: 200 when healthy, 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        summary: 'Service and database health',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const started = performance.now()
      let ok = true
      try {
        await sql`select 1`.execute(app.database.db)
      } catch (error) {
        ok = false
        app.log.error({ err: error }, 'health check: database did not answer')
      }
      const body: HealthResponse = {
        status: ok ? 'ok' : 'degraded',
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
        database: { driver: app.database.kind, ok, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
      }
      return reply.status(ok ? 200 : 503).header('Cache-Control', 'no-store').send(body)
    },
  )
}
