/**
 * A fingerprint of every table of the app's schema (row count + md5 of the rows' text), to
 * prove a refused request changed nothing. One statement per fingerprint, on PGlite and
 * PostgreSQL alike.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../src/db/schema.ts'

export type Fingerprint = Map<string, string>

export async function tablesOf(db: Kysely<Database>, except: readonly string[]): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db)
  return rows.rows.map((r) => r.name).filter((name) => !except.includes(name))
}

export async function fingerprint(db: Kysely<Database>, tables: readonly string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (t) =>
      `select '${t}' as t, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
  )
  const rows = await sql.raw<{ t: string; h: string }>(parts.join(' union all ')).execute(db)
  return new Map(rows.rows.map((r) => [r.t, r.h]))
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t))
}
