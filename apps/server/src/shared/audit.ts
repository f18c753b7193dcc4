/**
 * The audit log of the back office. Every admin mutation calls recordAudit() with the
 * transaction that makes the change, so the change and its entry commit or roll back together:
 * there is never a change without its entry, nor an entry for a change that did not happen.
 * The account's own safer gambling changes (limits, breaks, reality checks) are recorded the
 * same way, with the account as the actor (audit-log.ts).
 */
import type { FastifyRequest } from 'fastify'
import type { AuditActor } from './audit-log.ts'
import { requireSignedIn } from './guards.ts'

export { type AuditActor, type AuditChange, recordAudit } from './audit-log.ts'

/** The administrator making the request (the /api/admin guard has already checked them). */
export async function auditActor(request: FastifyRequest): Promise<AuditActor> {
  const caller = await requireSignedIn(request)
  return { id: caller.user.id, email: caller.user.email }
}
