/**
 * Test factories that write straight to the database what the HTTP flows would leave there, so
 * tests that only need "a signed-in user" skip sign-up, scrypt hashing, the verification mail and
 * its link (auth.test.ts keeps testing those flows for real).
 *
 * The session is a real better-auth session row: its bearer plugin accepts an unsigned token and
 * signs it with AUTH_SECRET itself, then looks the row up by token, exactly as for a token it
 * issued (node_modules/better-auth/dist/plugins/bearer). The account's sign-up credits and
 * referral row come from the product's own 'user.created' subscribers (app.events).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { bearer, type SignedInUser, uniqueEmail } from '../auth-helpers.ts'

export interface UserOptions {
  email?: string
  /** Email verified (default true). */
  verified?: boolean
  role?: 'user' | 'admin'
  referralCode?: string
  /** Replaces the sign-up credits the account received. */
  credits?: number
  /** Confirmed 18+ and the terms at sign-up (default true); false: an account made before issue 35. */
  ageConfirmed?: boolean
}

const SESSION_DAYS = 7

/** A verified account with a live session, as after sign-up + verification; returns its bearer headers. */
export async function insertSignedInUser(app: FastifyInstance, options: UserOptions = {}): Promise<SignedInUser> {
  const db = app.database.db
  const email = (options.email ?? uniqueEmail()).toLowerCase()
  const id = randomBytes(16).toString('hex')
  const now = new Date()
  await db
    .insertInto('user')
    .values({
      id,
      name: '',
      email,
      emailVerified: options.verified ?? true,
      image: null,
      createdAt: now,
      updatedAt: now,
      role: options.role ?? 'user',
      banned: null,
      banReason: null,
      banExpires: null,
      referralCode: options.referralCode ?? null,
      ageConfirmedAt: options.ageConfirmed === false ? null : now,
    })
    .execute()
  await app.events.publish('user.created', { userId: id, email, referralCode: options.referralCode ?? null })
  if (options.credits !== undefined) {
    await db.updateTable('user_search_credits').set({ credits: options.credits }).where('user_id', '=', id).execute()
  }
  // Hex: no '.', so better-auth treats it as an unsigned token and signs it itself.
  const token = randomBytes(24).toString('hex')
  await db
    .insertInto('session')
    .values({
      id: randomUUID(),
      token,
      userId: id,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      createdAt: now,
      updatedAt: now,
      ipAddress: '127.0.0.1',
      userAgent: 'test factory',
      impersonatedBy: null,
    })
    .execute()
  return { id, email, token, headers: bearer(token) }
}
