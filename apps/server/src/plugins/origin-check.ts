/**
 * CSRF defence for cookie sessions. A browser attaches the session cookie to requests from
 * any page of the same site (another port, a sibling subdomain), so every state-changing
 * request that carries a cookie must name one of the app's own origins in Origin (or, when a
 * browser leaves that out, Referer). Requests without a cookie (bearer tokens, visitors) are
 * not CSRF-able and pass. Runs onRequest for every route, better-auth's included, before any
 * body is read. See docs/decisions/301-origin-check-and-token-storage.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { AppError } from '../errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route never reads the session cookie (a provider webhook authenticated by its
     * signature), so a cookie the browser happens to attach authorises nothing there and the
     * Origin check does not apply. Browsers send `Origin: null` on the sandbox TEST MODE page's
     * form post (helmet's no-referrer policy), which must still reach its signed webhook.
     */
    originCheck?: boolean
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused.'

/** The origins the app is served from: PUBLIC_URL, AUTH_TRUSTED_ORIGINS and, outside production, Vite's. */
export function appOrigins(config: Pick<Config, 'PUBLIC_URL' | 'AUTH_TRUSTED_ORIGINS' | 'isProduction'>): string[] {
  const extra = (config.AUTH_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const dev = config.isProduction ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173']
  return [...new Set([config.PUBLIC_URL, ...extra, ...dev].map(originOf).filter((o): o is string => o !== null))]
}

export function registerOriginCheck(app: FastifyInstance): void {
  const allowed = new Set(appOrigins(app.config))
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return
    if (request.routeOptions.config.originCheck === false) return
    const claimed = claimedOrigin(request)
    // The origin the browser reached us at is ours too: a page elsewhere cannot make a browser
    // send an Origin equal to this request's Host.
    const own = originOf(`${request.protocol}://${request.host}`)
    if (claimed && (allowed.has(claimed) || claimed === own)) return
    request.log.warn({ origin: claimed ?? null }, 'cross-origin cookie write refused')
    throw new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE)
  })
}

function claimedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin
  if (origin && origin !== 'null') return originOf(origin)
  if (origin === 'null') return null
  const referer = request.headers.referer
  return referer ? originOf(referer) : null
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}
