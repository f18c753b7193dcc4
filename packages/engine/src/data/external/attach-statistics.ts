/**
 * Gives each match the statistics and prices of the external row that joins it
 * (match-external-rows.ts: competition, date and the team directory), in the form the server
 * loads them from its database (MatchRecord.statistics and .prices), so the eval and the batch
 * CLI feed the model exactly as the product does. Matches without a row are returned as they are.
 */
import type { TeamDirectory } from '../../teams/directory.ts'
import type { MatchRecord } from '../../types.ts'
import type { ExternalMatchRow, MatchPrice, PriceQuote } from './external-row.ts'
import { matchExternalRows } from './match-external-rows.ts'

export interface AttachedStatistics {
  matches: MatchRecord[]
  /** Matches that received a row. */
  joined: number
  /** Rows of seasons the match data holds that joined no match (see match-external-rows.ts). */
  unmatched: number
  /** Rows of seasons the match data does not hold at all. */
  outsideData: number
}

const OUTCOME_FIELD = {
  home: 'homeMilli',
  draw: 'drawMilli',
  away: 'awayMilli',
  over: 'overMilli',
  under: 'underMilli',
} as const

/** One quote per outcome → one MatchPrice per market, line, bookmaker and kind (as table match_prices). */
export function groupQuotes(quotes: readonly PriceQuote[]): MatchPrice[] {
  const byKey = new Map<string, MatchPrice>()
  for (const q of quotes) {
    const key = `${q.market}|${q.lineX100}|${q.bookmaker}|${q.kind}`
    let price = byKey.get(key)
    if (!price) {
      price = { market: q.market, lineX100: q.lineX100, bookmaker: q.bookmaker, kind: q.kind }
      byKey.set(key, price)
    }
    price[OUTCOME_FIELD[q.outcome]] = q.priceMilli
  }
  return [...byKey.values()]
}

export function attachStatistics(
  matches: readonly MatchRecord[],
  rows: readonly ExternalMatchRow[],
  directory: Pick<TeamDirectory, 'idsForDataName'>,
): AttachedStatistics {
  const report = matchExternalRows(rows, directory, matches)
  const byId = new Map(report.matched.map((m) => [m.matchId, m.row]))
  const out = matches.map((m): MatchRecord => {
    const row = byId.get(m.id)
    if (!row) return m
    return {
      ...m,
      // The row's figures, with the source's own half-time score kept where the row has none.
      ...(row.statistics
        ? {
            statistics: {
              ...row.statistics,
              halfTimeHomeGoals: row.statistics.halfTimeHomeGoals ?? m.statistics?.halfTimeHomeGoals ?? null,
              halfTimeAwayGoals: row.statistics.halfTimeAwayGoals ?? m.statistics?.halfTimeAwayGoals ?? null,
            },
          }
        : {}),
      ...(row.prices.length > 0 ? { prices: groupQuotes(row.prices) } : {}),
    }
  })
  return { matches: out, joined: byId.size, unmatched: report.unmatched.length, outsideData: report.outsideData }
}
