/**
 * Migrations on a real database: every migrate re-applies the function files (one current
 * definition each, after the numbered migrations), the keys and indexes of 0008 exist, and every
 * foreign key has an index (0060).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.ts'
import { openTestDatabase } from './helpers/test-app.ts'

let db: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(() => db.dispose())

const FUNCTION_FILES = readdirSync(`${MIGRATIONS_DIR}/functions`)
  .filter((name) => name.endsWith('.sql'))
  .sort()

describe('migrate', () => {
  it('applies nothing twice but re-applies every function file, in file-name order', async () => {
    const again = await migrate(db.database)
    expect(again.applied).toEqual([])
    expect(again.functions).toEqual(FUNCTION_FILES)
    expect(FUNCTION_FILES).toContain('charge_and_record.sql')
  })

  it('keeps one definition per function: each file defines the function it is named after, and no numbered migration does', () => {
    for (const file of FUNCTION_FILES) {
      const defined = [
        ...readFileSync(`${MIGRATIONS_DIR}/functions/${file}`, 'utf8').matchAll(/create or replace function\s+(\w+)/gi),
      ]
      expect(defined.map((match) => match[1])).toEqual([file.replace(/\.sql$/, '')])
    }
    const numbered = readdirSync(MIGRATIONS_DIR).filter((name) => /^\d{4}_.*\.sql$/.test(name))
    for (const file of numbered) {
      expect(readFileSync(`${MIGRATIONS_DIR}/${file}`, 'utf8'), file).not.toMatch(/create (or replace )?function/i)
    }
  })

  it('leaves no older overload beside a function whose arguments changed', async () => {
    // create or replace with a new argument list adds a second function; the old one would keep
    // answering callers that match it (0065 drops charge_and_record's eleven-argument form, 0100
    // its fourteen-argument one: the fifteenth brings the predictions to seal).
    const { rows } = await sql<{ name: string; n: number }>`select p.proname as name, count(*)::int as n
      from pg_proc p join pg_namespace ns on ns.oid = p.pronamespace
      where ns.nspname = current_schema() group by p.proname having count(*) > 1`.execute(db.database.db)
    expect(rows).toEqual([])
    const { rows: args } = await sql<{ n: number }>`select pronargs as n from pg_proc
      where proname = 'charge_and_record' and pronamespace = current_schema()::regnamespace`.execute(db.database.db)
    expect(args).toEqual([{ n: 15 }])
  })

  it('drops the eleven-argument charge_and_record of a database migrated before 0065', async () => {
    // Such a database still has the old signature beside the new one until 0065 runs.
    await sql`create function charge_and_record(text, text, text, text, integer, integer, text, text, text, jsonb, text)
      returns table (o_outcome text, o_remaining integer, o_search_id uuid, o_share_id text)
      language sql as $$ select 'old'::text, 0, null::uuid, null::text $$`.execute(db.database.db)
    await sql`delete from schema_migrations where name = '0065_charge_and_record_understanding.sql'`.execute(
      db.database.db,
    )
    const again = await migrate(db.database)
    expect(again.applied).toEqual(['0065_charge_and_record_understanding.sql'])
    const { rows } = await sql<{
      n: number
    }>`select pronargs as n from pg_proc where proname = 'charge_and_record' and pronamespace = current_schema()::regnamespace`.execute(
      db.database.db,
    )
    expect(rows).toEqual([{ n: 15 }])
  })

  it('a function edited in the database is put back to its file on the next migrate', async () => {
    await sql`create or replace function pw_user_remaining(p_user_id text) returns integer language sql stable as $$ select 999 $$`.execute(
      db.database.db,
    )
    expect((await sql<{ n: number }>`select pw_user_remaining('nobody') as n`.execute(db.database.db)).rows[0]?.n).toBe(
      999,
    )
    await migrate(db.database)
    expect((await sql<{ n: number }>`select pw_user_remaining('nobody') as n`.execute(db.database.db)).rows[0]?.n).toBe(
      0,
    )
  })

  it('indexes the foreign keys of analyses, crypto_transactions, subscriptions and credit_reservations', async () => {
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
      where schemaname = current_schema()`.execute(db.database.db)
    const names = rows.map((row) => row.indexname)
    for (const name of [
      'analyses_user_id_idx',
      'analyses_search_id_idx',
      'crypto_transactions_user_id_idx',
      'subscriptions_plan_id_idx',
      'credit_reservations_subscription_id_idx',
    ]) {
      expect(names).toContain(name)
    }
  })

  it('covers every foreign key with an index that starts with its columns', async () => {
    // Without one, deleting or updating a referenced row scans the whole referencing table.
    const { rows } = await sql<{ key: string }>`
      select c.conrelid::regclass::text || '(' || (
               select string_agg(a.attname, ', ' order by k.ord)
               from unnest(c.conkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
             ) || ')' as key
      from pg_constraint c
      where c.contype = 'f'
        and c.connamespace = current_schema()::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
        )
      order by 1`.execute(db.database.db)
    expect(rows.map((row) => row.key)).toEqual([])
  })

  it('refuses a reservation that names a subscription that does not exist', async () => {
    await expect(
      sql`insert into credit_reservations (request_id, subject_kind, subject_id, source, subscription_id)
        values ('fk-check-0001', 'user', 'nobody', 'subscription', '00000000-0000-4000-8000-000000000000')`.execute(
        db.database.db,
      ),
    ).rejects.toThrow(/foreign key/)
  })

  it('stores feedback authors as user_email', async () => {
    const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'feedback'`.execute(db.database.db)
    expect(rows.map((row) => row.column_name)).toContain('user_email')
    expect(rows.map((row) => row.column_name)).not.toContain('user_id')
  })
})
