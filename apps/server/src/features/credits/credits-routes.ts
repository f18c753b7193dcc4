/**
 * GET /api/credits: the remaining-searches counter for anonymous visitors (X-Visitor-ID) and
 * signed-in users alike. Also decorates app.creditPolicy (the configured allowances) for
 * routes that charge credits (POST /api/analyze), and grants every new account its sign-up
 * credits when auth publishes 'user.created'.
 */
import { CreditsResponse, ErrorResponse } from '@pitchwise/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { resolveCaller } from '../../shared/caller.ts'
import { creditPolicyFromConfig, getCreditBalance } from '../../shared/credits.ts'
import { grantSignupCredits } from './grant-signup-credits.ts'

export async function creditsPlugin(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  app.decorate('creditPolicy', creditPolicyFromConfig(app.config))
  app.events.on('user.created', async ({ userId }) => {
    await grantSignupCredits(app.database.db, userId, app.config.FREE_SEARCHES_SIGNUP)
  })
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
