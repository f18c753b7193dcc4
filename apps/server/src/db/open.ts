/**
 * Opens the configured database, applies pending migrations and the idempotent seed: what the
 * server does at start and `npm run db:migrate` does on its own.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'
import { type DatabaseHandle, openDatabase } from './database.ts'
import { migrate } from './migrate.ts'
import { seed } from './seed.ts'

export async function openMigratedDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<{ database: DatabaseHandle; applied: string[] }> {
  let dataDir: string | undefined
  if (!config.DATABASE_URL) {
    dataDir = path.join(config.DATA_DIR, 'pglite')
    mkdirSync(dataDir, { recursive: true })
  }
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: dataDir as string },
  )
  try {
    const { applied } = await migrate(database)
    await seed(database.db)
    return { database, applied }
  } catch (error) {
    await database.close()
    throw error
  }
}
