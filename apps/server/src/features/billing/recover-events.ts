/**
 * Payment events a stopped server left behind (issue 30): stored but never processed, or claimed
 * for processing when the process died (kill -9, a crash, a deploy). The retry job would take them
 * after a minute (received) or five (processing, "stuck"); a starting instance takes them at once,
 * so a buyer who paid just before the crash gets the plan as soon as the server is back.
 *
 * Only events last touched before this instance started: anything newer belongs to a request of
 * a live instance. With several instances one of them may still be working on an older event;
 * processing it twice is safe (claiming is atomic, fulfilOrder grants an order once), just a
 * redundant provider read.
 */
import { sql } from 'kysely'
import { type EventDeps, processEvent } from './payment-events.ts'

export async function recoverInterruptedEvents(
  deps: EventDeps,
  startedAt: Date,
): Promise<{ recovered: number; processed: number }> {
  const maxAttempts = deps.maxAttempts ?? 8
  // An attempt cut off mid-way is a failed attempt: say so, then retry it like one.
  const interrupted = await deps.db
    .updateTable('payment_events')
    .set({
      status: 'failed',
      last_error: 'interrupted: the server stopped while processing it',
      updated_at: sql`now()`,
    })
    .where('status', '=', 'processing')
    .where('updated_at', '<', startedAt)
    .returning('id')
    .execute()
  const neverProcessed = await deps.db
    .selectFrom('payment_events')
    .select('id')
    .where('status', '=', 'received')
    .where('updated_at', '<', startedAt)
    .execute()
  const ids = [...interrupted, ...neverProcessed].map((row) => row.id)
  const due = await (ids.length === 0
    ? Promise.resolve([])
    : deps.db
        .selectFrom('payment_events')
        .select('id')
        .where('id', 'in', ids)
        .where('attempts', '<', maxAttempts)
        .execute())
  let processed = 0
  for (const row of due) {
    if ((await processEvent(deps, row.id, ['received', 'failed'])) === 'processed') processed++
  }
  if (ids.length > 0) deps.log?.info({ recovered: ids.length, processed }, 'payment events left by a stopped server')
  return { recovered: ids.length, processed }
}
