/**
 * A database migrated up to, not including, one migration: for tests of what that migration does
 * to data written before it. PostgreSQL in a schema of its own when DATABASE_URL is set, else an
 * in-memory PGlite. `withFunctions`: also apply today's function files (leave them out when they
 * write tables the earlier migrations lack).
 */
import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts'
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate.ts'

export interface MigratedBefore {
  database: DatabaseHandle
  close(): Promise<void>
}

export async function databaseMigratedBefore(
  migration: string,
  options: { withFunctions: boolean },
): Promise<MigratedBefore> {
  const before = mkdtempSync(path.join(tmpdir(), 'pitchwise-migrations-'))
  for (const name of readdirSync(MIGRATIONS_DIR)) {
    const wanted = name === 'functions' ? options.withFunctions : name < migration
    if (wanted) cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true })
  }
  const databaseUrl = process.env.DATABASE_URL
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, schema, poolSize: 2 })
    : await openDatabase({ dataDir: 'memory://' })
  await migrate(database, before)
  return {
    database,
    async close() {
      if (schema) await sql.raw(`drop schema if exists "${schema}" cascade`).execute(database.db)
      await database.close()
      rmSync(before, { recursive: true, force: true })
    },
  }
}
