/**
 * Test helpers for accounts: read the development outbox, sign people up and verify them,
 * and make bearer headers. Used by the auth, credits and admin tests (and free for others).
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../src/db/schema.ts'

export interface SignedInUser {
  id: string
  email: string
  token: string
  headers: { authorization: string }
}

export async function mailsTo(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('dev_mail')
    .selectAll()
    .where('recipient', '=', email.toLowerCase())
    .orderBy('created_at', 'desc')
    .execute()
}

/** The first link of the newest mail to `email` and its token. */
export async function latestLink(db: Kysely<Database>, email: string): Promise<{ url: URL; token: string }> {
  const [mail] = await mailsTo(db, email)
  if (!mail) throw new Error(`no mail to ${email}`)
  const match = mail.text_body.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`no link in mail to ${email}`)
  const url = new URL(match[0])
  return { url, token: url.searchParams.get('token') ?? '' }
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}

let counter = 0
export function uniqueEmail(prefix = 'user', domain = 'example.com'): string {
  counter++
  return `${prefix}-${Date.now().toString(36)}-${counter}@${domain}`
}

/** Signs up through POST /api/account/signup, opens the verification link, returns the session. */
export async function createVerifiedUser(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { email?: string; password?: string; referralCode?: string } = {},
): Promise<SignedInUser> {
  const email = options.email ?? uniqueEmail()
  const password = options.password ?? 'secret-pass'
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/signup',
    payload: {
      email,
      password,
      ageConfirmed: true,
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
    },
  })
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`)
  const { token: verifyToken } = await latestLink(db, email)
  const verified = await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${verifyToken}` })
  const token = verified.headers['set-auth-token']
  if (verified.statusCode !== 200 || typeof token !== 'string') {
    throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`)
  }
  const user = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return { id: user.id, email, token, headers: bearer(token) }
}

/** Creates an account that has not verified its email (sign-up only). */
export async function createUnverifiedUser(app: FastifyInstance, email: string, password = 'secret-pass') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/signup',
    payload: { email, password, ageConfirmed: true },
  })
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`)
}

/** Signs in with email + password through better-auth; returns the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })
}
