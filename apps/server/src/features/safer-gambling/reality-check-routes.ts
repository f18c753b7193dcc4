/**
 * PUT /api/account/reality-check (issue 35, decision 313): the reminder every 30 or 60 minutes of
 * activity, kept per account so every device of the account reminds alike (GET /api/me carries
 * it). Each change is in the audit log, like every other safer gambling setting.
 */
import { ErrorResponse, type RealityCheckSetting, TAKING_A_BREAK_ENDPOINTS } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recordAudit } from '../../shared/audit.ts'
import { requireSignedIn } from '../../shared/guards.ts'

export const realityCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { setRealityCheck } = TAKING_A_BREAK_ENDPOINTS

  app.route({
    method: setRealityCheck.method,
    url: setRealityCheck.path,
    schema: {
      tags: ['accounts'],
      summary: 'Choose the reality-check reminder: every 30 or 60 minutes of activity, or off (null)',
      security: [{ bearer: [] }],
      body: setRealityCheck.body,
      response: { 200: setRealityCheck.response, 400: ErrorResponse, 401: ErrorResponse },
    },
    handler: async (request, reply) => {
      const caller = await requireSignedIn(request)
      const { minutes } = request.body as RealityCheckSetting
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('user')
          .select('realityCheckMinutes')
          .where('id', '=', caller.user.id)
          .forUpdate()
          .executeTakeFirstOrThrow()
        if (before.realityCheckMinutes === minutes) return
        await trx.updateTable('user').set({ realityCheckMinutes: minutes }).where('id', '=', caller.user.id).execute()
        await recordAudit(
          trx,
          { id: caller.user.id, email: caller.user.email },
          {
            action: 'reality_check.update',
            entity: 'user',
            entityId: caller.user.id,
            before: { minutes: before.realityCheckMinutes },
            after: { minutes },
          },
        )
      })
      reply.header('Cache-Control', 'no-store')
      return { minutes }
    },
  })
}
