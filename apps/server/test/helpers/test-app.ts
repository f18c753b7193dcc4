/**
 * A real app on a real database for one test file: PGlite in the migrated snapshot's state
 * (pglite-pool.ts: a clone, or a database an earlier file used, reset), or a fresh schema on the
 * PostgreSQL of DATABASE_URL (dropped afterwards).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { inject, onTestFinished } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { type Config, loadConfig } from '../../src/config.ts'
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts'
import { migrate } from '../../src/db/migrate.ts'
import { seed } from '../../src/db/seed.ts'
import { takePgliteDatabase } from './pglite-pool.ts'

export interface TestContext {
  app: FastifyInstance
  database: DatabaseHandle
  config: Config
  close(): Promise<void>
}

export async function openTestDatabase(): Promise<{ database: DatabaseHandle; dispose(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`
    const database = await openDatabase({ databaseUrl, schema, poolSize: 5 })
    await migrate(database)
    await seed(database.db)
    return {
      database,
      async dispose() {
        await sql.raw(`drop schema if exists "${schema}" cascade`).execute(database.db)
        await database.close()
      },
    }
  }
  const snapshot = inject('pgliteSnapshot')
  if (!snapshot) throw new Error('No PGlite snapshot: is test/helpers/global-setup.ts registered?')
  return takePgliteDatabase(snapshot)
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/pitchwise-test-data',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATA_IMPORT_INTERVAL_MINUTES: '0',
    ...overrides,
  })
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const { database, dispose } = await openTestDatabase()
  const config = testConfig(overrides)
  const app = await buildApp({ config, database, logger: false })
  await app.ready()
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      await dispose()
    },
  }
}

/**
 * An app for one test, closed when that test ends, so its database is reset for the next test
 * instead of every test of a file holding its own until the file ends.
 */
export async function createAppForTest(overrides: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestApp(overrides)
  onTestFinished(() => ctx.close())
  return ctx
}
