import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { type AuditActor, recordAudit } from '../../shared/audit.ts'

/**
 * Deletes shared analyses older than `retentionDays` (back-office spec §7 cleanup_old_analyses)
 * and records how many went, in one transaction. Answers the number deleted.
 */
export function cleanupOldAnalyses(db: Kysely<Database>, actor: AuditActor, retentionDays: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('analyses')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
      .executeTakeFirst()
    const count = Number(deleted.numDeletedRows)
    await recordAudit(trx, actor, {
      action: 'analyses.cleanup',
      entity: 'analyses',
      entityId: null,
      after: { retentionDays, deleted: count },
    })
    return count
  })
}
