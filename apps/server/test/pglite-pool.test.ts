/**
 * The test databases handed from one test file to the next (helpers/pglite-pool.ts) must be
 * indistinguishable from a fresh clone of the migrated snapshot, or a test could pass or fail
 * because of what an earlier file left behind. Runs on PGlite in both CI passes (the PostgreSQL
 * pass has no shared snapshot, so this file makes its own).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { writePgliteSnapshot } from './helpers/global-setup.ts'
import { takePgliteDatabase } from './helpers/pglite-pool.ts'
import { testConfig } from './helpers/test-app.ts'

let snapshot: string
let ownDir: string | null = null
// The PostgreSQL pass migrates a PGlite of its own here first (no shared snapshot there).
beforeAll(async () => {
  const shared = inject('pgliteSnapshot')
  if (shared) snapshot = shared
  else {
    ownDir = mkdtempSync(path.join(tmpdir(), 'pitchwise-pool-test-'))
    snapshot = await writePgliteSnapshot(ownDir)
  }
}, 180_000)
afterAll(() => {
  if (ownDir) rmSync(ownDir, { recursive: true, force: true })
})

/** Every public table's rows in storage order, and where the ledger's id sequence stands. */
async function contents(pglite: PGlite) {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  )
  const rows: Record<string, unknown[]> = {}
  for (const { name } of tables) rows[name] = (await pglite.query(`select * from ${name}`)).rows
  const sequences = (await pglite.query(`select sequencename, last_value from pg_sequences`)).rows
  return { rows, sequences }
}

/** Writes what a busy test file would: an account with credits and a ledger entry, edits and deletes of seeded rows. */
async function dirty(database: Awaited<ReturnType<typeof takePgliteDatabase>>['database']) {
  const app = await buildApp({ config: testConfig(), database, logger: false })
  await app.ready()
  const user = await insertSignedInUser(app, { credits: 3 })
  await sql`insert into credit_ledger (user_id, entry, reason, bucket, amount, balance_after)
            values (${user.id}, 'grant', 'manual', 'free', 5, 8)`.execute(database.db)
  await sql`update markets set name = name || ' (edited)'`.execute(database.db)
  await sql`delete from regional_prices`.execute(database.db)
  await app.close()
}

// Each test starts PGlite at least once (about a second of CPU): generous on a busy machine.
describe('test databases reused between test files', { timeout: 120_000 }, () => {
  it('come back with exactly the rows and sequence positions of a fresh clone', async () => {
    const fresh = await takePgliteDatabase(snapshot)
    const expected = await contents(fresh.database.pglite as PGlite)
    expect(Object.keys(expected.rows).length).toBeGreaterThan(30)
    await dirty(fresh.database)
    expect(await contents(fresh.database.pglite as PGlite)).not.toEqual(expected)
    await fresh.dispose()

    const next = await takePgliteDatabase(snapshot)
    expect(next.reused).toBe(true)
    expect(await contents(next.database.pglite as PGlite)).toEqual(expected)
    await next.dispose()
  })

  it('are thrown away when a file changed more than rows (here: a trigger)', async () => {
    const first = await takePgliteDatabase(snapshot)
    await sql`create function test_pool_noop() returns trigger language plpgsql as $$ begin return new; end $$`.execute(
      first.database.db,
    )
    await sql`create trigger test_pool_noop before insert on feedback for each row execute function test_pool_noop()`.execute(
      first.database.db,
    )
    await first.dispose()

    const second = await takePgliteDatabase(snapshot)
    const { rows } = await (second.database.pglite as PGlite).query(
      `select 1 from pg_trigger where tgname = 'test_pool_noop'`,
    )
    expect(rows).toEqual([])
    await second.dispose()
  })

  it('refuse every query through a handle that was given back', async () => {
    const used = await takePgliteDatabase(snapshot)
    const { db } = used.database
    await used.dispose()
    await expect(db.selectFrom('user').select('id').execute()).rejects.toThrow()
  })
})
