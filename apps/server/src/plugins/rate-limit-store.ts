/**
 * Where request rate-limit counters live: in memory (one instance), or in Redis when REDIS_URL
 * is set so that several instances behind a load balancer share one budget per client.
 */
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'

export function rateLimitRedis(app: FastifyInstance, redisUrl: string | undefined): Redis | undefined {
  if (!redisUrl) return undefined
  const redis = new Redis(redisUrl, {
    // Fail fast: a slow or absent Redis must not stall requests (the limiter then skips, see skipOnError).
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  })
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'))
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  return redis
}
