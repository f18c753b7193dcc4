/**
 * Route guards. `requireUser` and `requireAdmin` are Fastify hooks (onRequest/preHandler);
 * `guardAdminRoutes` puts requireAdmin in front of EVERY route whose path starts with
 * /api/admin, wherever it is registered, so no admin route can be added without the check.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify'
import { forbidden, unauthorized } from '../../errors.ts'
import { resolveCaller, type SignedInCaller } from './caller.ts'

/** 401 unless the caller is signed in. */
export const requireUser: onRequestHookHandler = async (request) => {
  await getSignedInCaller(request)
}

/** 401 for anonymous callers, 403 for signed-in users who are not administrators. */
export const requireAdmin: onRequestHookHandler = async (request) => {
  const caller = await getSignedInCaller(request)
  if (!caller.user.isAdmin) throw forbidden('Administrator access required')
}

/** The signed-in caller, or a 401 AppError. For handlers behind requireUser. */
export async function getSignedInCaller(request: FastifyRequest): Promise<SignedInCaller> {
  const caller = await resolveCaller(request)
  if (caller.kind !== 'user') throw unauthorized('Please sign in to continue')
  return caller
}

export const ADMIN_PREFIX = '/api/admin'

export function isAdminPath(url: string): boolean {
  return url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`)
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered /api/admin route (method + url), for the authorization test and docs. */
    adminRoutes: Array<{ method: string; url: string }>
  }
}

/**
 * Must be registered on the root instance before any admin route: an onRoute hook that
 * prepends requireAdmin to the onRequest hooks of every /api/admin route.
 */
export function guardAdminRoutes(app: FastifyInstance): void {
  app.decorate('adminRoutes', [])
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isAdminPath(route.url)) return
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : []
    route.onRequest = [requireAdmin, ...existing]
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url })
  })
}

/**
 * Registers a plugin of admin routes under /api/admin (its paths are relative, e.g. '/markets').
 * The guard applies anyway; this only fixes the prefix in one place.
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  plugin: Parameters<FastifyInstance['register']>[0],
): Promise<void> {
  await app.register(plugin, { prefix: ADMIN_PREFIX })
}
