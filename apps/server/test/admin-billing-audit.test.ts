/**
 * Decision 220 for the billing admin mutations that grant or refuse plans: a manual subscription
 * and a crypto verify / reject each write one audit entry in the transaction that makes the
 * change. When the entry cannot be written the change is undone too (no plan without its entry),
 * and a refused change (already decided, unknown user) leaves no entry.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedInUser, uniqueEmail } from './auth-helpers.ts'
import { planByName } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const ADMIN_DOMAIN = 'pitchwise-admin.test'

let ctx: TestContext
let admin: SignedInUser

beforeAll(async () => {
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    ADMIN_EMAIL_DOMAIN: ADMIN_DOMAIN,
    CRYPTO_WALLET_TRC20: 'TXyzTestWalletAddressForTronUSDT0001',
  })
  admin = await insertSignedInUser(ctx.app, { email: uniqueEmail('boss', ADMIN_DOMAIN) })
})
afterAll(() => ctx.close())

const db = () => ctx.database.db
const asAdmin = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: admin.headers, payload })

async function auditOf(action: string) {
  return db()
    .selectFrom('admin_audit_log')
    .select(['actor_email', 'entity', 'entity_id', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .execute()
}

async function subscriptionsOf(userId: string) {
  return db().selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute()
}

async function submitCrypto(user: SignedInUser, transactionId: string): Promise<string> {
  const plan = await planByName(db(), 'Weekly Pro')
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/billing/crypto-transactions',
    headers: user.headers,
    payload: { network: 'TRC20', planId: plan.id, transactionId },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

/** Makes every audit insert of `action` fail, as a full disk or a lost connection would. */
async function breakAuditFor(action: string) {
  await sql
    .raw(
      `create or replace function test_refuse_audit() returns trigger language plpgsql as $$
       begin
         if new.action = '${action}' then raise exception 'audit unavailable'; end if;
         return new;
       end $$`,
    )
    .execute(db())
  await sql`create trigger test_refuse_audit before insert on admin_audit_log for each row execute function test_refuse_audit()`.execute(
    db(),
  )
}
async function repairAudit() {
  await sql`drop trigger if exists test_refuse_audit on admin_audit_log`.execute(db())
}

describe('manual subscription', () => {
  it('writes one audit entry naming the user, the plan and the note', async () => {
    const user = await insertSignedInUser(ctx.app)
    const plan = await planByName(db(), 'Daily Pass')
    const res = await asAdmin('/api/admin/billing/manual-subscriptions', {
      userId: user.id,
      planId: plan.id,
      note: 'Goodwill after the outage',
    })
    expect(res.statusCode, res.body).toBe(201)
    const [entry] = await auditOf('subscription.manual')
    expect(entry).toMatchObject({
      actor_email: admin.email,
      entity: 'user',
      entity_id: user.id,
      after: {
        email: user.email,
        plan: 'Daily Pass',
        note: 'Goodwill after the outage',
        orderId: res.json().orderId,
        subscriptionId: res.json().subscription.id,
      },
    })
  })

  it('grants nothing when its audit entry cannot be written, and a refused grant leaves no entry', async () => {
    const user = await insertSignedInUser(ctx.app)
    const plan = await planByName(db(), 'Daily Pass')
    const entriesBefore = (await auditOf('subscription.manual')).length
    await breakAuditFor('subscription.manual')
    try {
      const res = await asAdmin('/api/admin/billing/manual-subscriptions', { userId: user.id, planId: plan.id })
      expect(res.statusCode).toBe(500)
    } finally {
      await repairAudit()
    }
    expect(await subscriptionsOf(user.id)).toEqual([])
    expect(await db().selectFrom('payment_orders').select('id').where('user_id', '=', user.id).execute()).toEqual([])

    const unknown = await asAdmin('/api/admin/billing/manual-subscriptions', { userId: 'nobody', planId: plan.id })
    expect(unknown.statusCode).toBe(404)
    expect(await auditOf('subscription.manual')).toHaveLength(entriesBefore)
  })
})

describe('crypto transactions', () => {
  it('verify and reject each write one entry; deciding again is refused without one', async () => {
    const buyer = await insertSignedInUser(ctx.app)
    const toVerify = await submitCrypto(buyer, randomBytes(32).toString('hex'))
    const toReject = await submitCrypto(buyer, randomBytes(32).toString('hex'))

    const verified = await asAdmin(`/api/admin/billing/crypto-transactions/${toVerify}/verify`, {
      adminNotes: 'seen on tronscan',
    })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(await auditOf('crypto_transaction.verify')).toEqual([
      {
        actor_email: admin.email,
        entity: 'crypto_transaction',
        entity_id: toVerify,
        before: expect.objectContaining({ status: 'pending', email: buyer.email, plan: 'Weekly Pro' }),
        after: { status: 'verified', adminNotes: 'seen on tronscan', subscriptionId: verified.json().subscription.id },
      },
    ])

    const rejected = await asAdmin(`/api/admin/billing/crypto-transactions/${toReject}/reject`, {})
    expect(rejected.statusCode).toBe(200)
    expect(await auditOf('crypto_transaction.reject')).toEqual([
      expect.objectContaining({
        entity_id: toReject,
        after: { status: 'rejected', adminNotes: null, subscriptionId: null },
      }),
    ])

    const again = await asAdmin(`/api/admin/billing/crypto-transactions/${toReject}/verify`, {})
    expect(again.statusCode).toBe(409)
    expect(await auditOf('crypto_transaction.verify')).toHaveLength(1)
  })

  it('a verification whose entry cannot be written stays pending and grants nothing', async () => {
    const buyer = await insertSignedInUser(ctx.app)
    const id = await submitCrypto(buyer, randomBytes(32).toString('hex'))
    await breakAuditFor('crypto_transaction.verify')
    try {
      const res = await asAdmin(`/api/admin/billing/crypto-transactions/${id}/verify`, {})
      expect(res.statusCode).toBe(500)
    } finally {
      await repairAudit()
    }
    const row = await db()
      .selectFrom('crypto_transactions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('pending')
    expect(await subscriptionsOf(buyer.id)).toEqual([])
  })
})
