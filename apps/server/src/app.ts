/**
 * Builds the Fastify application. Order matters and each step says why:
 * 1. external plugins (security headers, cookies, rate limits, OpenAPI),
 * 2. the error handler, so every later failure answers `{ error, code }`,
 * 3. feature routes under /api,
 * 4. in production, the built web app with its SPA fallback.
 * server.ts is the only file that listens on a port; tests call buildApp() and app.inject().
 */
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/database.ts'
import { analysesRoutes } from './features/analyses/analyses-routes.ts'
import { authPlugin } from './features/auth/auth-plugin.ts'
import { billingPlugin } from './features/billing/billing-plugin.ts'
import { creditsPlugin } from './features/credits/credits-routes.ts'
import { feedbackRoutes } from './features/feedback/feedback-routes.ts'
import { browseRoutes } from './features/football/browse-routes.ts'
import type { FootballService } from './features/football/football-service.ts'
import { seoRoutes } from './features/football/seo-routes.ts'
import { historyRoutes } from './features/history/history-routes.ts'
import { likesRoutes } from './features/likes/likes-routes.ts'
import { mailPlugin } from './features/mail/mail-plugin.ts'
import { marketsRoutes } from './features/markets/markets-routes.ts'
import { referralsRoutes } from './features/referrals/referrals-routes.ts'
import { saferGamblingPlugin } from './features/safer-gambling/safer-gambling-plugin.ts'
import { analyzeRoutes } from './features/search/analyze-routes.ts'
import { searchRoutes } from './features/search/search-routes.ts'
import { trackRecordRoutes } from './features/track-record/track-record-routes.ts'
import { APP_VERSION } from './lib/version.ts'
import { registerBodyDepthLimit } from './plugins/body-depth.ts'
import { registerErrorHandler } from './plugins/error-handler.ts'
import { registerMetrics } from './plugins/metrics.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { registerOriginCheck } from './plugins/origin-check.ts'
import { rateLimitRedis } from './plugins/rate-limit-store.ts'
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { registerSpaFallback } from './plugins/spa-fallback.ts'
import { registerStaticWeb } from './plugins/static-web.ts'
import { clientErrorHandler, frameworkErrors } from './plugins/unreadable-requests.ts'
import { registerUnstorableTextGuard } from './plugins/unstorable-text.ts'
import { adminPlugin } from './routes/admin.ts'
import { healthRoutes } from './routes/health.ts'
import { createEventBus } from './shared/events.ts'

/** A route as registered, with its own rate limit when it declares one (false = not limited). */
export interface RegisteredRoute {
  method: string
  url: string
  rateLimit?: false | { max?: number }
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: DatabaseHandle
    /** Null until a football service is plugged in (some tests run without data). */
    football: FootballService | null
    /** The shared store of request and sign-in attempt limits (REDIS_URL), null when unset. */
    limitsRedis: Redis | null
    /** Every route as registered: what the OpenAPI coverage and rate-limit tests and operators inspect. */
    registeredRoutes: RegisteredRoute[]
  }
}

export interface AppDependencies {
  config: Config
  database: DatabaseHandle
  /** Imports data, fits the model, answers questions; server.ts creates it from config. */
  football?: FootballService
  /** Fastify logger options; tests pass false. */
  logger?: FastifyServerOptions['logger']
}

/** Largest JSON body accepted: questions with chat history are the biggest legitimate payloads. */
export const BODY_LIMIT_BYTES = 256 * 1024

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // x-request-id is accepted only when sane (plugins/request-id.ts), else a fresh UUID.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Requests refused before any route answer `{ error, code }` too (plugins/unreadable-requests.ts).
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('football', deps.football ?? null)
  app.decorate('registeredRoutes', [] as RegisteredRoute[])
  app.decorate('events', createEventBus())
  app.addHook('onRoute', (route) => {
    const rateLimit = route.config?.rateLimit as RegisteredRoute['rateLimit']
    for (const method of [route.method].flat()) {
      app.registeredRoutes.push({ method, url: route.url, ...(rateLimit === undefined ? {} : { rateLimit }) })
    }
  })

  // 1. Security headers. Scripts only from this origin, never inline (docs/decisions/301); inline
  // styles stay allowed for the OpenAPI viewer and React's style attributes.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(cookie, { secret: config.AUTH_SECRET })
  const redis = rateLimitRedis(app, config.REDIS_URL)
  app.decorate('limitsRedis', redis ?? null)
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}-rl:`, skipOnError: true } : {}),
    // Only the API is limited here; static files are cheap and cached. Decided on the route
    // Fastify matched, never on the URL as sent: `/%61pi/feedback` is routed to /api/feedback and
    // spends its budget (issue 30; test/security/rate-limit-path-spellings.test.ts).
    allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
  })
  await registerOpenApi(app, { productName: config.PRODUCT_NAME, version: APP_VERSION })

  // 2. Errors.
  registerErrorHandler(app)
  // Request ids on every response and per-route traffic metrics at /metrics.
  registerRequestIdHeader(app)
  registerMetrics(app)
  // Bodies nested deeper than the contract needs, then text the database cannot store, are
  // refused before any route sees them (every route).
  registerBodyDepthLimit(app)
  registerUnstorableTextGuard(app)
  // Cookie-authorised writes only from the app's own origins (CSRF), better-auth's routes included.
  registerOriginCheck(app)

  // 3. Routes.
  await app.register(mailPlugin) // decorates app.mailer (auth sends mail) and the dev outbox
  await app.register(authPlugin) // decorates app.auth and guards every /api/admin route
  await app.register(creditsPlugin)
  await app.register(healthRoutes)
  await app.register(analyzeRoutes)
  await app.register(searchRoutes)
  await app.register(marketsRoutes)
  await app.register(browseRoutes)
  await app.register(seoRoutes)
  await app.register(trackRecordRoutes)
  await app.register(likesRoutes)
  await app.register(historyRoutes)
  await app.register(analysesRoutes)
  await app.register(feedbackRoutes)
  await app.register(referralsRoutes)
  await app.register(billingPlugin)
  await app.register(saferGamblingPlugin)
  await app.register(adminPlugin) // the back office under /api/admin (guarded in authPlugin)

  // 4. The web app (production) and the fallback for client-side routes.
  const servesWeb = config.isProduction && (await registerStaticWeb(app, config.WEB_DIST_DIR))
  registerSpaFallback(app, servesWeb ? config.WEB_DIST_DIR : null)

  return app
}

/** A hop count trusts the nearest N proxies (as Fastify does for numbers); lists go as they are. */
function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return setting
}
