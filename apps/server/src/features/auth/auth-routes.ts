/**
 * HTTP for accounts:
 * - /api/auth/*: better-auth's own endpoints (sign-in/email, sign-in/magic-link,
 *   magic-link/verify, verify-email, send-verification-email, request-password-reset,
 *   reset-password, sign-out, get-session …) through a small Fetch bridge. Its errors are
 *   rewritten to the API's `{ error, code }` shape (plus `reason`, the library's code).
 * - POST /api/account/signup: the spec's sign-up flow (sign-up.ts).
 * - GET /api/me: the signed-in user with isAdmin and their credits.
 * - GET /api/admin/me: proves the /api/admin guard (shared/guards.ts).
 */
import {
  AdminMeResponse,
  AGE_CONFIRMATION_TEXTS,
  AgeConfirmationBody,
  AgeConfirmationResponse,
  AUTH_MESSAGES,
  type AuthErrorResponse,
  type ErrorCode,
  ErrorResponse,
  MeResponse,
  SignUpBody,
  SignUpResponse,
} from '@pitchwise/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ageConfirmedAt, confirmAge } from '../../shared/age-confirmation.ts'
import { toFetchHeaders } from '../../shared/caller.ts'
import { creditPolicyFromConfig, getCreditBalance } from '../../shared/credits.ts'
import { requireSignedIn, requireUser } from '../../shared/guards.ts'
import { activeBreak } from '../../shared/taking-a-break.ts'
import { limitAttempts } from './auth-rate-limit.ts'
import { signUp } from './sign-up.ts'

/** Friendlier texts for some of better-auth's reason codes; others keep the library's message. */
const REASON_MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotVerified,
  INVALID_TOKEN: AUTH_MESSAGES.invalidLink,
  TOKEN_EXPIRED: AUTH_MESSAGES.invalidLink,
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  SIGN_UP_REQUIRED: AGE_CONFIRMATION_TEXTS.signUpFirst,
}

function codeForStatus(status: number, reason: string | undefined): ErrorCode {
  if (reason === 'VALIDATION_ERROR') return 'VALIDATION_ERROR'
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409 || status === 422) return 'CONFLICT'
  if (status === 429) return 'RATE_LIMITED'
  if (status >= 500) return 'INTERNAL_ERROR'
  return 'BAD_REQUEST'
}

/** Copies status and headers of a better-auth response (every Set-Cookie kept) onto the reply. */
function copyHeaders(headers: Headers, reply: FastifyReply): void {
  headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value)
  })
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}

function redirectErrorOf(location: string): string | null {
  try {
    return new URL(location, 'http://localhost').searchParams.get('error')
  } catch {
    return null
  }
}

function bridgeHeaders(request: FastifyRequest): Headers {
  const headers = toFetchHeaders(request)
  headers.delete('content-length')
  // The client IP as Fastify sees it (TRUST_PROXY-aware); a client cannot spoof it.
  headers.set('x-pitchwise-client-ip', request.ip)
  headers.set('x-pitchwise-proto', request.protocol)
  return headers
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // better-auth's endpoints are limited inside the library (auth.ts); this is for our own route.
  const limit = limitAttempts(app.authAttempts)
  const policy = creditPolicyFromConfig(app.config)

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: {
      tags: ['auth'],
      summary: 'Account endpoints (better-auth)',
      description: [
        'Handled by better-auth. POST sign-in/email {email, password} → {token, user};',
        'POST sign-in/magic-link {email}; GET magic-link/verify?token=; GET verify-email?token=;',
        'POST send-verification-email {email}; POST request-password-reset {email};',
        'POST reset-password {token, newPassword}; POST sign-out; GET get-session.',
        'Errors are { error, code, reason }. The bearer token comes back in the set-auth-token header.',
      ].join(' '),
    },
    async handler(request, reply) {
      const url = new URL(request.url, app.config.PUBLIC_URL)
      const hasBody = request.method === 'POST' && request.body !== undefined
      const response = await app.auth.handler(
        new Request(url, {
          method: request.method,
          headers: bridgeHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      )
      const text = await response.text()
      let status = response.status
      let reason: string | undefined
      let message: string | undefined
      // Link verification answers a failure with a redirect carrying ?error=…; the web page calls
      // it with fetch, so turn that into a JSON 401 instead of following it to the home page.
      const location = response.headers.get('location')
      const redirectError = location && status >= 300 && status < 400 ? redirectErrorOf(location) : null
      if (redirectError) {
        status = 401
        reason = redirectError
      } else {
        reply.status(status)
        copyHeaders(response.headers, reply)
        reply.header('Cache-Control', 'no-store')
        if (status < 400) return reply.send(text || null)
        try {
          const parsed = JSON.parse(text) as { code?: string; message?: string }
          reason = parsed.code
          message = parsed.message
        } catch {
          // not JSON: keep the generic message
        }
      }
      reply.status(status).header('Cache-Control', 'no-store')
      const code = codeForStatus(status, reason)
      const body: AuthErrorResponse = {
        error:
          code === 'INTERNAL_ERROR'
            ? 'Something went wrong on our side. Please try again.'
            : ((reason && REASON_MESSAGES[reason]) ?? message ?? AUTH_MESSAGES.generic),
        code,
        ...(reason && code !== 'INTERNAL_ERROR' ? { reason } : {}),
      }
      if (code === 'INTERNAL_ERROR') request.log.error({ status, text }, 'auth endpoint failed')
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(body))
    },
  })

  app.post(
    '/api/account/signup',
    {
      preHandler: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign up (or sign in when the email and password match an account)',
        body: SignUpBody,
        response: { 200: SignUpResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const result = await signUp(
        { auth: app.auth, db: app.database.db, adminEmailDomain: app.config.ADMIN_EMAIL_DOMAIN },
        request.body,
        bridgeHeaders(request),
      )
      if (result.headers) copyHeaders(result.headers, reply)
      reply.header('Cache-Control', 'no-store')
      return result.response
    },
  )

  app.get(
    '/api/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          'The signed-in user (with isAdmin), their remaining searches, any break running and their reality check',
        response: { 200: MeResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request)
      reply.header('Cache-Control', 'no-store')
      const { db } = app.database
      const confirmedAt = await ageConfirmedAt(db, caller.user.id)
      const settings = await db
        .selectFrom('user')
        .select('realityCheckMinutes')
        .where('id', '=', caller.user.id)
        .executeTakeFirst()
      return {
        user: caller.user,
        credits: await getCreditBalance(db, caller, policy),
        ageConfirmedAt: confirmedAt ? confirmedAt.toISOString() : null,
        activeBreak: await activeBreak(db, caller.user.id),
        realityCheckMinutes: settings?.realityCheckMinutes ?? null,
      }
    },
  )

  app.post(
    '/api/account/age-confirmation',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Confirm 18 or over and accept the terms (accounts made before the rule, at their next sign-in)',
        description:
          'Stores when it was first given; later calls answer that first time. Anything but true is refused.',
        security: [{ bearer: [] }],
        body: AgeConfirmationBody,
        response: { 200: AgeConfirmationResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request)
      reply.header('Cache-Control', 'no-store')
      return { ageConfirmedAt: (await confirmAge(app.database.db, caller.user.id)).toISOString() }
    },
  )

  app.get(
    '/api/admin/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in administrator (proves the admin guard)',
        response: { 200: AdminMeResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => ({ user: (await requireSignedIn(request)).user }),
  )
}
