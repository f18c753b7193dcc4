/**
 * GET and PUT /api/billing/spending-limits (issue 35, decision 311): the buyer's limits, what
 * they spent in each rolling period and any raise or removal waiting for its 24 hours. Amounts
 * are minor units of the currency of the buyer's regional prices (kept once a limit is set).
 */
import { BILLING_ENDPOINTS, ErrorResponse, type SetSpendingLimitsBody } from '@pitchwise/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedIn } from '../../../shared/guards.ts'
import { regionalPlans } from '../catalogue.ts'
import { requestCountry } from '../country/request-country.ts'
import { readSpendingLimits, setSpendingLimits } from './spending-limits.ts'

export const spendingLimitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const regionalCurrency = async (request: FastifyRequest) => {
    const country = requestCountry(request, app.config, app.billing.countryLookup)
    return (await regionalPlans(db, country, request.log)).region.currencyCode
  }
  const { spendingLimits, setSpendingLimits: setEndpoint } = BILLING_ENDPOINTS

  app.route({
    method: spendingLimits.method,
    url: spendingLimits.path,
    schema: {
      tags: ['billing'],
      summary: 'The buyer\u2019s spending limits per day, week and month, what they spent and any waiting change',
      security: [{ bearer: [] }],
      response: { 200: spendingLimits.response, 401: ErrorResponse },
    },
    handler: async (request, reply) => {
      const caller = await requireSignedIn(request)
      reply.header('Cache-Control', 'no-store')
      return readSpendingLimits(db, caller.user.id, await regionalCurrency(request))
    },
  })

  app.route({
    method: setEndpoint.method,
    url: setEndpoint.path,
    schema: {
      tags: ['billing'],
      summary: 'Set the spending limits: a lower limit applies at once, a higher one or a removal after 24 hours',
      description: 'Amounts are integer minor units; null is no limit. Every order start is checked against them.',
      security: [{ bearer: [] }],
      body: setEndpoint.body,
      response: { 200: setEndpoint.response, 400: ErrorResponse, 401: ErrorResponse },
    },
    handler: async (request, reply) => {
      const caller = await requireSignedIn(request)
      const currency = await regionalCurrency(request)
      await setSpendingLimits(
        db,
        { id: caller.user.id, email: caller.user.email },
        currency,
        request.body as SetSpendingLimitsBody,
      )
      reply.header('Cache-Control', 'no-store')
      return readSpendingLimits(db, caller.user.id, currency)
    },
  })
}
