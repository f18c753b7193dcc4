/**
 * Attempt limits for sign-in, sign-up, magic links, verification resends and password resets:
 * per client IP (AUTH_RATE_LIMIT_PER_15_MIN) and per email address
 * (AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN) in a fixed 15-minute window. Kept in memory: with
 * several instances each one counts on its own (documented in docs/auth.md).
 */
import { AUTH_MESSAGES } from '@pitchwise/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'

export const AUTH_WINDOW_MS = 15 * 60 * 1000

/** better-auth paths (after /api/auth) and Pitchwise paths that send mail or check a password. */
export const LIMITED_AUTH_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/magic-link',
  '/api/auth/request-password-reset',
  '/api/auth/send-verification-email',
  '/api/auth/reset-password',
  '/api/account/signup',
])

interface Bucket {
  count: number
  resetAt: number
}

export class AttemptLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    private readonly perIp: number,
    private readonly perEmail: number,
    private readonly windowMs = AUTH_WINDOW_MS,
  ) {}

  /** Counts one attempt; returns the seconds to wait when either limit is passed, else null. */
  hit(ip: string, email: string | undefined, now = Date.now()): number | null {
    const overIp = this.count(`ip:${ip}`, this.perIp, now)
    const overEmail = email ? this.count(`email:${email.trim().toLowerCase()}`, this.perEmail, now) : null
    const over = [overIp, overEmail].filter((value): value is number => value !== null)
    return over.length > 0 ? Math.ceil(Math.max(...over) / 1000) : null
  }

  /** Returns ms until reset when the limit is exceeded, else null. */
  private count(key: string, limit: number, now: number): number | null {
    let bucket = this.buckets.get(key)
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + this.windowMs }
      this.buckets.set(key, bucket)
      if (this.buckets.size > 100_000) this.sweep(now)
    }
    bucket.count++
    return bucket.count > limit ? bucket.resetAt - now : null
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key)
  }
}

/** A preHandler that counts the attempt (IP + body.email) and answers 429 with Retry-After. */
export function limitAttempts(limiter: AttemptLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { email?: unknown } | undefined
    const email = typeof body?.email === 'string' ? body.email : undefined
    const retryAfter = limiter.hit(request.ip, email)
    if (retryAfter !== null) {
      reply.header('Retry-After', String(retryAfter))
      throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts)
    }
  }
}
