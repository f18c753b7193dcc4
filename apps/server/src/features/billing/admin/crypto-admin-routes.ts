/**
 * Admin: crypto transactions (spec "Crypto Transactions"): list (10 per page, optional status),
 * verify (→ fulfilOrder) and reject, both final. Mounted under /api/admin, behind requireAdmin.
 */
import {
  AdminCryptoDecisionRequest,
  AdminCryptoDecisionResponse,
  AdminCryptoTransactionParams,
  AdminCryptoTransactionsQuery,
  AdminCryptoTransactionsResponse,
  ErrorResponse,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditActor } from '../../../shared/audit.ts'
import { decideCryptoTransaction, listCryptoTransactions } from '../crypto.ts'

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }

export const cryptoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/billing/crypto-transactions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Submitted crypto transactions, newest first',
        security: [{ bearer: [] }],
        querystring: AdminCryptoTransactionsQuery,
        response: { 200: AdminCryptoTransactionsResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => listCryptoTransactions(db, request.query),
  )

  for (const [action, decision] of [
    ['verify', 'verified'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/billing/crypto-transactions/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            decision === 'verified'
              ? 'Verify a pending crypto transaction: grants its plan (final)'
              : 'Reject a pending crypto transaction (final)',
          security: [{ bearer: [] }],
          params: AdminCryptoTransactionParams,
          body: AdminCryptoDecisionRequest.optional(),
          response: { 200: AdminCryptoDecisionResponse, 400: ErrorResponse, ...errors },
        },
      },
      async (request) => {
        const admin = await auditActor(request)
        const result = await decideCryptoTransaction(
          db,
          request.params.id,
          decision,
          admin,
          request.body?.adminNotes?.trim() || null,
        )
        request.log.info({ cryptoTransactionId: request.params.id, decision, admin: admin.id }, 'admin: crypto decided')
        return result
      },
    )
  }
}
