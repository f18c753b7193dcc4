/**
 * Route guards, the only ones: `requireSignedIn` (in a handler, with the screen's own 401 text),
 * `requireUser` and `requireAdmin` (Fastify onRequest hooks). `guardAdminRoutes` puts
 * requireAdmin in front of EVERY route whose path starts with /api/admin, wherever it is
 * registered, so no admin route can be added without the check.
 */
import { SIGN_IN_MESSAGES } from '@pitchwise/contract/text'
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify'
import { forbidden, unauthorized } from '../errors.ts'
import { resolveCaller, type SignedInCaller } from './caller.ts'

export const SIGN_IN_REQUIRED = SIGN_IN_MESSAGES.generic

/**
 * The signed-in caller, or 401. `message` is the screen's own text (e.g. 'Must be logged in to
 * like searches'), which the web app shows as is; the default is the generic one.
 */
export async function requireSignedIn(
  request: FastifyRequest,
  message: string = SIGN_IN_REQUIRED,
): Promise<SignedInCaller> {
  const caller = await resolveCaller(request)
  if (caller.kind !== 'user') throw unauthorized(message)
  return caller
}

/** 401 unless the caller is signed in (onRequest hook). */
export const requireUser: onRequestHookHandler = async (request) => {
  await requireSignedIn(request)
}

/** 401 for anonymous callers, 403 for signed-in users who are not administrators. */
export const requireAdmin: onRequestHookHandler = async (request) => {
  const caller = await requireSignedIn(request)
  if (!caller.user.isAdmin) throw forbidden('Administrator access required')
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
