import { LIMITS, type SearchSummary } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { SEARCH_COLUMNS, toSearchSummary } from '../../shared/present.ts'

/** The most-run searches, most recent first among equals (product spec §7); admins may hide some. */
export async function popularSearches(db: Kysely<Database>, limit = LIMITS.popularSearches): Promise<SearchSummary[]> {
  const rows = await db
    .selectFrom('searches')
    .select(SEARCH_COLUMNS)
    .where('hidden_from_popular', '=', false)
    .orderBy('searches', 'desc')
    .orderBy('last_searched_at', (ob) => ob.desc().nullsLast())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toSearchSummary)
}
