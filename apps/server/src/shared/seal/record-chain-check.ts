/**
 * Runs the chain check (verify-chain.ts) and records its verdict in seal_checks, where the
 * operators' page reads it: after every import (the schedule) and whenever an administrator asks.
 * A mismatch is also counted in the metrics, the alarm's source.
 */
import type { SealCheck } from '@pitchwise/contract'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { sealChecks } from '../../lib/metrics.ts'
import { verifySealChain } from './verify-chain.ts'

export async function recordChainCheck(db: Kysely<Database>, trigger: SealCheck['trigger']): Promise<SealCheck> {
  const check = await verifySealChain(db)
  const head = await db
    .selectFrom('sealed_predictions')
    .select('hash')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  const row = await db
    .insertInto('seal_checks')
    .values({
      trigger,
      ok: check.ok,
      rows_checked: check.rows,
      first_bad_seq: check.firstBadSeq,
      problem: check.problem,
      head: head?.hash ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  sealChecks.inc({ result: check.ok ? 'ok' : 'mismatch' })
  return presentSealCheck(row)
}

export function presentSealCheck(row: Selectable<Database['seal_checks']>): SealCheck {
  return {
    id: String(row.id),
    checkedAt: new Date(row.checked_at).toISOString(),
    trigger: row.trigger,
    ok: row.ok,
    rows: Number(row.rows_checked),
    firstBadSeq: row.first_bad_seq === null ? null : Number(row.first_bad_seq),
    problem: row.problem,
    head: row.head,
  }
}
