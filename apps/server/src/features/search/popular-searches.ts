import { LIMITS, type SearchSummary } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { type SearchRow, toSearchSummary } from '../../shared/present.ts'
import { containsContactDetails } from './contact-details.ts'

interface CandidateRow extends SearchRow {
  question: string
}

/**
 * The most-asked questions (product spec §7), as Pitchwise understood them (decision 152), and
 * only what many people asked (issue 30, decision 304). Wordings of one understood question are
 * counted together; `searches` is how often the question was asked in all its wordings, the one
 * measure the list shows and ranks by (then the most recently asked).
 *
 * A question is published only when `minAskers` different people asked it (search_askers:
 * accounts, or anonymous visitors by address), in its most-asked wording that
 * - `minAskers` different people typed themselves (letter case and spacing aside), so one
 *   person's own words are never shown, whatever question they were understood as;
 * - named its clubs exactly (a typo is never shown to others);
 * - holds no contact details (contact-details.ts).
 * Curated searches (a market's examples, chosen by an administrator) need no askers. Follow-ups
 * ("and the second one?") are never listed; searches answered free are never recorded at all.
 * Admins may hide wordings.
 */
export async function popularSearches(
  db: Kysely<Database>,
  minAskers: number,
  limit = LIMITS.popularSearches,
): Promise<SearchSummary[]> {
  const { rows } = await sql<CandidateRow>`
    with wording as (
      select s.id, s.query, s.searches, s.likes, s.last_searched_at, s.created_at, s.typo_corrected,
        coalesce(s.understood_as, s.id::text) as question,
        lower(regexp_replace(btrim(s.query), '\\s+', ' ', 'g')) as words,
        exists (select 1 from market_searches m where m.search_id = s.id) as curated
      from searches s
      where not s.hidden_from_popular and not s.follow_up
    ),
    question_totals as (
      select question, sum(searches) as asked, max(last_searched_at) as last_asked
      from wording group by question
    ),
    question_askers as (
      select w.question, count(distinct a.asker) as askers
      from wording w join search_askers a on a.search_id = w.id group by w.question
    ),
    words_askers as (
      select w.question, w.words, count(distinct a.asker) as askers
      from wording w join search_askers a on a.search_id = w.id group by w.question, w.words
    )
    select w.id, w.query, q.asked as searches, w.likes, q.last_asked as last_searched_at, w.created_at, w.question
    from wording w
    join question_totals q on q.question = w.question
    left join question_askers qa on qa.question = w.question
    left join words_askers wa on wa.question = w.question and wa.words = w.words
    where not w.typo_corrected
      and (w.curated or (coalesce(qa.askers, 0) >= ${minAskers} and coalesce(wa.askers, 0) >= ${minAskers}))
    order by w.question, w.searches desc, w.last_searched_at desc nulls last, w.created_at desc`.execute(db)
  // Each question's first wording without contact details (judged here, in one place with its
  // tests, rather than in SQL patterns), then the questions most asked, most recently, newest.
  const shown = new Map<string, SearchRow>()
  for (const row of rows) {
    if (!shown.has(row.question) && !containsContactDetails(row.query)) shown.set(row.question, row)
  }
  return [...shown.values()]
    .sort(
      (a, b) =>
        Number(b.searches) - Number(a.searches) ||
        time(b.last_searched_at) - time(a.last_searched_at) ||
        time(b.created_at) - time(a.created_at),
    )
    .slice(0, limit)
    .map(toSearchSummary)
}

/** A timestamp for ordering; none sorts last (as `nulls last` in descending order). */
function time(value: Date | string | null): number {
  return value === null ? Number.NEGATIVE_INFINITY : new Date(value).getTime()
}
