/**
 * GET /api/credits: the remaining-searches counter for anonymous visitors (X-Visitor-ID) and
 * signed-in users alike. Also decorates app.creditPolicy (the configured allowances) for
 * routes that reserve credits (POST /api/analyze).
 */
import { CreditsResponse, ErrorResponse } from '@pitchwise/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { resolveCaller } from '../auth/caller.ts'
import { type CreditPolicy, creditPolicyFromConfig, getCreditBalance } from './credits-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** FREE_SEARCHES_ANON, FREE_SEARCHES_SIGNUP and ANON_DAILY_LIMIT_PER_IP, for reserveCredit(). */
    creditPolicy: CreditPolicy
  }
}

export async function creditsPlugin(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  app.decorate('creditPolicy', creditPolicyFromConfig(app.config))
  app.get(
    '/api/credits',
    {
      schema: {
        tags: ['credits'],
        summary: 'Remaining searches of the caller (visitor or user)',
        response: { 200: CreditsResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await resolveCaller(request)
      reply.header('Cache-Control', 'no-store')
      return getCreditBalance(app.database.db, caller, app.creditPolicy)
    },
  )
}
Object.assign(creditsPlugin, { [Symbol.for('skip-override')]: true })
