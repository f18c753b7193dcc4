/**
 * Payment orders: creation with the server's price snapshot, guarded status transitions, and
 * the status the result screens read. The client sends a plan and a method; the amount and
 * currency come from the caller's regional price, whatever else the request carries.
 *
 * States: created → pending → paid → fulfilled; created/pending → failed | expired | cancelled;
 * paid/fulfilled → refunded (issue 10). Every transition is one UPDATE … WHERE status IN (from).
 */
import { randomBytes } from 'node:crypto'
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  type OrderStatus,
  type OrderStatusResponse,
  PAYMENT_ERRORS,
} from '@pitchwise/contract'
import type { FastifyBaseLogger } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { refuseDuringBreak } from '../../shared/taking-a-break.ts'
import { methodKind, methodsOfRegion, regionalPlans } from './catalogue.ts'
import { providerFailure } from './checkout-errors.ts'
import { isUuid } from './fulfil-order.ts'
import type { GatewayRegistry } from './gateways/registry.ts'
import { currencyExponent } from './money.ts'
import { assertWithinSpendingLimits } from './spending-limits/spend-guard.ts'
import { subscriptionById } from './subscriptions.ts'

export interface OrderDeps {
  db: Kysely<Database>
  registry: GatewayRegistry
  /** Number of configured crypto wallets (the crypto method is offered only with some). */
  cryptoWallets: number
  log?: FastifyBaseLogger
}

/** The merchant reference sent to providers: unguessable, unique. */
export const newOrderReference = () => `pw_${randomBytes(12).toString('base64url')}`

/** Moves an order from one of `from` to `to`; false (nothing changed) when it was in another state. */
export async function transitionOrder(
  db: Kysely<Database>,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  extra: { provider_reference?: string; failure_reason?: string } = {},
): Promise<boolean> {
  const row = await db
    .updateTable('payment_orders')
    .set({ status: to, updated_at: sql`now()`, ...extra })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}

const bad = (message: string) => new AppError('BAD_REQUEST', message)

/** POST /api/billing/orders: validates plan and method against the caller's region and starts the payment. */
export async function createOrder(
  deps: OrderDeps,
  user: { id: string; email: string },
  country: string,
  input: CreateOrderRequest,
): Promise<CreateOrderResponse> {
  const { db, registry } = deps
  const catalogue = await regionalPlans(db, country, deps.log)
  const plan = catalogue.plans.find((p) => p.id === input.planId)
  if (!plan || catalogue.fallback) {
    const exists =
      isUuid(input.planId) &&
      (await db
        .selectFrom('subscription_plans')
        .select('id')
        .where('id', '=', input.planId)
        .where('is_active', '=', true)
        .executeTakeFirst())
    throw bad(exists ? PAYMENT_ERRORS.planNotInRegion : PAYMENT_ERRORS.invalidPlan)
  }
  const methods = await methodsOfRegion(db, catalogue.regionRow?.id ?? null, registry, deps.cryptoWallets)
  const method = methods.find((m) => m.id === input.methodId)
  if (!method || (input.categoryId && input.categoryId !== method.gatewayId)) {
    const exists =
      isUuid(input.methodId) &&
      (await db
        .selectFrom('payment_methods')
        .select('id')
        .where('id', '=', input.methodId)
        .where('is_active', '=', true)
        .executeTakeFirst())
    throw bad(exists && method === undefined ? PAYMENT_ERRORS.methodNotInRegion : PAYMENT_ERRORS.invalidMethod)
  }

  const kind = methodKind(method)
  if (kind === 'crypto') {
    // The crypto form makes its own order when the transaction id is submitted (it sells US plans in USDT).
    return {
      orderId: null,
      status: null,
      amount: plan.price,
      currency: plan.currencyCode,
      next: { kind: 'form', url: `/billing/cryptoform?plan=${encodeURIComponent(plan.id)}` },
    }
  }

  const subscriptionUrl = kind === 'direct-link' ? method.metadata.subscriptionUrls?.[plan.id] : undefined
  if (kind === 'direct-link' && !subscriptionUrl) throw bad(PAYMENT_ERRORS.noSubscriptionUrl(method.name))
  const gateway = kind === 'checkout' ? registry.forGatewayName(method.gatewayName) : undefined
  if (kind === 'checkout' && !gateway) throw bad(PAYMENT_ERRORS.unsupportedGateway(method.gatewayName))
  const externalPlanId = method.metadata.planIds ? method.metadata.planIds[plan.id] : undefined
  if (method.metadata.planIds && Object.keys(method.metadata.planIds).length > 0 && !externalPlanId) {
    throw bad(PAYMENT_ERRORS.noExternalPlanId(plan.name, method.name))
  }

  const description = `${plan.name} - ${plan.credits} credits`
  const reference = newOrderReference()
  const provider = gateway?.key ?? method.gatewayName.toLowerCase()
  // The spending-limit check and the insert are one transaction: the check locks the buyer's
  // limits, so concurrent starts are counted one after another (decision 311). A break started
  // since the route's own check still stops the order here (decision 312).
  const order = await db.transaction().execute(async (trx) => {
    await refuseDuringBreak(trx, user.id, 'purchase')
    await assertWithinSpendingLimits(trx, user.id, { amount: plan.price, currency: plan.currencyCode })
    return trx
      .insertInto('payment_orders')
      .values({
        user_id: user.id,
        order_id: reference,
        payment_provider: provider,
        amount: plan.price,
        currency: plan.currencyCode,
        description,
        status: 'created',
        plan_id: plan.id,
        plan_name: plan.name,
        credits: plan.credits,
        duration_days: plan.durationDays,
        method_id: method.id,
        region_code: catalogue.region.code,
        metadata: JSON.stringify({
          method_id: method.id,
          plan_id: plan.id,
          email: user.email,
          ...(subscriptionUrl ? { subscription_url: subscriptionUrl } : {}),
        }),
      })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow()
  })

  if (kind === 'direct-link' && subscriptionUrl) {
    // Direct links are paid outside the product: the order stays `created` until an operator or a
    // provider confirms it (spec §4 "Direct-link orders are recorded with status created").
    const url = new URL(subscriptionUrl)
    url.searchParams.set('email', user.email)
    return {
      orderId: order.id,
      status: 'created',
      amount: plan.price,
      currency: plan.currencyCode,
      next: { kind: 'new-tab', url: url.toString() },
    }
  }

  if (!gateway) throw bad(PAYMENT_ERRORS.unsupportedGateway(method.gatewayName))
  try {
    const start = await gateway.createCheckout({
      id: order.id,
      reference,
      amount: plan.price,
      currency: plan.currencyCode,
      planName: plan.name,
      credits: plan.credits,
      description,
      email: user.email,
      ...(externalPlanId ? { externalPlanId } : {}),
    })
    await transitionOrder(db, order.id, ['created'], 'pending', {
      ...(start.providerReference ? { provider_reference: start.providerReference } : {}),
    })
    // Direct payment is a one-time checkout in this tab (spec: "navigates to it in the same tab").
    const next = method.metadata.useDirectPayment ? { kind: 'redirect' as const, url: start.next.url } : start.next
    return { orderId: order.id, status: 'pending', amount: plan.price, currency: plan.currencyCode, next }
  } catch (error) {
    deps.log?.error({ err: error, orderId: order.id, provider }, 'billing: checkout could not be created')
    await transitionOrder(db, order.id, ['created'], 'failed', { failure_reason: 'checkout_failed' })
    // Timeouts, network failures and rate limits get the spec's sentences (checkout-errors.ts).
    throw providerFailure(error)
  }
}

/**
 * GET /api/billing/orders/{id}: by order id, or by the merchant reference a provider sends back
 * (/payment/direct?reference=…). Only the order's owner sees it; anything else is 404.
 */
export async function orderStatus(db: Kysely<Database>, userId: string, orderId: string): Promise<OrderStatusResponse> {
  const order = await db
    .selectFrom('payment_orders')
    .selectAll()
    .where(isUuid(orderId) ? 'id' : 'order_id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!order?.plan_id) throw new AppError('NOT_FOUND', PAYMENT_ERRORS.orderNotFound)
  return {
    id: order.id,
    reference: order.order_id,
    status: order.status,
    provider: order.payment_provider,
    planId: order.plan_id,
    planName: order.plan_name ?? '',
    credits: order.credits ?? 0,
    durationDays: order.duration_days ?? 0,
    amount: order.amount,
    currency: order.currency,
    currencyExponent: currencyExponent(order.currency),
    createdAt: new Date(order.created_at).toISOString(),
    subscription:
      order.status === 'fulfilled' && order.subscription_id ? await subscriptionById(db, order.subscription_id) : null,
  }
}

/** Unpaid orders older than the TTL expire (a late verified payment can still fulfil them). */
export async function expireStaleOrders(db: Kysely<Database>, ttlMinutes: number): Promise<number> {
  const rows = await db
    .updateTable('payment_orders')
    .set({ status: 'expired', updated_at: sql`now()` })
    .where('status', 'in', ['created', 'pending'])
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${ttlMinutes})`)
    .returning('id')
    .execute()
  return rows.length
}
