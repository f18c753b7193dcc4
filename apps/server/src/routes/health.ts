import { HealthResponse, PingResponse } from '@pitchwise/contract'
import { assessFreshness } from '@pitchwise/engine/data/freshness'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import type { FootballService } from '../features/football/football-service.ts'
import { APP_VERSION } from '../lib/version.ts'

function footballHealth(football: FootballService | null): HealthResponse['football'] {
  const today = football?.today() ?? new Date().toISOString().slice(0, 10)
  if (!football)
    return {
      ready: false,
      matches: 0,
      lastResultDate: null,
      today,
      demoDate: null,
      freshness: 'empty',
      nextFixtureDate: null,
      competitions: [],
      sources: [],
      lastImport: null,
      nextImportAt: null,
    }
  const { ready, matches, lastResultDate, demoDate, dates } = football.status()
  const verdict = assessFreshness(dates, today)
  return {
    ready,
    matches,
    lastResultDate,
    today,
    demoDate,
    freshness: verdict.freshness,
    nextFixtureDate: verdict.nextFixtureDate,
    competitions: verdict.competitions,
    // Filled in by the data-status work (issue 28): configured sources and import runs.
    sources: [],
    lastImport: null,
    nextImportAt: null,
  }
}

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
      const body: HealthResponse = {
        status: ok ? 'ok' : 'degraded',
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
        database: { driver: app.database.kind, ok, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
        football: footballHealth(app.football),
      }
      return reply
        .status(ok ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(body)
    },
  )
}
