/**
 * Scores sealed predictions once their results are in (issue 33, decisions 321 and 324), after
 * every import. Each sealed prediction gets one row in prediction_scores, written once (a second
 * import finds it scored: the primary key turns the insert into nothing), and the sealed rows are
 * never touched. Every pass is recorded in scoring_runs (scored, void, could not score) for the
 * operators, and counted in the metrics.
 *
 * - Picks and previews (scoring/score-match-prediction.ts) when their match has a result; void
 *   when the kick-off has passed and the fixture has left the list (a match id names its date, so
 *   a postponed match gets a new id and its old row goes; an abandoned one is not replayed as it
 *   was). Priced ones also get their profit and closing-line value.
 * - Accumulators (scoring/score-accumulator.ts) as one bet, when every leg is settled.
 * - Outrights (scoring/score-outright.ts) when their season is over.
 * Void predictions are counted apart, never in the scores.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { predictionsSettled } from '../../lib/metrics.ts'
import { loadStoredPrices } from '../../shared/stored-prices.ts'
import { type LegMatch, scoreAccumulator } from './scoring/score-accumulator.ts'
import { type DueMatchPrediction, scoreMatchPrediction } from './scoring/score-match-prediction.ts'
import { type SeasonMatch, scoreOutright } from './scoring/score-outright.ts'
import type { Scored, ScoreRow } from './scoring/score-rows.ts'
import { readSealed } from './scoring/sealed-reading.ts'

export interface ScoringCounts {
  scored: number
  voided: number
  /** Predictions whose result is in but which could not be scored (named in the run's error). */
  errors: number
}

const PAGE = 500

interface Tally extends ScoringCounts {
  problems: string[]
}

/** Scores what is due and records the pass in scoring_runs (`importId`: the import it followed). */
export async function scoreSealedPredictions(
  db: Kysely<Database>,
  importId: string | null = null,
): Promise<ScoringCounts> {
  const run = await db
    .insertInto('scoring_runs')
    .values({ import_id: importId })
    .returning('id')
    .executeTakeFirstOrThrow()
  const tally: Tally = { scored: 0, voided: 0, errors: 0, problems: [] }
  let failure: unknown = null
  try {
    await scoreMatchPredictions(db, tally)
    await scoreAccumulators(db, tally)
    await scoreOutrights(db, tally)
  } catch (error) {
    failure = error
  }
  const problems = [...new Set(tally.problems)]
  const failed = failure instanceof Error ? failure.message : failure === null ? null : String(failure)
  await db
    .updateTable('scoring_runs')
    .set({
      finished_at: new Date(),
      scored: tally.scored,
      voided: tally.voided,
      errors: tally.errors + (failed ? 1 : 0),
      error: [failed, ...problems.slice(0, 5)].filter((p) => p !== null).join('; ') || null,
    })
    .where('id', '=', run.id)
    .execute()
  if (failure) throw failure
  return { scored: tally.scored, voided: tally.voided, errors: tally.errors }
}

async function write(db: Kysely<Database>, results: Scored[], tally: Tally): Promise<void> {
  const rows: ScoreRow[] = []
  for (const result of results) {
    if ('row' in result) rows.push(result.row)
    else if ('error' in result) {
      tally.errors++
      tally.problems.push(result.error)
    }
  }
  if (rows.length === 0) return
  const inserted = await db
    .insertInto('prediction_scores')
    .values(rows)
    .onConflict((oc) => oc.column('seq').doNothing())
    .returning('outcome')
    .execute()
  for (const row of inserted) {
    if (row.outcome === 'void') tally.voided++
    else tally.scored++
    predictionsSettled.inc({ outcome: row.outcome })
  }
}

async function scoreMatchPredictions(db: Kysely<Database>, tally: Tally): Promise<void> {
  let after = '0'
  for (;;) {
    const { rows } = await sql<DueMatchPrediction & { match_id: string }>`
      select p.seq::text as seq, p.kind, p.market, p.canonical, p.match_id, m.id is null as gone,
        m.home_goals, m.away_goals
      from sealed_predictions p
      left join prediction_scores s on s.seq = p.seq
      left join matches m on m.id = p.match_id
      where p.seq > ${after}::bigint and s.seq is null and p.kind in ('pick', 'preview') and p.kickoff < now()
        and (m.id is null or m.status = 'finished')
      order by p.seq
      limit ${PAGE}`.execute(db)
    if (rows.length === 0) break
    after = (rows.at(-1) as DueMatchPrediction).seq
    const prices = await loadStoredPrices(
      db,
      rows.filter((r) => !r.gone).map((r) => r.match_id),
    )
    await write(
      db,
      rows.map((due) => scoreMatchPrediction(due, prices.get(due.match_id))),
      tally,
    )
    if (rows.length < PAGE) break
  }
}

async function scoreAccumulators(db: Kysely<Database>, tally: Tally): Promise<void> {
  const { rows } = await sql<{ seq: string; canonical: string }>`
    select p.seq::text as seq, p.canonical from sealed_predictions p
    left join prediction_scores s on s.seq = p.seq
    where s.seq is null and p.kind = 'accumulator' order by p.seq`.execute(db)
  if (rows.length === 0) return
  const legIds = [...new Set(rows.flatMap((r) => readSealed(r.canonical).legs.map((l) => l.match)))]
  const matches = new Map<string, LegMatch>()
  if (legIds.length > 0) {
    const found = await db
      .selectFrom('matches')
      .select(['id', 'status', 'home_goals', 'away_goals'])
      .where('id', 'in', legIds)
      .execute()
    for (const m of found) matches.set(m.id, m)
  }
  const prices = await loadStoredPrices(db, [...matches.keys()])
  const results = rows.map((r) => scoreAccumulator(r.seq, r.canonical, matches, prices))
  await write(db, results, tally)
}

async function scoreOutrights(db: Kysely<Database>, tally: Tally): Promise<void> {
  const { rows } = await sql<{ seq: string; market: string; competition: string | null; canonical: string }>`
    select p.seq::text as seq, p.market, p.competition, p.canonical from sealed_predictions p
    left join prediction_scores s on s.seq = p.seq
    where s.seq is null and p.kind = 'outright' order by p.seq`.execute(db)
  const seasons = new Map<string, SeasonMatch[]>()
  const results: Scored[] = []
  for (const row of rows) {
    const season = readSealed(row.canonical).season
    if (!row.competition || !season) {
      results.push({ error: `outright ${row.seq} names no competition or season` })
      continue
    }
    const key = `${row.competition}|${season}`
    let matches = seasons.get(key)
    if (!matches) {
      matches = await seasonMatches(db, row.competition, season)
      seasons.set(key, matches)
    }
    results.push(scoreOutright(row.seq, row.market, row.competition, row.canonical, matches))
  }
  await write(db, results, tally)
}

async function seasonMatches(db: Kysely<Database>, competition: string, season: string): Promise<SeasonMatch[]> {
  const { rows } = await sql<SeasonMatch>`
    select h.name as home, a.name as away, m.status, m.home_goals, m.away_goals
    from matches m join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
    where m.competition_code = ${competition} and m.season = ${season}`.execute(db)
  // A season whose last fixture is still ahead is not over, whatever is listed so far.
  return rows
}
