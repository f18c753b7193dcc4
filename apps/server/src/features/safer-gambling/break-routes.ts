/**
 * GET and POST /api/account/break (issue 35, decision 312): the account's time-out or
 * self-exclusion. A request starts one or makes the running one longer; no route ends or shortens
 * one (the database refuses it too). The break itself is enforced where searches and orders start.
 */
import { ErrorResponse, type StartBreakBody, TAKING_A_BREAK_ENDPOINTS } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedIn } from '../../shared/guards.ts'
import { activeBreak, startBreak } from '../../shared/taking-a-break.ts'

export const breakRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { accountBreak, startBreak: startEndpoint } = TAKING_A_BREAK_ENDPOINTS

  app.route({
    method: accountBreak.method,
    url: accountBreak.path,
    schema: {
      tags: ['accounts'],
      summary: 'The time-out or self-exclusion running on the account (the one that ends last), or null',
      security: [{ bearer: [] }],
      response: { 200: accountBreak.response, 401: ErrorResponse },
    },
    handler: async (request, reply) => {
      const caller = await requireSignedIn(request)
      reply.header('Cache-Control', 'no-store')
      return { active: await activeBreak(db, caller.user.id) }
    },
  })

  app.route({
    method: startEndpoint.method,
    url: startEndpoint.path,
    schema: {
      tags: ['accounts'],
      summary: 'Start a time-out (24h, 7d, 30d) or a self-exclusion (6m, 1y, 5y), or make the running one longer',
      description:
        'While it runs, every search and every purchase of the account is refused (403 TAKING_A_BREAK). ' +
        'A break that would end before the running one is refused (409): nothing ends or shortens a break early.',
      security: [{ bearer: [] }],
      body: startEndpoint.body,
      response: { 201: startEndpoint.response, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
    },
    handler: async (request, reply) => {
      const caller = await requireSignedIn(request)
      const { duration } = request.body as StartBreakBody
      const started = await startBreak(db, { id: caller.user.id, email: caller.user.email }, duration)
      request.log.info({ kind: started.kind, endsAt: started.endsAt }, 'safer gambling: break started')
      reply.header('Cache-Control', 'no-store')
      return reply.status(201).send({ active: await activeBreak(db, caller.user.id) })
    },
  })
}
