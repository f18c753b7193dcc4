/**
 * Public lists (popular searches, a market's searches) show a like heart per search; for a
 * signed-in caller each item says whether they already like it, so the heart starts in the
 * right state instead of offering to like what is already liked.
 */
import type { SearchSummary } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Caller } from './caller.ts'

export async function markLiked<T extends SearchSummary>(
  db: Kysely<Database>,
  caller: Caller,
  items: T[],
): Promise<T[]> {
  if (caller.kind !== 'user' || items.length === 0) return items
  const rows = await db
    .selectFrom('user_likes')
    .select('search_id')
    .where('user_id', '=', caller.user.id)
    .where(
      'search_id',
      'in',
      items.map((item) => item.id),
    )
    .execute()
  const liked = new Set(rows.map((row) => row.search_id))
  return items.map((item) => ({ ...item, liked: liked.has(item.id) }))
}
