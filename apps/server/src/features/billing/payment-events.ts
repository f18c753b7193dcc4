/**
 * Incoming payment events: stored first, processed second, retried when processing failed or
 * got stuck. The unique (provider, event_key) row dedups redeliveries; the status says whether
 * the WORK was done (a failed attempt stays 'failed' and is retried — it never looks done).
 *
 *   received → processing → processed | failed → (retry) processing → …
 *
 * Processing asks the gateway to confirm the stored event (re-read from the provider, or
 * re-verify a self-certifying body) and hands what it says to settlePayment, the one place that
 * decides what a payment does to an order (settle-payment.ts).
 */
import type { FastifyBaseLogger } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { isUuid } from './fulfil-order.ts'
import type { PaymentGateway, VerifiedWebhook } from './gateways/gateway.ts'
import type { GatewayRegistry } from './gateways/registry.ts'
import { settlePayment } from './settle-payment.ts'

export type EventResult = 'processed' | 'duplicate' | 'failed'

/** After this long in 'processing' an event is considered stuck (its worker died) and retried. */
export const STUCK_AFTER_MINUTES = 5

export interface EventDeps {
  db: Kysely<Database>
  registry: GatewayRegistry
  log?: FastifyBaseLogger
  maxAttempts?: number
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
    // The event's type is only what the provider called it; what it does is settlement's to decide.
    const outcome = await settlePayment(deps, event.orderId, event)
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
