/**
 * Migration 0081 on a database with searches paid for before it: who asked each of them is read
 * back from the saved reports (the account, or the anonymous visitor's address from the credit
 * reservation), once per person, so Popular Searches counts people for old searches too.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { databaseMigratedBefore, type MigratedBefore } from './helpers/migrated-before.ts'

const MIGRATION = '0081_search_askers.sql'

let migrated: MigratedBefore
let database: DatabaseHandle
beforeAll(async () => {
  migrated = await databaseMigratedBefore(MIGRATION, { withFunctions: false })
  database = migrated.database
}, 120_000)
afterAll(() => migrated.close())

it('fills search_askers from the reports of earlier paid searches, once per person', async () => {
  const db = database.db
  await db
    .insertInto('user')
    .values({
      id: 'u-1',
      name: '',
      email: 'one@example.com',
      emailVerified: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .execute()
  const search = await db
    .insertInto('searches')
    .values({ query: 'btts today', searches: 5 })
    .returning('id')
    .executeTakeFirstOrThrow()
  let n = 0
  async function report(userId: string | null, ip: string | null) {
    n++
    const requestId = `request-${n}-${randomBytes(4).toString('hex')}`
    if (!userId) {
      await db
        .insertInto('credit_reservations')
        .values({
          request_id: requestId,
          subject_kind: 'visitor',
          subject_id: `v-${n}`,
          source: 'visitor',
          subscription_id: null,
          ip,
        })
        .execute()
    }
    await db
      .insertInto('analyses')
      .values({
        share_id: `share-${n}-${randomBytes(8).toString('hex')}`,
        query: 'btts today',
        result: 'r',
        analysis: '{}',
        search_id: search.id,
        user_id: userId,
        visitor_id: userId ? null : `v-${n}`,
        request_id: requestId,
      })
      .execute()
  }
  await report('u-1', null)
  await report('u-1', null) // the same account again
  await report(null, '203.0.113.1')
  await report(null, '203.0.113.1') // another visitor id, the same address: the same person
  await report(null, '203.0.113.2')

  const result = await migrate(database)
  expect(result.applied).toContain(MIGRATION)
  const askers = await db
    .selectFrom('search_askers')
    .select('asker')
    .where('search_id', '=', search.id)
    .orderBy('asker')
    .execute()
  const { rows } = await sql<{
    a: string
    b: string
  }>`select 'ip:' || md5('203.0.113.1') as a, 'ip:' || md5('203.0.113.2') as b`.execute(db)
  expect(askers.map((row) => row.asker).sort()).toEqual([rows[0]?.a, rows[0]?.b, 'user:u-1'].sort())
}, 120_000)
