/** What an import left in the database, read the same way by the source tests. */
import type { DatabaseHandle } from '../../src/db/database.ts'

export async function countMatches(database: DatabaseHandle): Promise<number> {
  const row = await database.db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function lastImportRun(database: DatabaseHandle) {
  return database.db.selectFrom('data_imports').selectAll().orderBy('started_at', 'desc').executeTakeFirstOrThrow()
}
