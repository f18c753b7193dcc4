/**
 * better-auth configured for Pitchwise: email + password (scrypt, memory-hard), email
 * verification, magic links, password reset, sign-out and bearer tokens, on the existing
 * "user"/"session"/"account"/"verification" tables through our Kysely instance (PGlite or
 * PostgreSQL alike). See docs/decisions/003-auth-better-auth.md.
 *
 * Emailed links point at the web app (ORIGIN/auth/callback, ORIGIN/reset-password, where ORIGIN
 * is PUBLIC_URL or an allowed origin the user is on: link-origin.ts), never at an arbitrary
 * callback URL; the page then calls the API with the token. A same-site page to return to
 * afterwards rides along as `returnTo` (return-to.ts).
 */
import { AGE_CONFIRMATION_TEXTS, AUTH_WEB_PATHS, LIMITS, REFERRAL_CODE_PATTERN } from '@pitchwise/contract'
import { APIError, betterAuth } from 'better-auth'
import { bearer, magicLink } from 'better-auth/plugins'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import type { Mailer } from '../../lib/mail/mailer.ts'
import { magicLinkMail, resetPasswordMail, verificationMail } from '../../lib/mail/templates.ts'
import { isBanned } from '../../shared/caller.ts'
import type { EventBus } from '../../shared/events.ts'
import { type AttemptLimiter, authEndpointAttemptGuard } from './auth-rate-limit.ts'
import { linkOrigin } from './link-origin.ts'
import { returnToFromLibraryLink } from './return-to.ts'

/** Link lifetimes: reset within one hour, the others within hours (issue 4). */
export const LINK_TTL = {
  verificationSeconds: 6 * 3600,
  magicLinkSeconds: 3600,
  resetPasswordSeconds: 3600,
} as const

export interface AuthDependencies {
  config: Config
  db: Kysely<Database>
  mailer: Mailer
  log: FastifyBaseLogger
  /** 'user.created' is published here; credits and referrals subscribe. */
  events: EventBus
  /** Sign-in, sign-up, magic-link and reset attempts, counted where the library routes. */
  attempts: AttemptLimiter
}

/** A link to the web app at `origin` (see link-origin.ts for which origin a mail may carry). */
export function webLink(
  config: Config,
  path: string,
  params: Record<string, string>,
  origin: string = config.PUBLIC_URL,
): string {
  const url = new URL(path, `${origin}/`)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

function hours(seconds: number): string {
  const value = seconds / 3600
  return value === 1 ? '1 hour' : `${value} hours`
}

export function createAuth({ config, db, mailer, log, events, attempts }: AuthDependencies) {
  const productName = config.PRODUCT_NAME
  const extraOrigins = (config.AUTH_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const devOrigins = config.isProduction ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173']

  return betterAuth({
    appName: productName,
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    logger: {
      disabled: config.LOG_LEVEL === 'silent',
      log: (level, message) => (level === 'error' ? log.error(message) : log.debug(message)),
    },
    /**
     * Cookie-authenticated POSTs must come from a trusted origin (CSRF). The site's own origin
     * as the browser reached it is trusted too: a cross-site attacker cannot make the victim's
     * browser send an Origin equal to our Host.
     */
    trustedOrigins: (request) => {
      const origins = [config.PUBLIC_URL, ...extraOrigins, ...devOrigins]
      const host = request?.headers.get('host')
      const proto = request?.headers.get('x-pitchwise-proto')
      if (host && proto) origins.push(`${proto}://${host}`)
      return origins
    },
    // Pitchwise limits sign-in, sign-up, magic links and resets itself, per IP and per email
    // (auth-rate-limit.ts), with documented settings an operator or a benchmark can raise.
    rateLimit: { enabled: false },
    hooks: { before: authEndpointAttemptGuard(attempts) },
    advanced: {
      // The Fastify bridge overwrites this header with request.ip (TRUST_PROXY-aware).
      ipAddress: { ipAddressHeaders: ['x-pitchwise-client-ip'] },
      useSecureCookies: config.PUBLIC_URL.startsWith('https://'),
      // better-auth turns origin checks off when it detects a test run; keep them on everywhere.
      disableOriginCheck: false,
    },
    session: {
      expiresIn: config.SESSION_TTL_HOURS * 3600,
      updateAge: config.SESSION_REFRESH_HOURS * 3600,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        banned: { type: 'boolean', required: false, input: false },
        banExpires: { type: 'date', required: false, input: false },
        referralCode: { type: 'string', required: false, input: true },
        ageConfirmedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: LIMITS.passwordMinLength,
      maxPasswordLength: LIMITS.passwordMaxLength,
      resetPasswordTokenExpiresIn: LINK_TTL.resetPasswordSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token, url: libraryLink }, request) => {
        const params = { token, ...returnToFromLibraryLink(libraryLink) }
        const url = webLink(config, AUTH_WEB_PATHS.resetPassword, params, linkOrigin(config, request))
        await mailer.send(
          resetPasswordMail({ to: user.email, url, productName, validFor: hours(LINK_TTL.resetPasswordSeconds) }),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: LINK_TTL.verificationSeconds,
      sendVerificationEmail: async ({ user, token, url: libraryLink }, request) => {
        const params = { type: 'verify', token, ...returnToFromLibraryLink(libraryLink) }
        const url = webLink(config, AUTH_WEB_PATHS.callback, params, linkOrigin(config, request))
        await mailer.send(
          verificationMail({ to: user.email, url, productName, validFor: hours(LINK_TTL.verificationSeconds) }),
        )
      },
    },
    plugins: [
      bearer(),
      magicLink({
        expiresIn: LINK_TTL.magicLinkSeconds,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token, url: libraryLink }, ctx) => {
          const origin = linkOrigin(config, ctx?.request)
          const params = { type: 'magiclink', token, ...returnToFromLibraryLink(libraryLink) }
          const url = webLink(config, AUTH_WEB_PATHS.callback, params, origin)
          await mailer.send(magicLinkMail({ to: email, url, productName, validFor: hours(LINK_TTL.magicLinkSeconds) }))
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            // Every route that creates an account passes here, so the age rule lives here
            // (decision 310): only a request carrying ageConfirmed: true makes one. A magic link
            // for an unknown email carries none, so it signs nobody up.
            const body = context?.body as { ageConfirmed?: unknown } | undefined
            if (body?.ageConfirmed !== true) {
              if (context?.path === '/magic-link/verify') {
                throw new APIError('BAD_REQUEST', {
                  message: AGE_CONFIRMATION_TEXTS.signUpFirst,
                  code: 'SIGN_UP_REQUIRED',
                })
              }
              throw new APIError('BAD_REQUEST', {
                message: AGE_CONFIRMATION_TEXTS.required,
                code: 'AGE_CONFIRMATION_REQUIRED',
              })
            }
            // A stored referral code is carried into the account only when it looks like one.
            const code = (user as { referralCode?: unknown }).referralCode
            const referralCode = typeof code === 'string' && REFERRAL_CODE_PATTERN.test(code) ? code : null
            return { data: { ...user, referralCode, role: 'user', ageConfirmedAt: new Date() } }
          },
          after: async (user) => {
            // Runs once per created account (email+password or first magic link). Subscribers
            // (sign-up credits, the referral row) are idempotent.
            const code = (user as { referralCode?: string | null }).referralCode ?? null
            await events.publish('user.created', { userId: user.id, email: user.email, referralCode: code })
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const user = await db
              .selectFrom('user')
              .select(['banned', 'banExpires'])
              .where('id', '=', session.userId)
              .executeTakeFirst()
            if (user && isBanned(user)) {
              throw new APIError('FORBIDDEN', {
                message: 'This account has been suspended.',
                code: 'ACCOUNT_SUSPENDED',
              })
            }
          },
        },
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
