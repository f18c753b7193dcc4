import { z } from 'zod'

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
    football: z.object({
      ready: z.boolean(),
      /** Matches (played and scheduled) the model knows. */
      matches: z.number().int(),
      /** Date of the newest result, YYYY-MM-DD. */
      lastResultDate: z.string().nullable(),
    }),
  })
  .meta({ id: 'HealthResponse' })
export type HealthResponse = z.infer<typeof HealthResponse>

/** GET /api/ping: process liveness only. */
export const PingResponse = z.object({ pong: z.literal(true) }).meta({ id: 'PingResponse' })
export type PingResponse = z.infer<typeof PingResponse>
