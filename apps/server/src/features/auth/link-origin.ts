/**
 * The origin of emailed links (docs/decisions/151-local-outbox-and-link-origins.md). A configured
 * PUBLIC_URL always wins. Without one, the link follows the origin the user is on only when that
 * origin is one of the server's own loopback origins (http://localhost:PORT, 127.0.0.1, [::1]) or
 * listed in AUTH_TRUSTED_ORIGINS: never an arbitrary Host or Origin header, or anyone could ask
 * for a password reset with `Host: evil.example` and have the victim's token mailed to that site.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'

/**
 * The origin of the request being handled. better-auth hands its mail callbacks no request when
 * an endpoint is called from our own routes (POST /api/account/signup), so the origin travels
 * with the request's async context instead (set by rememberRequestOrigin in auth-plugin.ts).
 */
const currentOrigin = new AsyncLocalStorage<string | null>()

export function rememberRequestOrigin(request: FastifyRequest, done: () => void): void {
  const origin = request.headers.origin
  const host = request.headers.host
  currentOrigin.run(origin && origin !== 'null' ? origin : host ? `${request.protocol}://${host}` : null, done)
}

type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'PORT' | 'AUTH_TRUSTED_ORIGINS' | 'isProduction'> & {
  publicUrlConfigured: boolean
}

export function allowedLinkOrigins(config: LinkConfig): Set<string> {
  const origins = new Set([
    config.PUBLIC_URL,
    `http://localhost:${config.PORT}`,
    `http://127.0.0.1:${config.PORT}`,
    `http://[::1]:${config.PORT}`,
  ])
  for (const origin of (config.AUTH_TRUSTED_ORIGINS ?? '').split(',')) {
    if (origin.trim()) origins.add(origin.trim().replace(/\/$/, ''))
  }
  return origins
}

/** The origin the request came from: its Origin header, else the protocol and Host it reached. */
export function requestOrigin(request: Request | undefined): string | null {
  if (!request) return null
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null') return origin
  const host = request.headers.get('host')
  const proto = request.headers.get('x-pitchwise-proto')
  return host && proto ? `${proto}://${host}` : null
}

export function linkOrigin(config: LinkConfig, request: Request | undefined): string {
  if (config.publicUrlConfigured) return config.PUBLIC_URL
  const candidate = requestOrigin(request) ?? currentOrigin.getStore() ?? null
  return candidate && allowedLinkOrigins(config).has(candidate) ? candidate : config.PUBLIC_URL
}
