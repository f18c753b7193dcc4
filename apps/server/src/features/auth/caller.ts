/**
 * Who is calling: a signed-in user (bearer token or session cookie) or an anonymous visitor
 * (X-Visitor-ID + X-Session-ID headers). Every route that depends on identity resolves it
 * through resolveCaller(); admin checks go through requireAdmin (see require.ts).
 *
 * INTERFACE FIRST: the accounts work implements resolveCaller; other features import the
 * types and the function and never parse tokens or headers themselves.
 */
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
