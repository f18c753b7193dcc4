/**
 * Accounts in one registration: better-auth (app.auth), the session lookup every caller
 * resolution uses (app.lookUpSession, shared/caller.ts), the /api/admin guard (before any admin
 * route exists) and the auth routes. Needs app.mailer (features/mail) and app.events. Not
 * encapsulated, so app.auth and the admin guard apply to the whole app.
 */
import type { FastifyInstance } from 'fastify'
import { guardAdminRoutes } from '../../shared/guards.ts'
import { MemoryAttemptCounter, RedisAttemptCounter } from './attempt-counters.ts'
import { type Auth, createAuth } from './auth.ts'
import { AttemptLimiter } from './auth-rate-limit.ts'
import { authRoutes } from './auth-routes.ts'
import { rememberRequestOrigin } from './link-origin.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance (auth.ts). */
    auth: Auth
    /** Attempt limits shared by better-auth's endpoints and /api/account/signup. */
    authAttempts: AttemptLimiter
  }
}

export async function authPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app
  // Emailed links may follow the origin the user is on (link-origin.ts): remember it per request.
  app.addHook('onRequest', (request, _reply, done) => rememberRequestOrigin(request, done))
  // Shared through the rate limits' Redis when REDIS_URL is set: one budget across instances.
  const counter = app.limitsRedis
    ? new RedisAttemptCounter(app.limitsRedis, config.REDIS_KEY_PREFIX, app.log)
    : new MemoryAttemptCounter()
  const attempts = new AttemptLimiter(
    config.AUTH_RATE_LIMIT_PER_15_MIN,
    config.AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN,
    counter,
  )
  app.decorate('authAttempts', attempts)
  const auth = createAuth({
    config,
    db: app.database.db,
    mailer: app.mailer,
    log: app.log,
    events: app.events,
    attempts,
  })
  app.decorate('auth', auth)
  app.decorate('lookUpSession', (headers: Headers) => auth.api.getSession({ headers }))
  guardAdminRoutes(app)
  await app.register(authRoutes)
}
// Like fastify-plugin: decorations and hooks belong to the parent (root) instance.
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true })
