/**
 * The public track record's figures (issue 33): the live-sealed predictions and, apart, the replay
 * of earlier seasons, each aggregated by figures.ts after the same filters (league, market, band;
 * the period applies to live seals, the replay being earlier seasons by definition), with the
 * chain head and the last days' digests.
 */
import type { TrackRecordQuery, TrackRecordResponse } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { inBand, parseBand } from './bands.ts'
import { figuresOf, matchesMarket } from './figures.ts'
import { loadLiveRows } from './live-rows.ts'
import { latestReplayRun, loadReplayRows } from './replay-store.ts'
import { confidenceOf, type ScoredPrediction } from './scored-prediction.ts'

const DIGEST_DAYS = 7

export type TrackRecordFilters = TrackRecordResponse['filters']

export function filtersOf(query: TrackRecordQuery): TrackRecordFilters {
  const band = query.band ? parseBand(query.band) : null
  return {
    market: query.market ?? null,
    league: query.league ?? null,
    period: query.period ?? 'all',
    band: band?.label ?? null,
  }
}

function keep(rows: ScoredPrediction[], filters: TrackRecordFilters): ScoredPrediction[] {
  const band = filters.band ? parseBand(filters.band) : null
  return rows.filter(
    (row) =>
      (!filters.market || matchesMarket(filters.market, row.market)) && (!band || inBand(band, confidenceOf(row))),
  )
}

/**
 * The replay's rows by league, read once per replay run: a run replaces them all, so its id says
 * whether what was read is still what is stored (thousands of rows; reading them is the slow part).
 */
export class ReplayRowsCache {
  private runId: string | null = null
  private readonly byLeague = new Map<string, ScoredPrediction[]>()

  async rows(db: Kysely<Database>, runId: string, league: string | null): Promise<ScoredPrediction[]> {
    if (runId !== this.runId) {
      this.runId = runId
      this.byLeague.clear()
    }
    const key = league ?? ''
    let rows = this.byLeague.get(key)
    if (!rows) {
      rows = await loadReplayRows(db, league)
      this.byLeague.set(key, rows)
    }
    return rows
  }
}

export async function trackRecord(
  db: Kysely<Database>,
  filters: TrackRecordFilters = filtersOf({}),
  replayRows = new ReplayRowsCache(),
): Promise<TrackRecordResponse> {
  const [live, run, chain, leagues] = await Promise.all([
    loadLiveRows(db, filters),
    latestReplayRun(db),
    chainOf(db),
    leaguesOf(db),
  ])
  const replay = run
    ? {
        figures: figuresOf(keep(await replayRows.rows(db, run.id, filters.league), filters)),
        seasons: run.seasons,
        competitions: run.competitions,
        refitDays: run.refitDays,
        matches: run.matches,
        modelVersion: run.modelVersion,
        computedAt: run.computedAt,
      }
    : null
  return { filters, leagues, live: figuresOf(keep(live, filters)), replay, chain }
}

async function chainOf(db: Kysely<Database>): Promise<TrackRecordResponse['chain']> {
  const head = await db
    .selectFrom('sealed_predictions')
    .select(['seq', 'hash', 'sealed_at'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  // Each UTC day's last row: the digest `npm run seal:verify` prints and checks (-- --digest DAY=HASH).
  const { rows: digests } = await sql<{ day: string; rows: number; last_seq: number; head: string }>`
    select d.day, d.rows, d.last_seq, p.hash as head
    from (
      select to_char(sealed_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as rows, max(seq) as last_seq
      from sealed_predictions group by 1
    ) d join sealed_predictions p on p.seq = d.last_seq
    order by d.day desc limit ${DIGEST_DAYS}`.execute(db)
  return {
    rows: head ? Number(head.seq) : 0,
    head: head?.hash ?? null,
    sealedAt: head ? new Date(head.sealed_at).toISOString() : null,
    digests: digests.map((d) => ({ day: d.day, rows: d.rows, lastSeq: Number(d.last_seq), head: d.head })),
  }
}

/** The leagues anything was sealed or replayed for, by name (the code when the league is not imported). */
async function leaguesOf(db: Kysely<Database>): Promise<TrackRecordResponse['leagues']> {
  const { rows } = await sql<{ id: string; name: string }>`
    select x.code as id, coalesce(c.name, x.code) as name
    from (
      select competition as code from sealed_predictions where competition is not null
      union select competition from replay_predictions
    ) x left join competitions c on c.code = x.code
    order by 2`.execute(db)
  return rows
}

/**
 * What the figures depend on: the newest seal, the newest score and the newest replay run. The
 * cache (track-record-cache.ts) keeps an answer until one of them moves: a new answer sealed, an
 * import that scored something, or a new replay.
 */
export async function trackRecordVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ seal: string | null; score: string | null; replay: string | null }>`
    select (select max(seq)::text from sealed_predictions) as seal,
      (select max(scored_at)::text from prediction_scores) as score,
      (select max(id)::text from replay_runs) as replay`.execute(db)
  const row = rows[0]
  return `${row?.seal}|${row?.score}|${row?.replay}`
}
