import { LIMITS, type SearchSummary } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { type SearchRow, toSearchSummary } from '../../shared/present.ts'
import { containsContactDetails } from './contact-details.ts'

interface CandidateRow extends SearchRow {
  question: string
  /** This wording's own count and last asking (SearchRow's are the question's). */
  wording_searches: number
  wording_last_searched_at: Date | string | null
  /** Display order of the first market listing it (curated examples), null for others. */
  market_order: number | null
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
        exists (select 1 from market_searches m where m.search_id = s.id) as curated,
        (select min(mk."order") from market_searches m join markets mk on mk.id = m.market_id
          where m.search_id = s.id) as market_order
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
    select w.id, w.query, q.asked as searches, w.likes, q.last_asked as last_searched_at, w.created_at, w.question,
      w.searches as wording_searches, w.last_searched_at as wording_last_searched_at, w.market_order
    from wording w
    join question_totals q on q.question = w.question
    left join question_askers qa on qa.question = w.question
    left join words_askers wa on wa.question = w.question and wa.words = w.words
    where not w.typo_corrected
      and (w.curated or (coalesce(qa.askers, 0) >= ${minAskers} and coalesce(wa.askers, 0) >= ${minAskers}))
  `.execute(db)
  // Each question in its most-asked wording without contact details (judged here, in one place
  // with its tests, rather than in SQL patterns).
  const shown = new Map<string, CandidateRow>()
  for (const row of rows) {
    if (containsContactDetails(row.query)) continue
    const current = shown.get(row.question)
    if (!current || morePreferred(row, current)) shown.set(row.question, row)
  }
  return [...shown.values()].sort(listOrder).slice(0, limit).map(toSearchSummary)
}

/**
 * Most asked first, then most recently asked, then newest. Curated examples nobody asked yet tie
 * on all three (seeded together): they follow their markets' display order, then their text, so
 * a new installation shows the same five every time.
 */
function listOrder(a: CandidateRow, b: CandidateRow): number {
  return (
    Number(b.searches) - Number(a.searches) ||
    time(b.last_searched_at) - time(a.last_searched_at) ||
    time(b.created_at) - time(a.created_at) ||
    (a.market_order ?? Number.MAX_SAFE_INTEGER) - (b.market_order ?? Number.MAX_SAFE_INTEGER) ||
    a.query.localeCompare(b.query, 'en')
  )
}

/** The wording to show: most asked, then most recently asked, then newest. */
function morePreferred(a: CandidateRow, b: CandidateRow): boolean {
  const order =
    Number(a.wording_searches) - Number(b.wording_searches) ||
    time(a.wording_last_searched_at) - time(b.wording_last_searched_at) ||
    time(a.created_at) - time(b.created_at)
  return order > 0
}

/** A timestamp for ordering; none sorts last (as `nulls last` in descending order). */
function time(value: Date | string | null): number {
  return value === null ? Number.NEGATIVE_INFINITY : new Date(value).getTime()
}
