/**
 * Where sign-in attempt counts live (auth-rate-limit.ts). In this process by default; in Redis
 * when REDIS_URL is set, so that N instances behind a load balancer allow the limit once, not N
 * times (issue 30). A Redis that does not answer falls back to this process's own count: the limit
 * then holds per instance, never not at all.
 */
import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { AttemptCounter } from './auth-rate-limit.ts'

interface Bucket {
  count: number
  resetAt: number
}

export class MemoryAttemptCounter implements AttemptCounter {
  private readonly buckets = new Map<string, Bucket>()

  async count(key: string, limit: number, windowMs: number, now: number): Promise<number | null> {
    let bucket = this.buckets.get(key)
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + windowMs }
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

export class RedisAttemptCounter implements AttemptCounter {
  private readonly fallback = new MemoryAttemptCounter()

  constructor(
    private readonly redis: Redis,
    /** REDIS_KEY_PREFIX: several deployments (or test runs) may share one Redis. */
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async count(key: string, limit: number, windowMs: number, now: number): Promise<number | null> {
    // The key names no address in clear: an e-mail (or IP) is only its digest in Redis.
    const redisKey = `${this.prefix}-auth:${createHash('sha256').update(key).digest('hex')}`
    try {
      // One round trip, atomic: start the window on the first attempt, count, read what is left.
      const replies = await this.redis
        .multi()
        .set(redisKey, '0', 'PX', windowMs, 'NX')
        .incr(redisKey)
        .pttl(redisKey)
        .exec()
      const failed = replies?.find(([error]) => error)
      if (!replies || failed) throw failed?.[0] ?? new Error('Redis answered no transaction result')
      const count = Number(replies[1]?.[1])
      const ttl = Number(replies[2]?.[1])
      return count > limit ? Math.max(ttl, 1000) : null
    } catch (error) {
      this.log.warn({ err: error }, 'sign-in attempt counter (Redis) unavailable: counting in this instance')
      return this.fallback.count(key, limit, windowMs, now)
    }
  }
}
