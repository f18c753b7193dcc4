/**
 * Prometheus metrics at GET /metrics: request rate and latency per route pattern, analyze
 * outcomes and credits spent (lib/metrics.ts), the last import and fit times, how current the
 * football data is (data-status.ts), and the database pool. Served only to loopback callers, or to anyone presenting METRICS_TOKEN as a bearer
 * token, because it reveals traffic and the data's state.
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { Gauge } from 'prom-client'
import { AppError } from '../errors.ts'
import { footballHealth, latestImport } from '../features/football/data-status.ts'
import { httpDuration, httpRequests, registry } from '../lib/metrics.ts'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const started = new WeakMap<FastifyRequest, bigint>()
/** Headers a proxy adds to name the client it forwards for (Node lower-cases header names). */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'via',
  'x-client-ip',
  'x-cluster-client-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'fastly-client-ip',
]

export function registerMetrics(app: FastifyInstance): void {
  gaugesOnce ??= dataGauges()
  const gauges = gaugesOnce
  app.addHook('onRequest', async (request) => {
    started.set(request, process.hrtime.bigint())
  })
  app.addHook('onResponse', async (request, reply) => {
    const begin = started.get(request)
    const route = routeLabel(request.routeOptions.url)
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) })
    if (begin !== undefined) {
      httpDuration.observe({ method: request.method, route }, Number(process.hrtime.bigint() - begin) / 1e9)
    }
  })

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics',
        description:
          'Request rates and latencies per route, analyze outcomes, credits spent, import and fit times, football data freshness, database pool; text exposition format. Loopback callers only, or `Authorization: Bearer METRICS_TOKEN`.',
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      if (!mayRead(request, app.config.METRICS_TOKEN)) {
        throw new AppError('FORBIDDEN', 'Metrics are served to loopback callers or with METRICS_TOKEN.')
      }
      await gauges.refresh(app)
      reply.header('Cache-Control', 'no-store').type(registry.contentType)
      return registry.metrics()
    },
  )
}

/**
 * Route patterns, never raw URLs: label values stay few whatever clients send. The built web
 * app's hashed files are one route each (@fastify/static registers every file), and their names
 * change with every deploy, so they share one label instead of adding series per build.
 */
function routeLabel(url: string | undefined): string {
  if (url === undefined) return 'unmatched'
  return url.startsWith('/assets/') ? '/assets/*' : url
}

function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization
  if (token && header?.startsWith('Bearer ')) {
    const given = Buffer.from(header.slice(7))
    const expected = Buffer.from(token)
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true
  }
  // The socket's address, not request.ip: behind a proxy every request would look local. So a
  // loopback socket counts as local only when no header says a proxy forwarded the request
  // (issue 30: nginx's common `X-Real-IP`, RFC 7239 `Forwarded`, `Via`, CDNs' client headers).
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !PROXY_HEADERS.some((name) => name in request.headers)
}

// Created once per process: the registry is process-wide and several apps may share a process.
let gaugesOnce: ReturnType<typeof dataGauges> | undefined

const FRESHNESS_STATES = ['fresh', 'stale', 'empty'] as const

/**
 * Gauges read at scrape time from the football service, data_imports and the pool. The
 * freshness gauges are the verdict /api/health gives (data-status.ts), taken at the scrape, so
 * an alert on `pitchwise_football_freshness{state="stale"} == 1` fires at midnight without a refit.
 */
function dataGauges() {
  const fit = new Gauge({
    name: 'pitchwise_model_fit_seconds',
    help: 'Duration of the last model fit',
    registers: [registry],
  })
  const matches = new Gauge({
    name: 'pitchwise_football_matches',
    help: 'Matches the model was fitted on',
    registers: [registry],
  })
  const importSeconds = new Gauge({
    name: 'pitchwise_data_import_seconds',
    help: 'Duration of the last finished data import (any instance)',
    registers: [registry],
  })
  const importAge = new Gauge({
    name: 'pitchwise_data_import_age_seconds',
    help: 'Seconds since the last finished data import',
    registers: [registry],
  })
  const pool = new Gauge({
    name: 'pitchwise_db_pool_connections',
    help: 'Database pool connections by state (PGlite: one connection)',
    labelNames: ['state'] as const,
    registers: [registry],
  })
  const freshness = new Gauge({
    name: 'pitchwise_football_freshness',
    help: 'The football data verdict on the served day: 1 for the current state (fresh, stale or empty), 0 for the others',
    labelNames: ['state'] as const,
    registers: [registry],
  })
  const ageDays = new Gauge({
    name: 'pitchwise_football_data_age_days',
    help: 'Days from the newest result to the served day, per current competition',
    labelNames: ['competition'] as const,
    registers: [registry],
  })
  const lastImportAt = new Gauge({
    name: 'pitchwise_football_last_import_timestamp_seconds',
    help: 'When the newest import run (any instance) finished, Unix seconds',
    registers: [registry],
  })
  const lastImportSuccess = new Gauge({
    name: 'pitchwise_football_last_import_success',
    help: 'Whether the newest import run (any instance) succeeded: 1, or 0 when it failed',
    registers: [registry],
  })
  return {
    async refresh(app: FastifyInstance) {
      const football = footballHealth(app.football, await latestImport(app.database.db))
      for (const state of FRESHNESS_STATES) freshness.set({ state }, football.freshness === state ? 1 : 0)
      // Reset first: a competition that left the data must not keep its last age.
      ageDays.reset()
      for (const c of football.competitions) if (c.ageDays !== null) ageDays.set({ competition: c.code }, c.ageDays)
      lastImportAt.reset()
      lastImportSuccess.reset()
      if (football.lastImport) {
        lastImportAt.set(Date.parse(football.lastImport.at) / 1000)
        lastImportSuccess.set(football.lastImport.error === null ? 1 : 0)
      }
      const status = app.football?.status()
      if (status?.fitMs != null) fit.set(status.fitMs / 1000)
      if (status) matches.set(status.matches)
      const { rows } = await sql<{ seconds: number | null; age: number | null }>`
        select extract(epoch from (finished_at - started_at))::float8 as seconds,
               extract(epoch from (now() - finished_at))::float8 as age
        from data_imports where finished_at is not null and error is null
        order by finished_at desc limit 1`.execute(app.database.db)
      if (rows[0]?.seconds != null) importSeconds.set(Number(rows[0].seconds))
      if (rows[0]?.age != null) importAge.set(Number(rows[0].age))
      const stats = app.database.poolStats?.() ?? { total: 1, idle: 1, waiting: 0 }
      pool.set({ state: 'total' }, stats.total)
      pool.set({ state: 'idle' }, stats.idle)
      pool.set({ state: 'waiting' }, stats.waiting)
    },
  }
}
