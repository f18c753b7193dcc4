import type { AnalysisData } from '@pitchwise/contract'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../../src/db/schema.ts'
import { newShareId } from '../../src/shared/ids.ts'

/** A report to save together with the search it answers. */
export interface ReportToSave {
  markdown: string
  analysis: AnalysisData
  /** The anonymous visitor who asked (null for users). */
  visitorId: string | null
  /** The credit reservation this report pays with: consumed in the same statement. */
  reservationId?: string
}

/**
 * Test factory: writes a search run (and optionally its saved report) straight into the tables,
 * the way /api/analyze's charge_and_record does, so list and page tests can set up data without
 * spending credits. Counts one run of a question and, when given, saves its report, in ONE statement (so it is
 * atomic without a transaction and costs one round trip on the hot path of /api/analyze):
 * - searches: insert by exact trimmed text, or count up and stamp last_searched_at;
 * - search_askers: who asked, once per person (the account, or the visitor's address);
 * - user_search_history (signed-in users): upsert, so a repeated question moves to the top
 *   instead of appearing twice;
 * - analyses: the report under a fresh unguessable share id;
 * - credit_reservations: the reserved credit is spent, so "report saved" and "credit spent"
 *   happen together or not at all.
 * Concurrent runs of one question never lose a count (the upsert takes the row lock).
 */
export async function recordSearch(
  db: Kysely<Database>,
  question: string,
  userId: string | null,
  report?: ReportToSave,
  /** The anonymous asker's address (who asked counts once per person, as in charge_and_record). */
  ip = '127.0.0.1',
): Promise<{ searchId: string; shareId: string | null }> {
  const query = question.trim()
  const shareId = report ? newShareId() : null
  const steps: RawBuilder<unknown>[] = [
    sql`s as (
      insert into searches (query, searches, last_searched_at) values (${query}, 1, now())
      on conflict (query) do update set searches = searches.searches + 1, last_searched_at = now()
      returning id)`,
  ]
  const asker = userId ? sql`${`user:${userId}`}` : sql`'ip:' || md5(${ip})`
  steps.push(sql`k as (insert into search_askers (search_id, asker) select id, ${asker} from s on conflict do nothing)`)
  if (userId) {
    steps.push(sql`h as (
      insert into user_search_history (user_id, search_id, last_used_at) select ${userId}, id, now() from s
      on conflict (user_id, search_id) do update set last_used_at = now())`)
  }
  if (report) {
    steps.push(sql`a as (
      insert into analyses (share_id, query, result, analysis, search_id, user_id, visitor_id)
      select ${shareId}, ${query}, ${report.markdown}, ${JSON.stringify(report.analysis)}::jsonb, id, ${userId},
        ${report.visitorId} from s)`)
    if (report.reservationId) {
      steps.push(sql`c as (
        update credit_reservations set status = 'consumed', settled_at = now()
        where request_id = ${report.reservationId} and status = 'reserved')`)
    }
  }
  const { rows } = await sql<{ id: string }>`with ${sql.join(steps)} select id from s`.execute(db)
  const searchId = rows[0]?.id
  if (!searchId) throw new Error('recordSearch: the upsert returned no row')
  return { searchId, shareId }
}
