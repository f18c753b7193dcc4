import { z } from 'zod'

/** How current the football data is for answering questions about today and the coming days. */
export const Freshness = z.enum(['fresh', 'stale', 'empty'])
export type Freshness = z.infer<typeof Freshness>

export const CompetitionFreshness = z.object({
  /** openfootball code, e.g. en.1. */
  code: z.string(),
  name: z.string(),
  /** Newest result, YYYY-MM-DD. */
  lastResultDate: z.string().nullable(),
  /** Newest scheduled fixture in the data, YYYY-MM-DD. */
  lastFixtureDate: z.string().nullable(),
  /** First scheduled fixture dated today or later. */
  nextFixtureDate: z.string().nullable(),
  /** Whole days from the newest result to today; null without results. */
  ageDays: z.number().int().nullable(),
  freshness: Freshness,
})
export type CompetitionFreshness = z.infer<typeof CompetitionFreshness>

/**
 * A configured football data source. `live`: fetched over the network on the schedule
 * (openfootball over HTTPS, football-data.org); otherwise a folder snapshot.
 */
export const DataSource = z.object({ name: z.string(), live: z.boolean() })
export type DataSource = z.infer<typeof DataSource>

/** A finished import run, as health shows the newest one. */
export const LastImport = z.object({
  /** When it finished (ISO instant). */
  at: z.string(),
  source: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  /** Why it failed; the data from before it keeps serving. */
  error: z.string().nullable(),
})
export type LastImport = z.infer<typeof LastImport>

/** The football model and its data: ready once data is imported and the first fit is done. */
export const FootballHealth = z
  .object({
    ready: z.boolean(),
    /** Matches (played and scheduled) the model knows. */
    matches: z.number().int(),
    /** Date of the newest result, YYYY-MM-DD. */
    lastResultDate: z.string().nullable(),
    /** The day the server treats as today, YYYY-MM-DD: DEMO_DATE when set, else the server's date. */
    today: z.string(),
    /** DEMO_DATE when the server runs as of a fixed day of the data, else null. */
    demoDate: z.string().nullable(),
    /** The overall verdict: `empty` (no matches), `stale` (no current data) or `fresh`. */
    freshness: Freshness,
    /** First scheduled fixture dated today or later, YYYY-MM-DD, or null when the data has none. */
    nextFixtureDate: z.string().nullable(),
    /** Per competition the data holds a current season of. */
    competitions: z.array(CompetitionFreshness),
    /** The configured sources, in import order. */
    sources: z.array(DataSource),
    /** The newest import run this instance knows of (also another instance's), or null. */
    lastImport: LastImport.nullable(),
    /** When the next scheduled import runs (ISO instant), or null when the schedule is off. */
    nextImportAt: z.string().nullable(),
  })
  .meta({ id: 'FootballHealth' })
export type FootballHealth = z.infer<typeof FootballHealth>

/** GET /api/health: liveness plus a database round trip, for load balancers and operators. */
export const HealthResponse = z
  .object({
    /** `ok` when the database answered, `degraded` otherwise (status 503). */
    status: z.enum(['ok', 'degraded']),
    /** Application version from package.json. */
    version: z.string(),
    /** Seconds since the process started. */
    uptimeSeconds: z.number(),
    database: z.object({
      /** Which driver is in use. */
      driver: z.enum(['pglite', 'postgres']),
      ok: z.boolean(),
      /** Round-trip time of `select 1` in milliseconds. */
      latencyMs: z.number(),
    }),
    /** The football model: ready once data is imported and the first fit is done. */
    football: FootballHealth,
  })
  .meta({ id: 'HealthResponse' })
export type HealthResponse = z.infer<typeof HealthResponse>

/** GET /api/ping: process liveness only. */
export const PingResponse = z.object({ pong: z.literal(true) }).meta({ id: 'PingResponse' })
export type PingResponse = z.infer<typeof PingResponse>
