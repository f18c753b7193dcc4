import type { LikedSearchesResponse } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { pageInfo, toSearchSummary } from '../../shared/present.ts'

/** One page of the user's liked searches, newest like first, with the total. */
export async function listLikes(
  db: Kysely<Database>,
  userId: string,
  page: number,
  pageSize: number,
): Promise<LikedSearchesResponse> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('user_likes as l')
      .innerJoin('searches as s', 's.id', 'l.search_id')
      .select([
        's.id',
        's.query',
        's.searches',
        's.likes',
        's.last_searched_at',
        's.created_at',
        'l.created_at as liked_at',
      ])
      .where('l.user_id', '=', userId)
      .orderBy('l.created_at', 'desc')
      .orderBy('s.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('user_likes')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ])
  return {
    ...pageInfo(Number(count.total), page, pageSize),
    items: rows.map((row) => ({ ...toSearchSummary(row), likedAt: new Date(row.liked_at).toISOString() })),
  }
}
