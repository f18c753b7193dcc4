/**
 * verify-paystack-payment: the Paystack callback page asks the server, the server asks Paystack
 * about the order (the same look-up as the result screen's reconciliation) and settles what it
 * says (settle-payment.ts): a grant once and only for exactly the order's amount (kobo) and
 * currency, a flag otherwise. The charge.success webhook may be doing the same at the same
 * moment; the order row lock makes it one grant.
 */
import type { VerifyPaystackResponse } from '@pitchwise/contract'
import { PAYMENT_ERRORS } from '@pitchwise/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { PAYSTACK_KEY } from './gateways/paystack.ts'
import type { GatewayRegistry } from './gateways/registry.ts'
import { orderStatus } from './orders.ts'
import { callerOrder, isOpenOrder, reconcileWith } from './reconcile-order.ts'

export async function verifyPaystackOrder(
  deps: { db: Kysely<Database>; registry: GatewayRegistry; log?: FastifyBaseLogger },
  userId: string,
  reference: string,
): Promise<VerifyPaystackResponse> {
  const { db } = deps
  const order = await callerOrder(db, userId, reference)
  if (!order) throw new AppError('NOT_FOUND', PAYMENT_ERRORS.orderNotFound)
  if (order.payment_provider !== PAYSTACK_KEY) throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.verificationFailed)
  const gateway = deps.registry.byKey(PAYSTACK_KEY)
  if (!gateway) throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.unsupportedGateway('Paystack'))
  // Unthrottled (the page calls it once); a provider failure reaches the caller as the spec's text.
  if (isOpenOrder(order.status)) await reconcileWith(deps, gateway, order)

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
