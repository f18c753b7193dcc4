/**
 * The app under fuzz: built in process as every server test builds it (helpers/test-app.ts),
 * listening on a loopback port too for the raw-socket requests, with the real football service
 * over the small generated season, a signed-in user, an administrator, and a few rows of each
 * kind so that ids in paths and bodies can hit real rows.
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { insertSignedInUser } from '../helpers/factories.ts'
import { startTestFootball } from '../helpers/football.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import type { Identity } from './fuzz-requests.ts'
import { type Operation, operationsOf } from './openapi-operations.ts'

export interface FuzzTarget {
  ctx: TestContext
  port: number
  operations: Operation[]
  /** Ids of existing rows (and share ids, order references) to aim paths and bodies at. */
  ids: string[]
  headersOf(identity: Identity): Record<string, string>
  /** Puts the fixture accounts back (a fuzzed sign-out, ban or role change may have hit them). */
  restoreAccounts(): Promise<void>
  close(): Promise<void>
}

const FIXTURE_USERS = { user: 'fuzz-user@example.com', admin: 'fuzz-admin@example.com' }

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const ctx = await createTestApp({
    // Far above what a run sends: the limits have their own tests; here they would only hide routes.
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_15_MIN: '100000000',
    AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN: '100000000',
    ANON_DAILY_LIMIT_PER_IP: '100000000',
  })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  const port = (ctx.app.server.address() as AddressInfo).port
  const user = await insertSignedInUser(ctx.app, { email: FIXTURE_USERS.user, credits: 1000 })
  const admin = await insertSignedInUser(ctx.app, { email: FIXTURE_USERS.admin, role: 'admin' })
  await seedRows(ctx, user.headers, admin.headers)
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
  const visitor = { 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `session-${randomUUID()}` }
  const headers: Record<Identity, Record<string, string>> = {
    anonymous: {},
    visitor,
    user: user.headers,
    admin: admin.headers,
    forged: { authorization: 'Bearer forged-token-that-matches-no-session' },
  }
  const db = ctx.database.db
  return {
    ctx,
    port,
    operations: operationsOf(doc),
    ids: await existingIds(ctx),
    headersOf: (identity) => headers[identity],
    async restoreAccounts() {
      for (const [account, role] of [
        [user, 'user'],
        [admin, 'admin'],
      ] as const) {
        const row = await db.selectFrom('user').select('id').where('id', '=', account.id).executeTakeFirst()
        if (!row) {
          await db
            .insertInto('user')
            .values({
              id: account.id,
              name: '',
              email: account.email,
              emailVerified: true,
              image: null,
              createdAt: new Date(),
              updatedAt: new Date(),
              role,
              banned: null,
              banReason: null,
              banExpires: null,
              referralCode: null,
            })
            .execute()
        }
        await db
          .updateTable('user')
          .set({ role, banned: null, banReason: null, banExpires: null, emailVerified: true })
          .where('id', '=', account.id)
          .where((eb) => eb.or([eb('role', 'is distinct from', role), eb('banned', 'is not', null)]))
          .execute()
        const session = await db
          .selectFrom('session')
          .select('id')
          .where('token', '=', account.token)
          .executeTakeFirst()
        if (!session) {
          await db
            .insertInto('session')
            .values({
              id: randomUUID(),
              token: account.token,
              userId: account.id,
              expiresAt: new Date(Date.now() + 7 * 86_400_000),
              createdAt: new Date(),
              updatedAt: new Date(),
              ipAddress: '127.0.0.1',
              userAgent: 'fuzz',
              impersonatedBy: null,
            })
            .execute()
        }
      }
    },
    async close() {
      await ctx.app.football?.stop()
      await ctx.close()
    },
  }
}

/** A few rows of each kind, made through the API as a client would. */
async function seedRows(ctx: TestContext, user: Record<string, string>, admin: Record<string, string>) {
  const inject = (method: 'POST' | 'GET', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  for (const query of ['Arsenal vs Chelsea', 'three over 2.5 matches for today']) {
    await inject('POST', '/api/analyze', user, { query, date: '2026-03-14T12:00:00.000+01:00' })
  }
  await inject('POST', '/api/feedback', user, { type: 'bug', message: 'fuzz seed' })
  await inject('POST', '/api/admin/markets', admin, { name: 'Fuzz market', description: null, order: 99 })
  const plans = (await inject('GET', '/api/billing/plans', user)).json() as { plans?: { id: string }[] }
  const methods = (await inject('GET', '/api/billing/payment-methods', user)).json() as {
    categories?: { methods?: { id: string }[] }[]
  }
  const planId = plans.plans?.[0]?.id
  const methodId = methods.categories?.[0]?.methods?.[0]?.id
  if (planId && methodId) await inject('POST', '/api/billing/orders', user, { planId, methodId })
  if (planId) {
    await inject('POST', '/api/billing/crypto-transactions', user, {
      network: 'TRC20',
      planId,
      transactionId: randomUUID().replaceAll('-', '').repeat(2),
    })
  }
}

/** Every id, share id and order reference in the database (a few per table). */
async function existingIds(ctx: TestContext): Promise<string[]> {
  const db = ctx.database.db
  const columns = await sql<{ t: string; c: string }>`
    select table_name as t, column_name as c from information_schema.columns
    where table_schema = current_schema() and column_name in ('id', 'share_id', 'order_id', 'code', 'referral_code')
    order by table_name, column_name`.execute(db)
  const ids = new Set<string>()
  for (const { t, c } of columns.rows) {
    const rows = await sql
      .raw<{ v: unknown }>(`select "${c}"::text as v from "${t}" where "${c}" is not null limit 5`)
      .execute(db)
    for (const row of rows.rows) if (typeof row.v === 'string') ids.add(row.v)
  }
  return [...ids]
}
