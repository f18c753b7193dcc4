import { LIMITS, type SearchSummary } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { type SearchRow, toSearchSummary } from '../../shared/present.ts'

/**
 * The most-asked questions (product spec §7), as Pitchwise understood them (decision 152):
 * wordings of one understood question are counted together and the question is shown once, in
 * its most-asked wording whose clubs were named exactly; a question only ever asked with typos
 * is left out. `searches` is how often the question was asked in all its wordings, the one
 * measure the list shows and ranks by (then the most recently asked). Admins may hide wordings.
 * Follow-ups ("and the second one?") are never listed: their words only mean something after
 * the question before them.
 */
export async function popularSearches(db: Kysely<Database>, limit = LIMITS.popularSearches): Promise<SearchSummary[]> {
  const { rows } = await sql<SearchRow>`
    with grouped as (
      select s.*,
        sum(s.searches) over question as asked,
        max(s.last_searched_at) over question as question_last_asked,
        row_number() over (
          question order by s.typo_corrected, s.searches desc, s.last_searched_at desc nulls last, s.created_at desc
        ) as wording_rank
      from searches s
      where not s.hidden_from_popular and not s.follow_up
      window question as (partition by coalesce(s.understood_as, s.id::text))
    )
    select id, query, asked as searches, likes, question_last_asked as last_searched_at, created_at
    from grouped
    where wording_rank = 1 and not typo_corrected
    order by asked desc, question_last_asked desc nulls last, created_at desc
    limit ${limit}`.execute(db)
  return rows.map(toSearchSummary)
}
