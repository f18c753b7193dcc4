/**
 * The stored prices the seal needs (predictions-to-seal.ts), kept per data version. Prices are
 * written only by an import, and every import that writes them moves the data version
 * (run-import.ts), after which the server refits and answers carry the new version. So the
 * prices read for one version stay true for every answer stamped with it, and an answer costs a
 * database read only for matches no earlier answer of its version named (issue 36).
 */
import type { MatchPrice } from '@pitchwise/engine/data/external/external-row'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { loadStoredPrices } from '../../shared/stored-prices.ts'

/** Enough for every fixture of a busy week many times over; past it the book starts again. */
const DEFAULT_CAPACITY = 20_000

export class SealPriceBook {
  /** Match id → its stored prices, or null when it has none, for one data version. */
  private book: { version: number; known: Map<string, MatchPrice[] | null> } | null = null

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** Match id → its stored prices (byPriceKey order) for the answer's data version; matches without any are absent. */
  async pricesFor(
    db: Kysely<Database>,
    matchIds: readonly string[],
    dataVersion: number,
  ): Promise<Map<string, MatchPrice[]>> {
    if (!this.book || this.book.version !== dataVersion || this.book.known.size > this.capacity)
      this.book = { version: dataVersion, known: new Map() }
    // This version's map, even if a newer version replaces the book while the read is in flight.
    const { known } = this.book
    const missing = [...new Set(matchIds)].filter((id) => !known.has(id))
    if (missing.length > 0) {
      const loaded = await loadStoredPrices(db, missing)
      for (const id of missing) known.set(id, loaded.get(id) ?? null)
    }
    const prices = new Map<string, MatchPrice[]>()
    for (const id of matchIds) {
      const list = known.get(id)
      if (list) prices.set(id, list)
    }
    return prices
  }
}
