/**
 * When the scheduled import runs, so that several instances import once per interval between
 * them (decision 255). Every instance wakes at the same clock-aligned slot boundaries (multiples
 * of the interval since the epoch), whenever it started; the one that takes the import lock first
 * imports, and an instance that gets the lock later in the same slot finds that import already
 * recorded in data_imports and does nothing.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'

/** Milliseconds from `nowMs` to the next multiple of `intervalMs` (a whole interval when exactly on one). */
export function msUntilNextSlot(nowMs: number, intervalMs: number): number {
  return intervalMs - (nowMs % intervalMs)
}

/**
 * Whether this slot still needs its import: true when no import (by any instance, or
 * `npm run data:import`) started in the last half interval. Measured on the database's clock, so
 * instances whose clocks disagree by less than half an interval still import once per slot.
 * Call it while holding the import lock, so the answer cannot change before the import starts.
 */
export async function importDue(db: Kysely<Database>, intervalMs: number): Promise<boolean> {
  const halfSeconds = intervalMs / 2000
  const { rows } = await sql<{ due: boolean }>`
    select coalesce(max(started_at) <= now() - ${halfSeconds}::float8 * interval '1 second', true) as due
    from data_imports`.execute(db)
  return rows[0]?.due ?? true
}
