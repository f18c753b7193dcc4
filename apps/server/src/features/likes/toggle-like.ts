import type { ToggleLikeResponse } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { isUuid } from '../../shared/ids.ts'

export const SEARCH_NOT_FOUND = 'Search not found'

/**
 * Likes the search if the user does not like it yet, else unlikes it, in one transaction.
 * The search row is locked first (`for update`), so concurrent toggles on one search run one
 * after the other and the count always equals the number of user_likes rows; it can never go
 * below zero.
 */
export async function toggleLike(db: Kysely<Database>, userId: string, searchId: string): Promise<ToggleLikeResponse> {
  if (!isUuid(searchId)) throw notFound(SEARCH_NOT_FOUND)
  return db.transaction().execute(async (trx) => {
    const search = await trx
      .selectFrom('searches')
      .select('id')
      .where('id', '=', searchId)
      .forUpdate()
      .executeTakeFirst()
    if (!search) throw notFound(SEARCH_NOT_FOUND)
    const removed = await trx
      .deleteFrom('user_likes')
      .where('user_id', '=', userId)
      .where('search_id', '=', searchId)
      .executeTakeFirst()
    const liked = Number(removed.numDeletedRows) === 0
    if (liked) await trx.insertInto('user_likes').values({ user_id: userId, search_id: searchId }).execute()
    const { likes } = await trx
      .updateTable('searches')
      .set({ likes: liked ? sql`likes + 1` : sql`greatest(likes - 1, 0)` })
      .where('id', '=', searchId)
      .returning('likes')
      .executeTakeFirstOrThrow()
    return { liked, likes: Number(likes) }
  })
}
