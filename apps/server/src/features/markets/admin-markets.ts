/**
 * Market management for the back office (back-office spec §2, §7): markets, and the searches
 * linked to each. Every change runs in one transaction with its audit entry.
 */
import { ADMIN_MESSAGES, type AdminMarket, type AdminMarketSearch, type MarketInput } from '@pitchwise/contract'
import type { Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../db/schema.ts'
import { AppError, notFound } from '../../errors.ts'
import { type AuditActor, recordAudit } from '../../shared/audit.ts'
import { isUniqueViolation } from '../../shared/db-errors.ts'
import { SEARCH_COLUMNS, toSearchSummary } from '../../shared/present.ts'

type Db = Kysely<Database>
type Trx = Transaction<Database>
export type MarketValues = z.output<typeof MarketInput>

const conflict = (message: string) => new AppError('CONFLICT', message)

/** Every market in display order with its number of searches. */
export async function listAdminMarkets(db: Db): Promise<AdminMarket[]> {
  const rows = await db
    .selectFrom('markets as m')
    .leftJoin('market_searches as ms', 'ms.market_id', 'm.id')
    .select((eb) => ['m.id', 'm.name', 'm.description', 'm.order', eb.fn.count<number>('ms.id').as('search_count')])
    .groupBy('m.id')
    .orderBy('m.order')
    .orderBy('m.name')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    order: Number(row.order),
    searchCount: Number(row.search_count),
  }))
}

async function marketRow(trx: Trx | Db, id: string) {
  const row = await trx
    .selectFrom('markets')
    .select(['id', 'name', 'description', 'order'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound(ADMIN_MESSAGES.marketNotFound)
  return row
}

/** Runs `work` in a transaction, turning a duplicate name or query into a 409 with `message`. */
async function inTransaction<T>(db: Db, duplicateMessage: string, work: (trx: Trx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work)
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateMessage)
    throw error
  }
}

export function createMarket(db: Db, actor: AuditActor, input: MarketValues) {
  return inTransaction(db, ADMIN_MESSAGES.marketNameTaken, async (trx) => {
    const created = await trx
      .insertInto('markets')
      .values({ name: input.name, description: input.description, order: input.order })
      .returning(['id', 'name', 'description', 'order'])
      .executeTakeFirstOrThrow()
    await recordAudit(trx, actor, { action: 'market.create', entity: 'market', entityId: created.id, after: created })
    return created
  })
}

export function updateMarket(db: Db, actor: AuditActor, id: string, input: MarketValues) {
  return inTransaction(db, ADMIN_MESSAGES.marketNameTaken, async (trx) => {
    const before = await marketRow(trx, id)
    const after = await trx
      .updateTable('markets')
      .set({ name: input.name, description: input.description, order: input.order })
      .where('id', '=', id)
      .returning(['id', 'name', 'description', 'order'])
      .executeTakeFirstOrThrow()
    await recordAudit(trx, actor, { action: 'market.update', entity: 'market', entityId: id, before, after })
    return after
  })
}

/** Deletes the market and its links (the searches themselves stay). */
export function deleteMarket(db: Db, actor: AuditActor, id: string) {
  return db.transaction().execute(async (trx) => {
    const before = await marketRow(trx, id)
    const links = await trx.deleteFrom('market_searches').where('market_id', '=', id).returning('search_id').execute()
    await trx.deleteFrom('markets').where('id', '=', id).execute()
    await recordAudit(trx, actor, {
      action: 'market.delete',
      entity: 'market',
      entityId: id,
      before: { ...before, searchIds: links.map((link) => link.search_id) },
    })
  })
}

/** The market's searches with their link ids, most run first. */
export async function listMarketSearches(db: Db, marketId: string): Promise<AdminMarketSearch[]> {
  await marketRow(db, marketId)
  const rows = await db
    .selectFrom('market_searches as ms')
    .innerJoin('searches as s', 's.id', 'ms.search_id')
    .select(['ms.id as link_id', ...SEARCH_COLUMNS.map((column) => `s.${column}` as const)])
    .where('ms.market_id', '=', marketId)
    .orderBy('s.searches', 'desc')
    .orderBy('s.query')
    .execute()
  return rows.map((row) => ({ id: row.link_id, search: toSearchSummary(row) }))
}

/**
 * Links a search to the market: an existing one by id, or a question typed by the admin (the
 * search row is created when no search has that exact text yet).
 */
export function addMarketSearch(
  db: Db,
  actor: AuditActor,
  marketId: string,
  input: { searchId: string } | { query: string },
) {
  return inTransaction(db, ADMIN_MESSAGES.searchAlreadyInMarket, async (trx) => {
    await marketRow(trx, marketId)
    let searchId: string
    if ('searchId' in input) {
      const search = await trx.selectFrom('searches').select('id').where('id', '=', input.searchId).executeTakeFirst()
      if (!search) throw notFound(ADMIN_MESSAGES.searchNotFound)
      searchId = search.id
    } else {
      const existing = await trx.selectFrom('searches').select('id').where('query', '=', input.query).executeTakeFirst()
      searchId =
        existing?.id ??
        (await trx.insertInto('searches').values({ query: input.query }).returning('id').executeTakeFirstOrThrow()).id
      if (!existing) {
        await recordAudit(trx, actor, {
          action: 'search.create',
          entity: 'search',
          entityId: searchId,
          after: { id: searchId, query: input.query },
        })
      }
    }
    const link = await trx
      .insertInto('market_searches')
      .values({ market_id: marketId, search_id: searchId })
      .returning(['id', 'market_id', 'search_id'])
      .executeTakeFirstOrThrow()
    await recordAudit(trx, actor, {
      action: 'market_search.create',
      entity: 'market_search',
      entityId: link.id,
      after: link,
    })
    return link
  })
}

async function linkRow(trx: Trx, marketId: string, linkId: string) {
  const link = await trx
    .selectFrom('market_searches as ms')
    .innerJoin('searches as s', 's.id', 'ms.search_id')
    .select(['ms.id', 'ms.market_id', 'ms.search_id', 's.query'])
    .where('ms.id', '=', linkId)
    .where('ms.market_id', '=', marketId)
    .executeTakeFirst()
  if (!link) throw notFound(ADMIN_MESSAGES.marketSearchNotFound)
  return link
}

/** Edits the question of a market search (the search row, so every market showing it changes). */
export function updateMarketSearch(db: Db, actor: AuditActor, marketId: string, linkId: string, query: string) {
  return inTransaction(db, ADMIN_MESSAGES.searchQueryTaken, async (trx) => {
    const link = await linkRow(trx, marketId, linkId)
    await trx.updateTable('searches').set({ query }).where('id', '=', link.search_id).execute()
    await recordAudit(trx, actor, {
      action: 'search.update',
      entity: 'search',
      entityId: link.search_id,
      before: { id: link.search_id, query: link.query },
      after: { id: link.search_id, query },
    })
  })
}

/** Removes a search from the market; the search itself stays. */
export function deleteMarketSearch(db: Db, actor: AuditActor, marketId: string, linkId: string) {
  return db.transaction().execute(async (trx) => {
    const link = await linkRow(trx, marketId, linkId)
    await trx.deleteFrom('market_searches').where('id', '=', linkId).execute()
    await recordAudit(trx, actor, {
      action: 'market_search.delete',
      entity: 'market_search',
      entityId: linkId,
      before: link,
    })
  })
}
