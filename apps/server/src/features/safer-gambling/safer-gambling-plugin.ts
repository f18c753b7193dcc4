/**
 * The account's safer gambling tools that are not billing's: time-outs and self-exclusions
 * (decision 312) and reality checks (decision 313). Spending limits are billing's (decision 311).
 */
import type { FastifyInstance } from 'fastify'
import { breakRoutes } from './break-routes.ts'
import { realityCheckRoutes } from './reality-check-routes.ts'

export async function saferGamblingPlugin(app: FastifyInstance): Promise<void> {
  await app.register(breakRoutes)
  await app.register(realityCheckRoutes)
}
