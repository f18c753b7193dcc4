/**
 * "Re-import now" from the back office: the same import the schedule runs (importNow takes the
 * import lock, so it never overlaps another instance's run), answered with its outcome. A source
 * that fails is an outcome too: its run is recorded with the error and the old data keeps
 * serving. The audit entry is written after the run, not in its transaction: an import is many
 * statements over seconds, and the entry records the request and its outcome, not a row change.
 */
import { type AdminDataImportResponse, DATA_MESSAGES } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, recordAudit } from '../../shared/audit.ts'
import type { FootballService } from './football-service.ts'

export async function reimportNow(
  db: Kysely<Database>,
  football: FootballService | null,
  actor: AuditActor,
): Promise<AdminDataImportResponse> {
  if (!football) throw new AppError('SERVICE_UNAVAILABLE', DATA_MESSAGES.noFootball)
  let result: AdminDataImportResponse
  try {
    const counts = await football.importNow()
    // Undefined: the lock is held, by a scheduled run or another instance. Nothing happened, nothing is audited.
    if (!counts) throw new AppError('CONFLICT', DATA_MESSAGES.importRunning)
    result = { outcome: 'imported', added: counts.matchesAdded, updated: counts.matchesUpdated, error: null }
  } catch (error) {
    if (error instanceof AppError) throw error
    result = { outcome: 'failed', added: 0, updated: 0, error: error instanceof Error ? error.message : String(error) }
  }
  await recordAudit(db, actor, { action: 'data.import', entity: 'data_import', entityId: null, after: result })
  return result
}
