import type { SearchHistoryResponse } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { pageInfo } from '../../shared/present.ts'

/** One page of the user's search history, most recently used first, with their like flags. */
export async function listHistory(
  db: Kysely<Database>,
  userId: string,
  page: number,
  pageSize: number,
): Promise<SearchHistoryResponse> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('user_search_history as h')
      .innerJoin('searches as s', 's.id', 'h.search_id')
      .leftJoin('user_likes as l', (join) => join.onRef('l.search_id', '=', 'h.search_id').on('l.user_id', '=', userId))
      .select(['h.id', 'h.search_id', 'h.last_used_at', 's.query', 's.searches', 's.likes', 'l.user_id as liked_by'])
      .where('h.user_id', '=', userId)
      .orderBy('h.last_used_at', 'desc')
      .orderBy('h.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('user_search_history')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ])
  return {
    ...pageInfo(Number(count.total), page, pageSize),
    items: rows.map((row) => ({
      id: row.id,
      searchId: row.search_id,
      query: row.query,
      searches: Number(row.searches),
      likes: Number(row.likes),
      lastUsedAt: new Date(row.last_used_at).toISOString(),
      liked: row.liked_by !== null,
    })),
  }
}
