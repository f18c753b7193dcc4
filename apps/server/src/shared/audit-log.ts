/**
 * Writing the audit log: one entry inside the transaction that makes the change, so the change
 * and its entry commit or roll back together. Apart from audit.ts (which finds the administrator
 * of a request) so that code outside a request, such as order creation that the benchmarks call,
 * can record changes without pulling in the request guards.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface AuditActor {
  id: string
  email: string
}

export interface AuditChange {
  /** `<entity>.<verb>`, e.g. `market.update`. */
  action: string
  entity: string
  entityId: string | null
  before?: unknown
  after?: unknown
}

function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value)
}

/** Writes one audit entry inside the caller's transaction. */
export async function recordAudit(
  trx: Transaction<Database> | Kysely<Database>,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await trx
    .insertInto('admin_audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId,
      before: toJson(change.before),
      after: toJson(change.after),
    })
    .execute()
}
