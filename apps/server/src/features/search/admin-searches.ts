/**
 * Search management for the back office (back-office spec §2, §7): a paged, searchable list,
 * deleting one or many (with their market links, likes and history, in one transaction), and
 * hiding a search from the public popular list.
 */
import { ADMIN_MESSAGES, type AdminSearch, type AdminSearchesResponse } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { type AuditActor, recordAudit } from '../../shared/audit.ts'
import { pageInfo, SEARCH_COLUMNS, type SearchRow, toSearchSummary } from '../../shared/present.ts'

type Db = Kysely<Database>

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

function toAdminSearch(row: SearchRow & { hidden_from_popular: boolean }): AdminSearch {
  return { ...toSearchSummary(row), hiddenFromPopular: row.hidden_from_popular }
}

export async function listAdminSearches(
  db: Db,
  query: { page: number; pageSize: number; q?: string | undefined; notInMarket?: string | undefined },
): Promise<AdminSearchesResponse> {
  let base = db.selectFrom('searches')
  if (query.q) base = base.where('query', 'ilike', likePattern(query.q))
  if (query.notInMarket) {
    const marketId = query.notInMarket
    base = base.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('market_searches as ms')
            .select('ms.id')
            .whereRef('ms.search_id', '=', 'searches.id')
            .where('ms.market_id', '=', marketId),
        ),
      ),
    )
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([...SEARCH_COLUMNS, 'hidden_from_popular'])
      .orderBy('searches', 'desc')
      .orderBy('last_searched_at', (ob) => ob.desc().nullsLast())
      .orderBy('query')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ])
  return { ...pageInfo(Number(total), query.page, query.pageSize), items: rows.map(toAdminSearch) }
}

/**
 * Deletes the searches and everything that points at them, in one transaction with one audit
 * entry per search. Unknown ids are ignored; the answer says how many were deleted.
 */
export function deleteSearches(db: Db, actor: AuditActor, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)]
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('searches')
      .select([...SEARCH_COLUMNS, 'hidden_from_popular'])
      .where('id', 'in', unique)
      .forUpdate()
      .execute()
    if (rows.length === 0) return 0
    const found = rows.map((row) => row.id)
    await trx.deleteFrom('market_searches').where('search_id', 'in', found).execute()
    await trx.deleteFrom('user_likes').where('search_id', 'in', found).execute()
    await trx.deleteFrom('user_search_history').where('search_id', 'in', found).execute()
    await trx.deleteFrom('searches').where('id', 'in', found).execute()
    for (const row of rows) {
      await recordAudit(trx, actor, { action: 'search.delete', entity: 'search', entityId: row.id, before: row })
    }
    return rows.length
  })
}

/** Hides a search from (or shows it again on) the public popular list. */
export function setSearchHidden(db: Db, actor: AuditActor, id: string, hidden: boolean): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('searches')
      .select(['id', 'query', 'hidden_from_popular'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!before) throw notFound(ADMIN_MESSAGES.searchNotFound)
    await trx.updateTable('searches').set({ hidden_from_popular: hidden }).where('id', '=', id).execute()
    await recordAudit(trx, actor, {
      action: hidden ? 'search.hide' : 'search.show',
      entity: 'search',
      entityId: id,
      before,
      after: { ...before, hidden_from_popular: hidden },
    })
  })
}
