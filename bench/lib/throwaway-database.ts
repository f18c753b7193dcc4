/**
 * A PostgreSQL database created for one bench run and dropped after it, so the run neither sees
 * nor leaves other data. `adminUrl` must be allowed to create databases.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface ThrowawayDatabase {
  name: string
  /** `adminUrl` pointed at the new database. */
  url: string
  drop(): Promise<void>
}

export async function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {})
      await admin.end()
    },
  }
}
