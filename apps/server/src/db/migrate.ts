/**
 * Applies migrations/NNNN_name.sql in order, each once, each in its own transaction, on
 * PGlite and PostgreSQL alike. Several servers starting together on PostgreSQL serialise
 * on an advisory lock, so a migration never runs twice.
 */
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import type { DatabaseHandle } from './database.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))

export interface MigrationResult {
  applied: string[]
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
  return { applied }
}
