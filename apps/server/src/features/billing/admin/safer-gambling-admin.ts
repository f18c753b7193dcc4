/**
 * The administrators' read-only view of the safer gambling tools (issue 35): accounts with a
 * spending limit (decision 311) or a break running (decision 312), and one account with every
 * break it has taken. Nothing here changes a limit or a break: an administrator can see a break
 * but not shorten it (the database refuses it anyway).
 */
import type { AdminSaferGamblingQuery, AdminSaferGamblingUser } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { activeBreak } from '../../../shared/taking-a-break.ts'
import { currencyExponent } from '../money.ts'
import { foldMaturedChanges } from '../spending-limits/spending-limits.ts'

const MAX_USERS = 100

const limitedUsers = (db: Kysely<Database>) => db.selectFrom('spending_limits').select('user_id')
const usersOnBreak = (db: Kysely<Database>) =>
  db.selectFrom('self_exclusions').select('user_id').where('ends_at', '>', sql<Date>`now()`)

/** One account's tools as the admin pages show them. */
export async function saferGamblingUser(
  db: Kysely<Database>,
  user: { id: string; email: string; realityCheckMinutes: 30 | 60 | null },
): Promise<AdminSaferGamblingUser> {
  // A raise or removal whose 24 hours have passed is in force: show it as the buyer sees it.
  await foldMaturedChanges(db, user.id)
  const rows = await db
    .selectFrom('spending_limits')
    .select(['period', 'currency', 'amount', 'pending_amount', 'pending_effective_at'])
    .where('user_id', '=', user.id)
    .execute()
  const order = { day: 0, week: 1, month: 2 }
  return {
    id: user.id,
    email: user.email,
    limits: rows
      .sort((a, b) => order[a.period] - order[b.period])
      .map((row) => ({
        period: row.period,
        currency: row.currency,
        currencyExponent: currencyExponent(row.currency),
        amount: row.amount,
        pending: row.pending_effective_at
          ? { amount: row.pending_amount, effectiveAt: new Date(row.pending_effective_at).toISOString() }
          : null,
      })),
    activeBreak: await activeBreak(db, user.id),
    realityCheckMinutes: user.realityCheckMinutes,
  }
}

/** GET /api/admin/safer-gambling/users: newest accounts first, at most 100. */
export async function listSaferGamblingUsers(
  db: Kysely<Database>,
  query: AdminSaferGamblingQuery,
): Promise<AdminSaferGamblingUser[]> {
  let users = db.selectFrom('user').select(['id', 'email', 'realityCheckMinutes'])
  if (query.filter === 'limits') users = users.where('id', 'in', limitedUsers(db))
  else if (query.filter === 'breaks') users = users.where('id', 'in', usersOnBreak(db))
  else users = users.where((eb) => eb.or([eb('id', 'in', limitedUsers(db)), eb('id', 'in', usersOnBreak(db))]))
  const fragment = query.email?.trim()
  if (fragment) users = users.where(sql<boolean>`position(lower(${fragment}) in lower(email)) > 0`)
  const rows = await users.orderBy('createdAt', 'desc').limit(MAX_USERS).execute()
  return Promise.all(rows.map((row) => saferGamblingUser(db, row)))
}
