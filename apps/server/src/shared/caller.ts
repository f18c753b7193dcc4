/**
 * Who is calling: a signed-in user (bearer token or session cookie) or an anonymous visitor
 * (X-Visitor-ID + X-Session-ID headers). Every route that depends on identity resolves it
 * through resolveCaller(); guards (signed-in, admin) are in guards.ts.
 *
 * Features import the types and the function and never parse tokens or headers themselves.
 * The session itself is looked up through app.lookUpSession, which the auth feature provides
 * (features/auth/auth-plugin.ts): shared code depends on that port, never on the auth feature.
 */
import { SESSION_ID_PATTERN, VISITOR_ID_PATTERN } from '@pitchwise/contract'
import type { FastifyRequest } from 'fastify'

export interface SignedInCaller {
  kind: 'user'
  user: {
    id: string
    email: string
    emailVerified: boolean
    /** Verified email at ADMIN_EMAIL_DOMAIN, or the explicit admin role. */
    isAdmin: boolean
  }
  ip: string
}

export interface AnonymousCaller {
  kind: 'visitor'
  /** X-Visitor-ID: the fingerprint-derived cookie value; null when the header is missing or malformed. */
  visitorId: string | null
  /** X-Session-ID: per-tab session id. */
  sessionId: string | null
  ip: string
}

export type Caller = SignedInCaller | AnonymousCaller

export type ResolveCaller = (request: FastifyRequest) => Promise<Caller>

/** The user of a valid session, as the auth library stores it. */
export interface SessionUser {
  id: string
  email: string
  emailVerified: boolean
  role?: string | null
  banned?: boolean | null
  banExpires?: Date | string | null
}

/** Finds the session of a request's bearer token or cookie; null when there is none or it is invalid. */
export type SessionLookup = (headers: Headers) => Promise<{ user: SessionUser } | null>

declare module 'fastify' {
  interface FastifyInstance {
    /** Provided by the auth feature (auth-plugin.ts) before any route runs. */
    lookUpSession: SessionLookup
  }
}

/** A banned user, unless the ban has an expiry that has passed. */
export function isBanned(user: { banned?: boolean | null; banExpires?: Date | string | null }): boolean {
  if (!user.banned) return false
  return !user.banExpires || new Date(user.banExpires).getTime() > Date.now()
}

/** Fastify's request headers as Fetch Headers, for better-auth. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(key, item)
    else headers.set(key, String(value))
  }
  return headers
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The admin rule: an explicit admin role, or a verified email at ADMIN_EMAIL_DOMAIN. */
export function isAdminUser(
  user: { email: string; emailVerified: boolean; role?: string | null },
  adminEmailDomain: string | undefined,
): boolean {
  if (user.role === 'admin') return true
  if (!adminEmailDomain || !user.emailVerified) return false
  return user.email.toLowerCase().endsWith(`@${adminEmailDomain.toLowerCase().replace(/^@/, '')}`)
}

const resolved = new WeakMap<FastifyRequest, Promise<Caller>>()

/**
 * Who is calling. A valid bearer token or session cookie makes a signed-in user (the session's
 * expiry slides forward on use, see SESSION_REFRESH_HOURS); anything else, including an
 * expired or forged token, is an anonymous visitor identified by X-Visitor-ID / X-Session-ID
 * (ignored unless well-formed). Memoised per request, so guards and handlers share one lookup.
 */
export const resolveCaller: ResolveCaller = (request) => {
  let pending = resolved.get(request)
  if (!pending) {
    pending = lookUpCaller(request)
    resolved.set(request, pending)
  }
  return pending
}

async function lookUpCaller(request: FastifyRequest): Promise<Caller> {
  const ip = request.ip
  const hasCredentials = Boolean(request.headers.authorization || request.headers.cookie)
  if (hasCredentials) {
    const session = await request.server.lookUpSession(toFetchHeaders(request)).catch((error) => {
      request.log.warn({ err: error }, 'session lookup failed')
      return null
    })
    if (session && !isBanned(session.user)) {
      const { user } = session
      return {
        kind: 'user',
        user: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          isAdmin: isAdminUser(user, request.server.config.ADMIN_EMAIL_DOMAIN),
        },
        ip,
      }
    }
  }
  const visitorId = header(request, 'x-visitor-id')?.trim()
  const sessionId = header(request, 'x-session-id')?.trim()
  return {
    kind: 'visitor',
    visitorId: visitorId && VISITOR_ID_PATTERN.test(visitorId) ? visitorId : null,
    sessionId: sessionId && SESSION_ID_PATTERN.test(sessionId) ? sessionId : null,
    ip,
  }
}
