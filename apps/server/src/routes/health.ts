import { HealthResponse, type LastImport, PingResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { footballHealth, latestImport } from '../features/football/data-status.ts'
import { APP_VERSION } from '../lib/version.ts'

/** Liveness plus a database round trip: 200 when healthy, 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The cheapest JSON route: the benchmark's baseline for what the framework alone costs.
  app.get(
    '/api/ping',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness without touching the database',
        response: { 200: PingResponse },
      },
    },
    async () => ({ pong: true as const }),
  )

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
      const latencyMs = Math.round((performance.now() - started) * 100) / 100
      // The one query beyond the round trip: the newest import run of any instance (a failed
      // one too: its error is what an operator must see while the old data keeps serving).
      let stored: LastImport | null = null
      if (ok && app.football) stored = await latestImport(app.database.db).catch(() => null)
      const body: HealthResponse = {
        status: ok ? 'ok' : 'degraded',
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
        database: { driver: app.database.kind, ok, latencyMs },
        football: footballHealth(app.football, stored),
      }
      return reply
        .status(ok ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(body)
    },
  )
}
