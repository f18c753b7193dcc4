/**
 * Counts the rows written to every table of the app's schema, to prove a refused request
 * changed nothing: a row trigger (insert, update, delete) and a truncate trigger on each table
 * add to a per-table counter. Reading the counters after a request is one small query (a
 * checksum of every table took longer than the request itself). Test-only DDL, made in the
 * test's own throw-away database; PL/pgSQL runs on PGlite and PostgreSQL alike.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../src/db/schema.ts'

export type WriteCounts = Map<string, number>

const COUNTER_TABLE = 'fuzz_write_counts'

/** Installs the counters on every table except `except`; returns the tables watched. */
export async function installWriteCounters(db: Kysely<Database>, except: readonly string[]): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db)
  const tables = rows.rows.map((r) => r.name).filter((name) => !except.includes(name) && name !== COUNTER_TABLE)
  await sql.raw(`create table if not exists ${COUNTER_TABLE} (t text primary key, n bigint not null)`).execute(db)
  await sql
    .raw(`create or replace function fuzz_count_write() returns trigger language plpgsql as $$
      begin
        insert into ${COUNTER_TABLE} (t, n) values (TG_TABLE_NAME, 1)
          on conflict (t) do update set n = ${COUNTER_TABLE}.n + 1;
        return null;
      end $$`)
    .execute(db)
  for (const table of tables) {
    await sql
      .raw(`create trigger fuzz_count_rows after insert or update or delete on "${table}"
        for each row execute function fuzz_count_write()`)
      .execute(db)
    await sql
      .raw(`create trigger fuzz_count_truncate after truncate on "${table}"
        for each statement execute function fuzz_count_write()`)
      .execute(db)
  }
  return tables
}

export async function writeCounts(db: Kysely<Database>): Promise<WriteCounts> {
  const rows = await sql.raw<{ t: string; n: string }>(`select t, n::text as n from ${COUNTER_TABLE}`).execute(db)
  return new Map(rows.rows.map((r) => [r.t, Number(r.n)]))
}

/** The tables written to between two readings. */
export function changedTables(before: WriteCounts, after: WriteCounts): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t))
}
