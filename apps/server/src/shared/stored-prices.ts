/**
 * The bookmaker prices stored for matches (match_prices), read as the engine reads them
 * (MatchRecord.prices): the world loader gives them to the engine, the seal takes the best price
 * of a prediction from them, and the scoring takes the closing price. One reading for all three.
 */
import type { MatchPrice } from '@pitchwise/engine/data/external/external-row'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'

type PriceRow = Selectable<Database['match_prices']>

export function toMatchPrice(row: PriceRow): MatchPrice {
  const price: MatchPrice = { market: row.market, lineX100: row.line_x100, bookmaker: row.bookmaker, kind: row.kind }
  if (row.home_milli !== null) price.homeMilli = row.home_milli
  if (row.draw_milli !== null) price.drawMilli = row.draw_milli
  if (row.away_milli !== null) price.awayMilli = row.away_milli
  if (row.over_milli !== null) price.overMilli = row.over_milli
  if (row.under_milli !== null) price.underMilli = row.under_milli
  return price
}

/** A stable order, so the same rows give the same list (and the same tie-breaks) whatever the database returned. */
export function byPriceKey(a: MatchPrice, b: MatchPrice): number {
  return (
    a.market.localeCompare(b.market) ||
    a.lineX100 - b.lineX100 ||
    a.kind.localeCompare(b.kind) ||
    a.bookmaker.localeCompare(b.bookmaker)
  )
}

/** Match id → its stored prices in byPriceKey order (one indexed lookup); matches without any are absent. */
export async function loadStoredPrices(
  db: Kysely<Database>,
  matchIds: readonly string[],
): Promise<Map<string, MatchPrice[]>> {
  const prices = new Map<string, MatchPrice[]>()
  if (matchIds.length === 0) return prices
  const rows = await db
    .selectFrom('match_prices')
    .selectAll()
    .where('match_id', 'in', [...new Set(matchIds)])
    .execute()
  for (const row of rows) {
    const list = prices.get(row.match_id) ?? []
    list.push(toMatchPrice(row))
    prices.set(row.match_id, list)
  }
  for (const list of prices.values()) list.sort(byPriceKey)
  return prices
}
