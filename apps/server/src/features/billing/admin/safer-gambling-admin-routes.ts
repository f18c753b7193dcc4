/**
 * Admin: the safer gambling list and one account's tools (issue 35), read-only. The paths are the
 * contract's full /api/admin paths, so the admin guard covers them (shared/guards.ts).
 */

import { type AdminSaferGamblingQuery, ErrorResponse, TAKING_A_BREAK_ENDPOINTS } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../../errors.ts'
import { breakHistory } from '../../../shared/taking-a-break.ts'
import { listSaferGamblingUsers, saferGamblingUser } from './safer-gambling-admin.ts'

export const saferGamblingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { adminUsers, adminUser } = TAKING_A_BREAK_ENDPOINTS

  app.route({
    method: adminUsers.method,
    url: adminUsers.path,
    schema: {
      tags: ['admin'],
      summary: 'Accounts with spending limits or a time-out or self-exclusion running (filter: any, limits, breaks)',
      security: [{ bearer: [] }],
      querystring: adminUsers.query,
      response: { 200: adminUsers.response, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
    },
    handler: async (request) => ({
      users: await listSaferGamblingUsers(db, request.query as AdminSaferGamblingQuery),
    }),
  })

  app.route({
    method: adminUser.method,
    url: adminUser.path,
    schema: {
      tags: ['admin'],
      summary: 'One account\u2019s spending limits, reality check and every break it has taken (read-only)',
      security: [{ bearer: [] }],
      params: adminUser.params,
      response: { 200: adminUser.response, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
    },
    handler: async (request) => {
      const { id } = request.params as { id: string }
      const user = await db
        .selectFrom('user')
        .select(['id', 'email', 'realityCheckMinutes'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.')
      return { user: await saferGamblingUser(db, user), breaks: await breakHistory(db, id) }
    },
  })
}
