/**
 * Attempt limits for sign-in, sign-up, magic links, verification resends and password resets:
 * per client IP (AUTH_RATE_LIMIT_PER_15_MIN) and per email address
 * (AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN) in a fixed 15-minute window. Counted in Redis when
 * REDIS_URL is set, so several instances share one budget (issue 30), else in this process
 * (attempt-counters.ts).
 */
import { AUTH_MESSAGES } from '@pitchwise/contract'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'

export const AUTH_WINDOW_MS = 15 * 60 * 1000

/**
 * better-auth endpoints that check a password or send mail, as the library names them after
 * routing (its endpoint path, without /api/auth). The limit is applied inside the library's
 * own before-hook, keyed on this matched path, so no spelling of a URL (dot segments, double
 * slashes, encoded characters, letter case, a trailing slash) reaches one uncounted.
 */
export const LIMITED_AUTH_ENDPOINTS = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/sign-in/magic-link',
  '/request-password-reset',
  '/forget-password',
  '/send-verification-email',
  '/reset-password',
])

/** Counts attempts under a key in fixed windows: in this process, or shared (attempt-counters.ts). */
export interface AttemptCounter {
  /** Counts one attempt; returns the ms until the window resets when `limit` is passed, else null. */
  count(key: string, limit: number, windowMs: number, now: number): Promise<number | null>
}

export class AttemptLimiter {
  constructor(
    private readonly perIp: number,
    private readonly perEmail: number,
    private readonly counter: AttemptCounter,
    private readonly windowMs = AUTH_WINDOW_MS,
  ) {}

  /** Counts one attempt; returns the seconds to wait when either limit is passed, else null. */
  async hit(ip: string, email: string | undefined, now = Date.now()): Promise<number | null> {
    const [overIp, overEmail] = await Promise.all([
      this.counter.count(`ip:${ip}`, this.perIp, this.windowMs, now),
      email ? this.counter.count(`email:${email.trim().toLowerCase()}`, this.perEmail, this.windowMs, now) : null,
    ])
    const over = [overIp, overEmail].filter((value): value is number => value !== null)
    return over.length > 0 ? Math.ceil(Math.max(...over) / 1000) : null
  }
}

/** A preHandler (for Fastify-routed attempts such as /api/account/signup) that counts IP + body.email. */
export function limitAttempts(limiter: AttemptLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { email?: unknown } | undefined
    const email = typeof body?.email === 'string' ? body.email : undefined
    const retryAfter = await limiter.hit(request.ip, email)
    if (retryAfter !== null) {
      reply.header('Retry-After', String(retryAfter))
      throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts)
    }
  }
}

/**
 * The same count for better-auth's endpoints, run in its before-hook with the endpoint it
 * routed to. `ip` is the bridge's x-pitchwise-client-ip (request.ip, TRUST_PROXY-aware).
 */
export function authEndpointAttemptGuard(limiter: AttemptLimiter) {
  return createAuthMiddleware(async (ctx) => {
    // Only HTTP requests the library routed: our own server-side calls (auth.api.* from
    // /api/account/signup) carry no request and were counted by that route already.
    if (!ctx.request || !ctx.path || !LIMITED_AUTH_ENDPOINTS.has(ctx.path)) return
    const ip = ctx.headers?.get('x-pitchwise-client-ip') ?? 'unknown'
    const body = ctx.body as { email?: unknown } | undefined
    const email = typeof body?.email === 'string' ? body.email : undefined
    const retryAfter = await limiter.hit(ip, email)
    if (retryAfter !== null) {
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { message: AUTH_MESSAGES.tooManyAttempts },
        { 'Retry-After': String(retryAfter) },
      )
    }
  })
}
