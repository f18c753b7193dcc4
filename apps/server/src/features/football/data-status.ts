/**
 * How current the football data is and where it comes from, as operators see it: the football
 * block of /api/health, /metrics and /admin/data. The verdict is assessFreshness on the
 * service's today (DEMO_DATE or the UTC date) over the dates summarised at the last fit, so
 * nothing here reads the matches. The import runs come from data_imports, which every instance
 * (and `npm run data:import`) writes, so an instance shows imports it did not run itself.
 */
import type { FootballHealth, ImportRun, LastImport, UnmatchedDataRow } from '@pitchwise/contract'
import { assessFreshness, type FreshnessReport } from '@pitchwise/engine/data/freshness'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { FootballService } from './football-service.ts'
import { msUntilNextSlot } from './import-schedule.ts'

/** The newest finished run of any instance, or null (one indexed-size query: the table grows by a few rows a day). */
export async function latestImport(db: Kysely<Database>): Promise<LastImport | null> {
  const row = await db
    .selectFrom('data_imports')
    .select(['source', 'finished_at', 'matches_added', 'matches_updated', 'error'])
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row?.finished_at) return null
  return {
    at: new Date(row.finished_at).toISOString(),
    source: row.source,
    added: row.matches_added,
    updated: row.matches_updated,
    error: row.error,
  }
}

/** The newest runs, running ones included, newest first. */
export async function recentImports(db: Kysely<Database>, limit: number): Promise<ImportRun[]> {
  const rows = await db
    .selectFrom('data_imports')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    source: row.source,
    added: row.matches_added,
    updated: row.matches_updated,
    error: row.error,
    rows:
      row.rows_matched === null
        ? null
        : { matched: row.rows_matched, unmatched: row.rows_unmatched ?? 0, outside: row.rows_outside ?? 0 },
  }))
}

/** The last import's statistics and price rows that joined no match (match_rows_unmatched), and their count. */
export async function unmatchedRows(
  db: Kysely<Database>,
  limit: number,
): Promise<{ rows: UnmatchedDataRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('match_rows_unmatched')
      .selectAll()
      .orderBy('source')
      .orderBy('local_date')
      .orderBy('origin')
      .limit(limit)
      .execute(),
    db
      .selectFrom('match_rows_unmatched')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return {
    rows: rows.map((r) => ({
      source: r.source,
      origin: r.origin,
      competition: r.competition_code,
      season: r.season,
      date: r.local_date,
      homeName: r.home_name,
      awayName: r.away_name,
      reason: r.reason,
      dataDates: r.data_dates,
    })),
    total: Number(count.n),
  }
}

/** The verdict on the service's today; `empty` without a service. */
export function freshnessNow(football: FootballService | null): FreshnessReport & { today: string } {
  const today = football?.today() ?? new Date().toISOString().slice(0, 10)
  return { ...assessFreshness(football?.status().dates ?? [], today), today }
}

/**
 * The football block of health and /admin/data. `stored` is the newest run in data_imports;
 * the service's own record wins when it is newer (a start that failed before writing a run).
 */
export function footballHealth(
  football: FootballService | null,
  stored: LastImport | null,
  nowMs = Date.now(),
): FootballHealth {
  const verdict = freshnessNow(football)
  const status = football?.status()
  const own = status?.lastImport
  const mine: LastImport | null = own ? { ...own, error: own.error ?? null } : null
  const lastImport = !mine ? stored : !stored || mine.at > stored.at ? mine : stored
  const intervalMs = (status?.importIntervalMinutes ?? 0) * 60_000
  return {
    ready: status?.ready ?? false,
    matches: status?.matches ?? 0,
    lastResultDate: status?.lastResultDate ?? null,
    today: verdict.today,
    demoDate: status?.demoDate ?? null,
    freshness: verdict.freshness,
    nextFixtureDate: verdict.nextFixtureDate,
    competitions: verdict.competitions,
    sources: status?.sources ?? [],
    lastImport,
    // The schedule wakes at clock-aligned slot boundaries (import-schedule.ts), so the next one is known.
    nextImportAt:
      football && intervalMs > 0 ? new Date(nowMs + msUntilNextSlot(nowMs, intervalMs)).toISOString() : null,
  }
}
