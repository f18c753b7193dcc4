/**
 * Scores sealed predictions once their results are in (issue 33), after every import. Each
 * sealed pick and preview gets one row in prediction_scores, written once (a second import finds
 * it scored: the primary key turns the insert into nothing), and the sealed rows are never touched.
 *
 * - A pick is a yes/no forecast of its market: hit = it happened; Brier (p − y)²; log-loss.
 *   A push (draw no bet on a draw) is void: the stake comes back, there is nothing to score.
 * - A preview is the 1X2 forecast: hit = the likeliest outcome happened; the three-way Brier,
 *   log-loss and ranked probability score, as `npm run eval` computes them (eval/metrics.ts).
 * - Void: the kick-off has passed and the fixture has left the list (a match id names its date, so
 *   a postponed match gets a new id and its old row goes; an abandoned one is not replayed as it
 *   was). Void predictions are counted apart, never in the scores.
 * Outrights (scored when a season ends) and accumulators (from their legs) are not scored here yet.
 */
import { brier3, hit, logLoss3, logLossBinary, rps } from '@pitchwise/engine/eval/metrics'
import { settlePick } from '@pitchwise/engine/eval/settle-pick'
import { type Kysely, sql } from 'kysely'
import type { Database, PredictionScoresTable } from '../../db/schema.ts'

export interface ScoringCounts {
  scored: number
  voided: number
}

interface Due {
  seq: string
  kind: 'pick' | 'preview'
  market: string
  canonical: string
  gone: boolean
  home_goals: number | null
  away_goals: number | null
}

type ScoreRow = Omit<PredictionScoresTable, 'scored_at'>

const PAGE = 500

export async function scoreSealedPredictions(db: Kysely<Database>): Promise<ScoringCounts> {
  const counts: ScoringCounts = { scored: 0, voided: 0 }
  let after = '0'
  for (;;) {
    const { rows } = await sql<Due>`
      select p.seq::text as seq, p.kind, p.market, p.canonical, m.id is null as gone, m.home_goals, m.away_goals
      from sealed_predictions p
      left join prediction_scores s on s.seq = p.seq
      left join matches m on m.id = p.match_id
      where p.seq > ${after}::bigint and s.seq is null and p.kind in ('pick', 'preview') and p.kickoff < now()
        and (m.id is null or m.status = 'finished')
      order by p.seq
      limit ${PAGE}`.execute(db)
    if (rows.length === 0) break
    after = (rows.at(-1) as Due).seq
    const scores = rows.map(scoreOf).filter((row): row is ScoreRow => row !== null)
    if (scores.length > 0) {
      const inserted = await db
        .insertInto('prediction_scores')
        .values(scores)
        .onConflict((oc) => oc.column('seq').doNothing())
        .returning('outcome')
        .execute()
      for (const row of inserted) row.outcome === 'void' ? counts.voided++ : counts.scored++
    }
    if (rows.length < PAGE) break
  }
  return counts
}

function voidRow(seq: string, due: Due): ScoreRow {
  return {
    seq,
    outcome: 'void',
    home_goals: due.home_goals,
    away_goals: due.away_goals,
    hit: null,
    brier: null,
    log_loss: null,
    rps: null,
  }
}

function scoreOf(due: Due): ScoreRow | null {
  if (due.gone || due.home_goals === null || due.away_goals === null) return voidRow(due.seq, due)
  const probabilities: Record<string, string> = JSON.parse(due.canonical).probabilities
  const goals = { home_goals: due.home_goals, away_goals: due.away_goals }
  if (due.kind === 'preview') {
    const p = { home: Number(probabilities.home), draw: Number(probabilities.draw), away: Number(probabilities.away) }
    const outcome = due.home_goals > due.away_goals ? 0 : due.home_goals === due.away_goals ? 1 : 2
    return {
      seq: due.seq,
      outcome: 'scored',
      ...goals,
      hit: hit(p, outcome),
      brier: brier3(p, outcome),
      log_loss: logLoss3(p, outcome),
      rps: rps(p, outcome),
    }
  }
  const settled = settlePick(due.market, due.home_goals, due.away_goals)
  if (settled === null) return null
  if (settled === 'push') return voidRow(due.seq, due)
  const p = Number(probabilities.yes)
  const happened = settled === 'won'
  return {
    seq: due.seq,
    outcome: 'scored',
    ...goals,
    hit: happened,
    brier: (p - (happened ? 1 : 0)) ** 2,
    log_loss: logLossBinary(p, happened),
    rps: null,
  }
}
