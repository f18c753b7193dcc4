/**
 * The audit log of the back office. Every admin mutation calls recordAudit() with the
 * transaction that makes the change, so the change and its entry commit or roll back together:
 * there is never a change without its entry, nor an entry for a change that did not happen.
 */
import type { FastifyRequest } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import { requireSignedIn } from './guards.ts'

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

/** The administrator making the request (the /api/admin guard has already checked them). */
export async function auditActor(request: FastifyRequest): Promise<AuditActor> {
  const caller = await requireSignedIn(request)
  return { id: caller.user.id, email: caller.user.email }
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
