/**
 * The football data's version (table football_data_version): bumped by every import that
 * changes matches, read by every server instance to notice data imported by someone else.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'

export async function readDataVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('football_data_version').select('version').executeTakeFirst()
  return row ? Number(row.version) : 0
}

export async function bumpDataVersion(db: Kysely<Database>): Promise<void> {
  await db.updateTable('football_data_version').set({ version: sql`version + 1`, changed_at: sql`now()` }).execute()
}
