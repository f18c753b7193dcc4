/**
 * Migration 0080 on a database that already holds submissions from before issue 30: ids that read
 * as a hash are canonicalised, the spellings of one transaction that were accepted more than once
 * are settled (a later pending copy rejected and its order cancelled, a later verified copy kept
 * and noted), and ids that are no hash stay as they were, for an administrator to judge.
 */

import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { seed } from '../src/db/seed.ts'
import { databaseMigratedBefore, type MigratedBefore } from './helpers/migrated-before.ts'

const MIGRATION = '0080_crypto_transaction_hash.sql'

let migrated: MigratedBefore
let database: DatabaseHandle
beforeAll(async () => {
  migrated = await databaseMigratedBefore(MIGRATION, { withFunctions: true })
  database = migrated.database
  await seed(database.db)
}, 120_000)
afterAll(() => migrated.close())

it('canonicalises old ids, settles transactions accepted twice and keeps what is no hash', async () => {
  const db = database.db
  const plan = await db
    .selectFrom('subscription_plans')
    .select(['id', 'name', 'price_usd as price'])
    .executeTakeFirstOrThrow()
  await db
    .insertInto('user')
    .values({
      id: 'u-old',
      name: '',
      email: 'old@example.com',
      emailVerified: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .execute()
  const hash = randomBytes(32).toString('hex')
  const lone = randomBytes(32).toString('hex')
  const twiceVerified = randomBytes(32).toString('hex')
  const verifiedTwice = randomBytes(32).toString('hex')
  let minute = 0
  async function submission(
    network: 'TRC20' | 'BEP20',
    transactionId: string,
    status: 'pending' | 'verified' | 'rejected',
  ) {
    const order = await db
      .insertInto('payment_orders')
      .values({
        user_id: 'u-old',
        order_id: `old-${randomBytes(4).toString('hex')}`,
        payment_provider: 'crypto',
        amount: plan.price,
        currency: 'USDT',
        description: plan.name,
        status: status === 'verified' ? 'fulfilled' : 'pending',
        plan_id: plan.id,
        plan_name: plan.name,
        credits: 10,
        duration_days: 7,
        region_code: 'US',
        metadata: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    minute++
    const row = await sql<{ id: string }>`insert into crypto_transactions
      (user_id, email, plan_id, plan_name, amount, network, wallet_address, transaction_id, status, order_id, created_at)
      values ('u-old', 'old@example.com', ${plan.id}, ${plan.name}, ${plan.price}, ${network}, 'wallet',
        ${transactionId}, ${status}, ${order.id}, now() - make_interval(mins => ${100 - minute}))
      returning id`.execute(db)
    return { id: row.rows[0]?.id as string, orderId: order.id }
  }
  const first = await submission('TRC20', ` ${hash.toUpperCase()} `, 'pending')
  const copyWithPrefix = await submission('TRC20', `0x${hash}`, 'pending')
  const copyOtherNetwork = await submission('BEP20', `0x${hash}\u200b`, 'pending')
  const single = await submission('BEP20', lone.toUpperCase(), 'verified')
  const grantedOnce = await submission('TRC20', twiceVerified, 'pending')
  const grantedTwice = await submission('BEP20', `0X${twiceVerified}`, 'verified')
  const notAHash = await submission('TRC20', 'e2e-paid-by-bank', 'pending')
  const paidFirst = await submission('TRC20', verifiedTwice, 'verified')
  const paidAgain = await submission('TRC20', `0x${verifiedTwice}`, 'verified')

  const result = await migrate(database)
  expect(result.applied).toContain(MIGRATION)

  const rows = await db.selectFrom('crypto_transactions').selectAll().execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  const view = (id: string) => {
    const row = byId.get(id)
    return { transactionId: row?.transaction_id, hash: row?.transaction_hash, status: row?.status }
  }
  expect(view(first.id)).toEqual({ transactionId: hash, hash, status: 'pending' })
  expect(view(copyWithPrefix.id)).toEqual({ transactionId: hash, hash, status: 'rejected' })
  expect(view(copyOtherNetwork.id)).toEqual({ transactionId: `0x${hash}`, hash, status: 'rejected' })
  expect(byId.get(copyOtherNetwork.id)?.admin_notes).toMatch(/same on-chain transaction was submitted earlier/)
  expect(view(single.id)).toEqual({ transactionId: `0x${lone}`, hash: lone, status: 'verified' })
  // The verified one keeps the transaction; the pending copy beside it is rejected.
  expect(view(grantedTwice.id)).toEqual({
    transactionId: `0x${twiceVerified}`,
    hash: twiceVerified,
    status: 'verified',
  })
  expect(view(grantedOnce.id)).toMatchObject({ hash: twiceVerified, status: 'rejected' })
  // Granted twice before the fix: both stay verified, the later one outside the uniqueness, noted.
  expect(view(paidFirst.id)).toEqual({ transactionId: verifiedTwice, hash: verifiedTwice, status: 'verified' })
  expect(view(paidAgain.id)).toEqual({
    transactionId: verifiedTwice,
    hash: `legacy:${paidAgain.id}`,
    status: 'verified',
  })
  expect(byId.get(paidAgain.id)?.admin_notes).toMatch(/verified twice before issue 30/)
  expect(view(notAHash.id)).toEqual({
    transactionId: 'e2e-paid-by-bank',
    hash: `legacy:${notAHash.id}`,
    status: 'pending',
  })

  const orders = await db.selectFrom('payment_orders').select(['id', 'status']).execute()
  const orderStatus = new Map(orders.map((order) => [order.id, order.status]))
  expect(orderStatus.get(copyWithPrefix.orderId)).toBe('cancelled')
  expect(orderStatus.get(copyOtherNetwork.orderId)).toBe('cancelled')
  expect(orderStatus.get(first.orderId)).toBe('pending')
  expect(orderStatus.get(notAHash.orderId)).toBe('pending')
}, 120_000)
