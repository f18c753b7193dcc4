/**
 * Where request rate-limit counters live: in memory (one instance), or in Redis when REDIS_URL
 * is set so that several instances behind a load balancer share one budget per client.
 */
import { once } from 'node:events'
import { setTimeout as delay } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'

const CONNECT_TIMEOUT_MS = 1000

export function rateLimitRedis(app: FastifyInstance, redisUrl: string | undefined): Redis | undefined {
  if (!redisUrl) return undefined
  const redis = new Redis(redisUrl, {
    // Fail fast: a slow or absent Redis must not stall requests (the limiter then skips, see skipOnError).
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  })
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'))
  // Without an offline queue, a request that arrives before the connection is up is not counted
  // (the limiter skips on error). So the instance starts serving once the shared store is ready,
  // or after the connect timeout if Redis is down (then it serves, unlimited, and logs why).
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return
    const ready = await Promise.race([
      once(redis, 'ready').then(
        () => true,
        () => false,
      ),
      delay(CONNECT_TIMEOUT_MS).then(() => false),
    ])
    if (!ready) app.log.warn('rate-limit store (Redis) not ready at start-up: limits are skipped until it is')
  })
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  return redis
}
