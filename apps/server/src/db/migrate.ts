/**
 * Applies migrations/NNNN_name.sql in order, each once, each in its own transaction, on
 * PGlite and PostgreSQL alike. Then, every time, re-applies the database functions in
 * migrations/functions/<name>.sql (each `create or replace`, one file per function, in file-name
 * order, in one transaction), so each function has exactly one current definition: change a
 * function by editing its file, never in a numbered migration. Several servers starting together
 * on PostgreSQL serialise on an advisory lock, so a migration never runs twice.
 *
 * Order: PL/pgSQL resolves the functions it calls when it runs, so only SQL-language functions
 * that call another function must sort after it. Changing a function's arguments or result type
 * needs a `drop function` in a numbered migration first (create or replace cannot do that).
 */
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import type { DatabaseHandle } from './database.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))

export interface MigrationResult {
  applied: string[]
  /** The function files re-applied (every run). */
  functions: string[]
}

export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort()
  for (let attempt = 0; attempt < 100; attempt++) {
    const result = await handle.withExclusiveLock('migrations', () => applyPending(handle, dir, files))
    if (result) return result
    // Another instance is migrating: wait for it rather than racing it.
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('Timed out waiting for another instance to finish migrating')
}

async function applyPending(handle: DatabaseHandle, dir: string, files: string[]): Promise<MigrationResult> {
  await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(
    handle.db,
  )
  const done = await sql<{ name: string }>`select name from schema_migrations`.execute(handle.db)
  const appliedBefore = new Set(done.rows.map((row) => row.name))
  const applied: string[] = []
  for (const file of files) {
    if (appliedBefore.has(file)) continue
    const script = await readFile(`${dir}/${file}`, 'utf8')
    const name = file.replaceAll("'", "''")
    await handle.runScript(`${script}\n;insert into schema_migrations (name) values ('${name}');`)
    applied.push(file)
  }
  const functions = await applyFunctions(handle, `${dir}/functions`)
  return { applied, functions }
}

/** Re-applies every migrations/functions/*.sql, in file-name order, in one transaction. */
async function applyFunctions(handle: DatabaseHandle, dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const files = (await readdir(dir)).filter((name) => /^[\w-]+\.sql$/.test(name)).sort()
  if (files.length === 0) return []
  const scripts = await Promise.all(files.map((file) => readFile(`${dir}/${file}`, 'utf8')))
  await handle.runScript(scripts.join('\n;\n'))
  return files
}
