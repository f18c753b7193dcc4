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
  })
  .meta({ id: 'HealthResponse' })
export type HealthResponse = z.infer<typeof HealthResponse>
