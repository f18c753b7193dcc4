/**
 * Issue 30: a webhook event the server had stored, but not finished processing, when it died
 * (kill -9, a crash, a deploy) waited five minutes for the retry job, and one stored in the last
 * minute waited too. Now an instance that starts processes them at once: the buyer who paid gets
 * the plan when the server is back, not five minutes later.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { SandboxGateway } from '../src/features/billing/gateways/sandbox.ts'
import { ledgerRows, startSandboxOrder } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  // The billing job stays off: only the start itself may process the events.
  ctx = await createTestApp({ BILLING_JOB_INTERVAL_SECONDS: '0' })
})
afterAll(() => ctx.close())

const db = () => ctx.database.db

/** A paid event of a new order, stored as the dying server left it. */
async function leftBehind(status: 'processing' | 'received') {
  const user = await insertSignedInUser(ctx.app)
  const { order } = await startSandboxOrder(ctx.app, db(), user.headers)
  const event = new SandboxGateway(ctx.config.AUTH_SECRET).signedEvent(
    { id: order.orderId, amount: 499, currency: 'USD' },
    'paid',
  )
  await db()
    .insertInto('payment_events')
    .values({
      provider: 'sandbox',
      event_key: JSON.parse(event.payload).id,
      event_type: 'checkout.completed',
      order_id: order.orderId,
      raw_body: JSON.stringify(event),
      status,
      attempts: status === 'processing' ? 1 : 0,
      updated_at: sql`now() - interval '20 seconds'`,
      received_at: sql`now() - interval '20 seconds'`,
    })
    .execute()
  return { user, orderId: order.orderId as string }
}

async function eventOf(orderId: string) {
  return db().selectFrom('payment_events').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
}

it('an instance that starts processes the events a dead one left stored or half-processed, at once', async () => {
  const interrupted = await leftBehind('processing')
  const neverStarted = await leftBehind('received')

  // The server comes back on the same database.
  const restarted = await buildApp({ config: ctx.config, database: ctx.database, logger: false })
  try {
    await restarted.ready()
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      const [a, b] = await Promise.all([eventOf(interrupted.orderId), eventOf(neverStarted.orderId)])
      if (a.status === 'processed' && b.status === 'processed') break
      await delay(100)
    }
    expect(await eventOf(interrupted.orderId)).toMatchObject({ status: 'processed', outcome: 'fulfilled', attempts: 2 })
    expect(await eventOf(neverStarted.orderId)).toMatchObject({
      status: 'processed',
      outcome: 'fulfilled',
      attempts: 1,
    })
    for (const { user } of [interrupted, neverStarted]) {
      const grants = (await ledgerRows(db(), user.id)).filter((r) => r.entry === 'grant' && r.reason === 'purchase')
      expect(grants).toHaveLength(1)
    }
  } finally {
    await restarted.close()
  }
}, 60_000)
