import { AuditQuery, AuditResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageInfo } from '../shared/present.ts'

/** GET /api/admin/audit: the audit log, newest first, optionally about one kind of entity. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of admin changes, newest first',
        querystring: AuditQuery,
        response: { 200: AuditResponse },
      },
    },
    async (request) => {
      const { page, pageSize, entity } = request.query
      const db = app.database.db
      let base = db.selectFrom('admin_audit_log')
      if (entity) base = base.where('entity', '=', entity)
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ])
      return {
        ...pageInfo(Number(total), page, pageSize),
        items: rows.map((row) => ({
          id: row.id,
          createdAt: new Date(row.created_at).toISOString(),
          actorId: row.actor_id,
          actorEmail: row.actor_email,
          action: row.action,
          entity: row.entity,
          entityId: row.entity_id,
          before: parseJson(row.before),
          after: parseJson(row.after),
        })),
      }
    },
  )
}

/** PGlite and node-postgres both parse jsonb; a string here would be double-encoded JSON. */
function parseJson(value: unknown): unknown {
  return value ?? null
}
