/**
 * The money core's cost on a real database: fulfilOrder (the one granting path) one order
 * after another and 20 callers racing for one order, and a signed-in user's search charge
 * (charge_and_record, now writing its ledger row). PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL or DATABASE_URL is set (in a throw-away schema).
 *
 *   npx tsx bench/billing.ts
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/database.ts'
import { migrate } from '../apps/server/src/db/migrate.ts'
import { seed } from '../apps/server/src/db/seed.ts'
import { fulfilOrder } from '../apps/server/src/features/billing/fulfil-order.ts'
import { newOrderReference } from '../apps/server/src/features/billing/orders.ts'

const ORDERS = 300
const SEARCHES = 300

async function makeUser(db: DatabaseHandle['db']): Promise<string> {
  const id = randomUUID()
  await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
    values (${id}, 'bench', ${`${id}@bench.test`}, true, now(), now())`.execute(db)
  await sql`insert into user_search_credits (user_id, credits) values (${id}, 0)`.execute(db)
  return id
}

async function makeOrder(db: DatabaseHandle['db'], userId: string, plan: { id: string; credits: number }) {
  const row = await db
    .insertInto('payment_orders')
    .values({
      user_id: userId,
      order_id: newOrderReference(),
      payment_provider: 'sandbox',
      amount: 499,
      currency: 'USD',
      status: 'pending',
      plan_id: plan.id,
      plan_name: 'Daily Pass',
      credits: plan.credits,
      duration_days: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const evidence = { provider: 'sandbox', amount: 499, currency: 'USD' }
const perOp = (ms: number, n: number) => `${(ms / n).toFixed(2)} ms/op (${Math.round((n / ms) * 1000)} ops/s)`

async function benchOn(label: string, database: DatabaseHandle): Promise<string[]> {
  const { db } = database
  await migrate(database)
  await seed(db)
  const plan = await db
    .selectFrom('subscription_plans')
    .select(['id'])
    .where('name', '=', 'Daily Pass')
    .executeTakeFirstOrThrow()
  const lines: string[] = []

  // 1. Sequential fulfilments, each a new buyer (a new subscription + ledger row each).
  const orders: string[] = []
  for (let i = 0; i < ORDERS; i++) orders.push(await makeOrder(db, await makeUser(db), { id: plan.id, credits: 1000 }))
  let t = performance.now()
  for (const id of orders) await fulfilOrder(db, id, evidence)
  lines.push(`${label}: fulfilOrder, ${ORDERS} orders one after another   ${perOp(performance.now() - t, ORDERS)}`)

  // 2. 20 callers racing for one order (webhook redeliveries + verify calls), 20 rounds.
  let grants = 0
  t = performance.now()
  for (let round = 0; round < 20; round++) {
    const id = await makeOrder(db, await makeUser(db), { id: plan.id, credits: 1000 })
    const results = await Promise.all(Array.from({ length: 20 }, () => fulfilOrder(db, id, evidence)))
    if (results.filter((r) => r.ok && !r.alreadyFulfilled).length === 1) grants++
  }
  lines.push(
    `${label}: 20 concurrent fulfilOrder on one order, 20 rounds     ${((performance.now() - t) / 20).toFixed(1)} ms/round, rounds with exactly one grant: ${grants}/20`,
  )

  // 3. A subscriber's searches: charge_and_record with the ledger's spend row.
  const subscriber = (await db.selectFrom('subscriptions').select('user_id').limit(1).executeTakeFirstOrThrow()).user_id
  t = performance.now()
  for (let i = 0; i < SEARCHES; i++) {
    await sql`select * from charge_and_record(${`bench-${randomBytes(8).toString('hex')}`}, ${subscriber}, null, null,
      5, 20, 'Arsenal vs Chelsea', ${randomBytes(12).toString('base64url')}, 'report', 'null'::jsonb, null)`.execute(db)
  }
  lines.push(`${label}: charge_and_record for a subscriber, sequential     ${perOp(performance.now() - t, SEARCHES)}`)
  const ledger = await sql<{
    n: number
  }>`select count(*)::int as n from credit_ledger where user_id = ${subscriber} and entry = 'spend'`.execute(db)
  lines.push(`${label}: ledger spend rows written                        ${ledger.rows[0]?.n}/${SEARCHES}`)
  return lines
}

const pglite = await openDatabase({ dataDir: 'memory://' })
for (const line of await benchOn('PGlite', pglite)) console.log(line)
await pglite.close()

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
if (url) {
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const pgHandle = await openDatabase({ databaseUrl: url, schema, poolSize: 10 })
  try {
    for (const line of await benchOn('PostgreSQL', pgHandle)) console.log(line)
  } finally {
    await sql.raw(`drop schema if exists "${schema}" cascade`).execute(pgHandle.db)
    await pgHandle.close()
  }
}
