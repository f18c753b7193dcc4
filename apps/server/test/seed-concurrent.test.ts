/**
 * Two server instances starting at once on one new PostgreSQL database both seed the catalogue
 * (issue 12, scale-out). The seed's check-then-insert steps used to race: one instance stopped with
 * a duplicate market name, or the payment methods were inserted twice. On PGlite the database is
 * one connection (and the test's copy is already seeded), so there the test shows that seeds run
 * again together add nothing.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { SEED_GATEWAYS, SEED_MARKETS, SEED_PLANS, seed } from '../src/db/seed.ts'
import { openTestDatabase } from './helpers/test-app.ts'

const databaseUrl = process.env.DATABASE_URL
const schema = `t_${randomBytes(6).toString('hex')}`
/** Two handles = two connection pools, as two server processes would have. */
let first: DatabaseHandle
let second: DatabaseHandle
let dispose: () => Promise<void>

beforeAll(async () => {
  if (!databaseUrl) {
    ;({ database: first, dispose } = await openTestDatabase())
    second = first
    return
  }
  // A new schema, migrated but not seeded: what two first starts find.
  first = await openDatabase({ databaseUrl, schema, poolSize: 2 })
  await migrate(first)
  second = await openDatabase({ databaseUrl, schema, poolSize: 2 })
  dispose = async () => {
    await sql.raw(`drop schema if exists "${schema}" cascade`).execute(first.db)
    await second.close()
    await first.close()
  }
})
afterAll(() => dispose())

const count = async (table: 'markets' | 'subscription_plans' | 'payment_methods' | 'regional_prices') =>
  Number(
    (
      await first.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('the seed on instances starting together', () => {
  it('seeds the catalogue once, and neither instance fails', async () => {
    const runs = await Promise.allSettled(Array.from({ length: 3 }, (_, i) => seed((i % 2 ? second : first).db)))
    expect(runs.map((run) => run.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
    expect(await count('markets')).toBe(SEED_MARKETS.length)
    expect(await count('subscription_plans')).toBe(SEED_PLANS.length)
    expect(await count('payment_methods')).toBe(SEED_GATEWAYS.length)
    expect(await count('regional_prices')).toBe(SEED_PLANS.length)
  })
})
