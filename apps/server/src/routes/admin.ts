/**
 * The back office API: every domain's admin routes, registered under /api/admin. Each domain
 * owns its routes in its own feature folder; this file only lists them. (The billing feature
 * registers its crypto and manual-subscription admin routes itself, under the same prefix.) The guard from
 * shared/guards.ts refuses every /api/admin route to anyone but an administrator.
 */
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { analysesAdminRoutes } from '../features/analyses/admin-routes.ts'
import { paymentMethodsAdminRoutes } from '../features/billing/admin/payment-methods-admin-routes.ts'
import { pricingAdminRoutes } from '../features/billing/admin/pricing-admin-routes.ts'
import { feedbackAdminRoutes } from '../features/feedback/admin-routes.ts'
import { footballAdminRoutes } from '../features/football/admin-routes.ts'
import { sealAdminRoutes } from '../features/football/seal-admin-routes.ts'
import { marketsAdminRoutes } from '../features/markets/admin-routes.ts'
import { referralsAdminRoutes } from '../features/referrals/admin-routes.ts'
import { searchesAdminRoutes } from '../features/search/admin-routes.ts'
import { ADMIN_PREFIX } from '../shared/guards.ts'
import { auditRoutes } from './admin-audit.ts'

export const ADMIN_ROUTE_PLUGINS: FastifyPluginAsyncZod[] = [
  marketsAdminRoutes,
  searchesAdminRoutes,
  referralsAdminRoutes,
  analysesAdminRoutes,
  feedbackAdminRoutes,
  pricingAdminRoutes,
  paymentMethodsAdminRoutes,
  footballAdminRoutes,
  sealAdminRoutes,
  auditRoutes,
]

export async function adminPlugin(app: FastifyInstance): Promise<void> {
  for (const plugin of ADMIN_ROUTE_PLUGINS)
    await app.register(plugin as Parameters<typeof app.register>[0], { prefix: ADMIN_PREFIX })
}
