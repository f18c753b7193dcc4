import { z } from 'zod'

/**
 * GET /api/dev-outbox: whether this browser may read the development outbox (no SMTP server
 * configured, and a browser on the server's own machine), so "Check your email" can link to it.
 */
export const DevOutboxResponse = z
  .object({
    available: z.boolean(),
    /** The outbox page ('/dev/mail') when available, else null. */
    url: z.string().nullable(),
  })
  .meta({ id: 'DevOutboxResponse' })
export type DevOutboxResponse = z.infer<typeof DevOutboxResponse>
