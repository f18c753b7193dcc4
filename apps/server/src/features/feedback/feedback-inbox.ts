/**
 * The feedback inbox: what people send through the feedback modal, newest first, and a
 * handled mark so the team sees what still needs an answer.
 */
import { ADMIN_MESSAGES, type AdminFeedbackResponse, type FEEDBACK_FILTERS } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { type AuditActor, recordAudit } from '../../shared/audit.ts'
import { pageInfo } from '../../shared/present.ts'

export async function listFeedback(
  db: Kysely<Database>,
  query: { page: number; pageSize: number; status: (typeof FEEDBACK_FILTERS)[number] },
): Promise<AdminFeedbackResponse> {
  let base = db.selectFrom('feedback')
  if (query.status === 'open') base = base.where('handled_at', 'is', null)
  if (query.status === 'handled') base = base.where('handled_at', 'is not', null)
  const [{ total }, { open }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('open'))
      .where('handled_at', 'is', null)
      .executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ])
  return {
    ...pageInfo(Number(total), query.page, query.pageSize),
    open: Number(open),
    items: rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      type: row.type,
      message: row.message,
      // feedback.user_email holds the sender's email (see submit-feedback.ts).
      email: row.user_email,
      handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null,
    })),
  }
}

export function markFeedbackHandled(db: Kysely<Database>, actor: AuditActor, id: string, handled: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('feedback')
      .select(['id', 'handled_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!before) throw notFound(ADMIN_MESSAGES.feedbackNotFound)
    const after = await trx
      .updateTable('feedback')
      .set({ handled_at: handled ? (before.handled_at ?? new Date()) : null })
      .where('id', '=', id)
      .returning(['id', 'handled_at'])
      .executeTakeFirstOrThrow()
    await recordAudit(trx, actor, {
      action: handled ? 'feedback.handle' : 'feedback.reopen',
      entity: 'feedback',
      entityId: id,
      before,
      after,
    })
  })
}
