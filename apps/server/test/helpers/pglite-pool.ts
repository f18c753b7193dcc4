/**
 * Fresh migrated PGlite databases for test files, without paying for a new instance each time.
 *
 * Starting PGlite from the migrated snapshot costs about a second of CPU (the WASM instance, a
 * 42 MB data directory, PostgreSQL's start-up), which was most of the set-up of a server test
 * file. A database a test file has finished with is instead reset to the snapshot's state and
 * handed to the next file of the same Vitest worker: every table is emptied and the rows the
 * migrations and the seed wrote are put back, exactly as they were (a few tens of ms).
 *
 * A reset is only trusted when nothing but rows changed. Before a database goes back to the pool
 * its catalog (tables, columns, indexes, constraints, functions, triggers, schemas), its session
 * settings and its advisory locks are compared with the snapshot's; a test that created a
 * trigger or replaced a function (migrate.test.ts, the fuzzer, the audit tests) therefore gets
 * its database thrown away, and the next file gets a new clone.
 */
import { readFileSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts'

/** Reset databases kept per worker (each holds a PostgreSQL in memory). */
const POOL_SIZE = 2

/** Everything a test could change besides rows; equal before and after means a row reset is enough. */
const CATALOG_FINGERPRINT = `
select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
  select 'schema ' || nspname as item from pg_namespace
  union all
  select 'rel ' || c.oid::regclass::text || ' ' || c.relkind::text || ' ' || c.relnatts
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all
  select 'col ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || a.atttypid || ' ' || a.attnotnull
      || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0 and not a.attisdropped
  union all
  select 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all
  select 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) || ' ' || p.provolatile::text
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all
  select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger
  union all
  select 'extension ' || extname from pg_extension
  union all
  select 'setting ' || name || '=' || setting from pg_settings where source = 'session'
  union all
  select 'lock ' || locktype || ' ' || coalesce(objid::text, '') from pg_locks where locktype = 'advisory'
) catalog`

interface Template {
  fingerprint: string
  /** Every table of the public schema, emptied together by one TRUNCATE. */
  tables: string[]
  /** The snapshot's rows of each non-empty table, as JSON (restored with json_populate_recordset). */
  rows: Array<{ table: string; json: string }>
  /** Identity sequences and where the snapshot left them. */
  sequences: Array<{ name: string; value: string; called: boolean }>
}

let template: Template | null = null
const pool: PGlite[] = []

async function fingerprintOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ fingerprint: string }>(CATALOG_FINGERPRINT)
  return rows[0]?.fingerprint ?? ''
}

/** What the snapshot holds, read from a database just cloned from it. */
async function readTemplate(pglite: PGlite): Promise<Template> {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  )
  const { rows: generated } = await pglite.query(
    `select 1 from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and a.attgenerated <> ''`,
  )
  // Generated columns would refuse the plain INSERT … SELECT * of a reset.
  if (generated.length > 0) throw new Error('pglite-pool: generated columns need a different reset')
  const { rows: sequences } = await pglite.query<{ name: string; value: string; called: boolean }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
  )
  const rows: Template['rows'] = []
  for (const { name } of tables) {
    const { rows: data } = await pglite.query<{ json: string | null }>(
      `select json_agg(t)::text as json from (select * from ${name}) t`,
    )
    const json = data[0]?.json
    if (json) rows.push({ table: name, json })
  }
  return { fingerprint: await fingerprintOf(pglite), tables: tables.map((t) => t.name), rows, sequences }
}

/** Back to the snapshot's rows; false when the database changed in a way rows cannot undo. */
async function reset(pglite: PGlite, snapshot: Template): Promise<boolean> {
  if (pglite.closed) return false
  if ((await fingerprintOf(pglite)) !== snapshot.fingerprint) return false
  await pglite.transaction(async (tx) => {
    // Replica role first: no trigger fires, neither the append-only tables' guards against
    // TRUNCATE (sealed_predictions) nor the foreign keys as rows go back table by table in name
    // order (they are checked by the snapshot's own consistency, not in an order never written in).
    await tx.exec(`set local session_replication_role = replica`)
    await tx.exec(`truncate ${snapshot.tables.join(', ')}`)
    for (const { table, json } of snapshot.rows) {
      await tx.query(
        `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      )
    }
    for (const { name, value, called } of snapshot.sequences) {
      await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, value, called])
    }
  })
  return true
}

async function clone(snapshotFile: string): Promise<PGlite> {
  const { pglite } = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(snapshotFile)]) })
  if (!pglite) throw new Error('pglite-pool: no PGlite instance')
  template ??= await readTemplate(pglite)
  return pglite
}

/** A database in the snapshot's state; dispose() resets it for the next file or throws it away. */
export async function takePgliteDatabase(
  snapshotFile: string,
): Promise<{ database: DatabaseHandle; dispose(): Promise<void>; reused: boolean }> {
  const reused = pool.pop()
  const pglite = reused ?? (await clone(snapshotFile))
  const database = await openDatabase({ borrow: pglite })
  return {
    database,
    /** True when an earlier user's database was reset for this one (pglite-pool.test.ts checks). */
    reused: reused !== undefined,
    async dispose() {
      await database.close()
      const snapshot = template
      const reusable =
        snapshot !== null && pool.length < POOL_SIZE && (await reset(pglite, snapshot).catch(() => false))
      if (reusable) pool.push(pglite)
      else await pglite.close().catch(() => {})
    },
  }
}
