/**
 * verify-paystack-payment: the Paystack callback page asks the server, the server asks Paystack
 * (GET /transaction/verify/{reference}) and hands a successful transaction to fulfilOrder, which
 * grants once and only for exactly the order's amount (kobo) and currency. The charge.success
 * webhook may be doing the same at the same moment; the order row lock makes it one grant.
 */
import type { VerifyPaystackResponse } from '@pitchwise/contract'
import { PAYMENT_ERRORS } from '@pitchwise/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { fulfilOrder, isUuid } from './fulfil-order.ts'
import { PAYSTACK_KEY, PaystackGateway } from './gateways/paystack.ts'
import type { GatewayRegistry } from './gateways/registry.ts'
import { orderStatus } from './orders.ts'
import { flagOrder } from './revoke-order.ts'

export async function verifyPaystackOrder(
  deps: { db: Kysely<Database>; registry: GatewayRegistry; log?: FastifyBaseLogger },
  userId: string,
  reference: string,
): Promise<VerifyPaystackResponse> {
  const { db } = deps
  const order = await db
    .selectFrom('payment_orders')
    .select(['id', 'order_id', 'status', 'payment_provider'])
    .where(isUuid(reference) ? 'id' : 'order_id', '=', reference)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!order) throw new AppError('NOT_FOUND', PAYMENT_ERRORS.orderNotFound)
  if (order.payment_provider !== PAYSTACK_KEY) throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.verificationFailed)
  const gateway = deps.registry.byKey(PAYSTACK_KEY)
  if (!(gateway instanceof PaystackGateway))
    throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.unsupportedGateway('Paystack'))

  if (order.status !== 'fulfilled') {
    const found = await gateway.confirmReference(order.order_id)
    if (found.kind === 'paid') {
      if (found.orderId !== order.id) {
        await flagOrder(db, order.id, 'order_mismatch')
      } else {
        const result = await fulfilOrder(db, order.id, found.evidence)
        if (!result.ok && (result.reason === 'amount_mismatch' || result.reason === 'provider_mismatch')) {
          await flagOrder(db, order.id, result.reason)
          deps.log?.warn({ orderId: order.id, reason: result.reason }, 'paystack verification did not fulfil its order')
        }
      }
    }
  }
  const status = await orderStatus(db, userId, order.id)
  const success = status.status === 'fulfilled'
  return {
    success,
    status: status.status,
    planName: status.planName,
    credits: status.credits,
    expiryDate: success ? (status.subscription?.endsAt ?? null) : null,
  }
}
