/**
 * The public track record's figures (issue 33): counts and mean scores of the live-sealed
 * predictions, by kind, from sealed_predictions and prediction_scores. Two aggregate queries;
 * the replay of earlier seasons is not computed yet, so it is reported as null, never mixed in.
 */
import type { TrackRecordKind, TrackRecordResponse } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'

interface KindRow {
  kind: string
  sealed: number
  scored: number
  void: number
  hits: number
  brier: number | null
  log_loss: number | null
  rps: number | null
}

export async function trackRecord(db: Kysely<Database>): Promise<TrackRecordResponse> {
  const { rows } = await sql<KindRow>`
    select p.kind,
      count(*)::int as sealed,
      count(*) filter (where s.outcome = 'scored')::int as scored,
      count(*) filter (where s.outcome = 'void')::int as void,
      count(*) filter (where s.hit)::int as hits,
      avg(s.brier) as brier, avg(s.log_loss) as log_loss, avg(s.rps) as rps
    from sealed_predictions p left join prediction_scores s on s.seq = p.seq
    group by p.kind order by p.kind`.execute(db)
  const head = await db
    .selectFrom('sealed_predictions')
    .select(['seq', 'hash', 'sealed_at'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  const byKind: TrackRecordKind[] = rows.map((row) => ({
    kind: row.kind,
    sealed: row.sealed,
    scored: row.scored,
    void: row.void,
    hitRate: row.scored > 0 ? row.hits / row.scored : null,
    brier: numberOrNull(row.brier),
    logLoss: numberOrNull(row.log_loss),
    rps: numberOrNull(row.rps),
  }))
  const total = (key: 'sealed' | 'scored' | 'void') => byKind.reduce((sum, k) => sum + k[key], 0)
  return {
    live: {
      sealed: total('sealed'),
      scored: total('scored'),
      void: total('void'),
      pending: total('sealed') - total('scored') - total('void'),
      byKind,
    },
    replay: null,
    chain: {
      rows: head ? Number(head.seq) : 0,
      head: head?.hash ?? null,
      sealedAt: head ? new Date(head.sealed_at).toISOString() : null,
    },
  }
}

/** avg() of double precision comes back as a number on PGlite and as a number or string on pg. */
function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value)
}
