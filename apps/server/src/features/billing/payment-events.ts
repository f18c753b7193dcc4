/**
 * Incoming payment events: stored first, processed second, retried when processing failed or
 * got stuck. The unique (provider, event_key) row dedups redeliveries; the status says whether
 * the WORK was done (a failed attempt stays 'failed' and is retried — it never looks done).
 *
 *   received → processing → processed | failed → (retry) processing → …
 *
 * Processing asks the gateway to confirm the stored event (re-read from the provider, or
 * re-verify a self-certifying body) and hands a payment to fulfilOrder, the one granting path.
 */
import type { FastifyBaseLogger } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { fulfilOrder, isUuid } from './fulfil-order.ts'
import type { GatewayEvent, PaymentGateway, VerifiedWebhook } from './gateways/gateway.ts'
import type { GatewayRegistry } from './gateways/registry.ts'
import { transitionOrder } from './orders.ts'
import { flagOrder, revokeOrder } from './revoke-order.ts'

export type EventResult = 'processed' | 'duplicate' | 'failed'

/** After this long in 'processing' an event is considered stuck (its worker died) and retried. */
export const STUCK_AFTER_MINUTES = 5

export interface EventDeps {
  db: Kysely<Database>
  registry: GatewayRegistry
  log?: FastifyBaseLogger
  maxAttempts?: number
}

/** Stores a verified webhook (once per event key) and processes it unless that is already done. */
export async function receiveEvent(
  deps: EventDeps,
  gateway: PaymentGateway,
  webhook: VerifiedWebhook,
): Promise<{ id: string; result: EventResult }> {
  const stored = await storeEvent(deps, gateway, webhook)
  if (stored.status === 'processed') return { id: stored.id, result: 'duplicate' }
  // A redelivery of an event that failed before is a retry.
  const result = await processEvent(deps, stored.id, ['received', 'failed'])
  return { id: stored.id, result }
}

/**
 * A webhook's work: store it, then process it, but answer by `budgetMs` at the latest — a
 * processing that takes longer goes on in the background ('queued'), and if it dies the retry
 * job picks the stored event up.
 */
export async function handleWebhook(
  deps: EventDeps,
  gateway: PaymentGateway,
  webhook: VerifiedWebhook,
  budgetMs: number,
): Promise<EventResult | 'queued'> {
  const stored = await storeEvent(deps, gateway, webhook)
  if (stored.status === 'processed') return 'duplicate'
  const processing = processEvent(deps, stored.id, ['received', 'failed']).catch((error: unknown) => {
    deps.log?.error(
      { err: error, eventId: stored.id },
      'payment event processing crashed; the retry job will pick it up',
    )
    return 'failed' as const
  })
  let timer: NodeJS.Timeout | undefined
  const budget = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), budgetMs)
  })
  try {
    return await Promise.race([processing, budget])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Stores a verified webhook (once per event key) BEFORE anything is done with it, so an event
 * the provider delivered is never lost: whatever happens next, the retry job finds it.
 */
export async function storeEvent(
  deps: EventDeps,
  gateway: PaymentGateway,
  webhook: VerifiedWebhook,
): Promise<{ id: string; status: string }> {
  const { db } = deps
  const { event } = webhook
  const orderId = event.orderId && isUuid(event.orderId) ? event.orderId : null
  const existingOrder = orderId
    ? await db.selectFrom('payment_orders').select('id').where('id', '=', orderId).executeTakeFirst()
    : undefined
  await db
    .insertInto('payment_events')
    .values({
      provider: gateway.key,
      event_key: event.key,
      event_type: event.type,
      order_id: existingOrder?.id ?? null,
      raw_body: webhook.storedBody,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
    .execute()
  const stored = await db
    .selectFrom('payment_events')
    .select(['id', 'status'])
    .where('provider', '=', gateway.key)
    .where('event_key', '=', event.key)
    .executeTakeFirstOrThrow()
  return stored
}

/**
 * Claims the event (status in `from` → processing, attempts + 1) and does its work. Returns
 * 'duplicate' when another worker holds it or it is done.
 */
export async function processEvent(deps: EventDeps, eventId: string, from: readonly string[]): Promise<EventResult> {
  const { db, log } = deps
  const claimed = await db
    .updateTable('payment_events')
    .set({ status: 'processing', attempts: sql`attempts + 1`, updated_at: sql`now()` })
    .where('id', '=', eventId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', from.filter((s) => s !== 'processing') as ('received' | 'failed')[]),
        ...(from.includes('processing')
          ? [
              eb.and([
                eb('status', '=', 'processing'),
                eb('updated_at', '<', sql<Date>`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
              ]),
            ]
          : []),
      ]),
    )
    .returning(['id', 'provider', 'raw_body', 'attempts'])
    .executeTakeFirst()
  if (!claimed) return 'duplicate'
  try {
    const gateway = deps.registry.byKey(claimed.provider)
    if (!gateway) throw new Error(`payment gateway '${claimed.provider}' is not enabled`)
    const event = await gateway.confirmEvent(claimed.raw_body)
    const outcome = await applyEvent(deps, event)
    await db
      .updateTable('payment_events')
      .set({ status: 'processed', outcome, last_error: null, processed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', claimed.id)
      .execute()
    log?.info({ eventId: claimed.id, provider: claimed.provider, outcome }, 'payment event processed')
    return 'processed'
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await db
      .updateTable('payment_events')
      .set({ status: 'failed', last_error: message.slice(0, 1000), updated_at: sql`now()` })
      .where('id', '=', claimed.id)
      .execute()
    log?.error({ err: error, eventId: claimed.id, attempts: claimed.attempts }, 'payment event failed; will retry')
    return 'failed'
  }
}

/** What a confirmed event does to its order; the returned outcome is recorded on the event. */
async function applyEvent(deps: EventDeps, event: GatewayEvent): Promise<string> {
  if (event.outcome === 'ignored' || !event.orderId) return 'ignored'
  if (event.outcome === 'flag') {
    const flagged = await flagOrder(deps.db, event.orderId, event.flag)
    if (flagged) deps.log?.warn({ orderId: event.orderId, flag: event.flag, type: event.type }, 'payment order flagged')
    return flagged ? `flagged_${event.flag}` : 'ignored'
  }
  if (event.outcome === 'revoke') {
    const revoked = await revokeOrder(deps.db, event.orderId, event.reason)
    if (!revoked.ok) return 'ignored'
    if (!revoked.alreadyRevoked) {
      deps.log?.warn(
        { orderId: event.orderId, reason: event.reason, credits: revoked.creditsRevoked },
        'payment revoked',
      )
    }
    return revoked.alreadyRevoked ? 'already_revoked' : `revoked_${event.reason}`
  }
  if (event.outcome === 'declined') {
    const cancelled = isUuid(event.orderId)
      ? await transitionOrder(deps.db, event.orderId, ['created', 'pending'], 'cancelled', {
          failure_reason: 'declined',
        })
      : false
    return cancelled ? 'cancelled' : 'declined_ignored'
  }
  const result = await fulfilOrder(deps.db, event.orderId, event.evidence)
  if (result.ok) return result.alreadyFulfilled ? 'already_fulfilled' : 'fulfilled'
  // Retrying cannot change a mismatch or an unknown order: recorded, flagged, left for an operator.
  if (result.reason === 'amount_mismatch' || result.reason === 'provider_mismatch') {
    await flagOrder(deps.db, event.orderId, result.reason)
  }
  deps.log?.warn({ orderId: event.orderId, reason: result.reason }, 'payment event did not fulfil its order')
  return `refused_${result.reason}`
}

/**
 * Seconds to wait after the n-th failed attempt before the next: 30 s, 1, 2, 4, 8… minutes,
 * at most an hour (a provider outage is not hammered, a blip is retried soon).
 */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))

/** Retries failed events (with backoff) and events stuck in processing (the job runs this on one instance at a time). */
export async function retryEvents(deps: EventDeps, limit = 50): Promise<{ retried: number; processed: number }> {
  const maxAttempts = deps.maxAttempts ?? 8
  const due = await deps.db
    .selectFrom('payment_events')
    .select('id')
    .where('attempts', '<', maxAttempts)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'received'),
        eb.and([
          eb('status', '=', 'failed'),
          eb(
            'updated_at',
            '<',
            sql<Date>`now() - make_interval(secs => least(3600, 30 * power(2, greatest(attempts - 1, 0))))`,
          ),
        ]),
        eb.and([
          eb('status', '=', 'processing'),
          eb('updated_at', '<', sql<Date>`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
        ]),
      ]),
    )
    // Received events younger than a minute are still being handled by their request.
    .where((eb) =>
      eb.or([eb('status', '!=', 'received'), eb('received_at', '<', sql<Date>`now() - interval '1 minute'`)]),
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute()
  let processed = 0
  for (const row of due) {
    if ((await processEvent(deps, row.id, ['received', 'failed', 'processing'])) === 'processed') processed++
  }
  return { retried: due.length, processed }
}
