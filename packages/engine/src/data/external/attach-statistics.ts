/**
 * Gives each match the statistics (and prices) of the external row that joins it
 * (match-external-rows.ts: competition, date and the team directory), as the server does when
 * it loads matches from the database. The eval and the batch CLI use it, so the model reads
 * `match.statistics` the same way in every caller. Matches without a row are returned as they
 * are; rows that join nothing are counted.
 */
import type { TeamDirectory } from '../../teams/directory.ts'
import type { MatchRecord } from '../../types.ts'
import type { ExternalMatchRow, MatchStatistics, PriceQuote } from './external-row.ts'
import { matchExternalRows } from './match-external-rows.ts'

/** A match with the optional statistics and prices an external source joined to it. */
export type MatchWithExternal = MatchRecord & { statistics?: MatchStatistics; prices?: PriceQuote[] }

export interface AttachedStatistics {
  matches: MatchWithExternal[]
  /** Matches that received a row. */
  joined: number
  /** Rows of seasons the match data holds that joined no match (see match-external-rows.ts). */
  unmatched: number
  /** Rows of seasons the match data does not hold at all. */
  outsideData: number
}

export function attachStatistics(
  matches: readonly MatchRecord[],
  rows: readonly ExternalMatchRow[],
  directory: Pick<TeamDirectory, 'idsForDataName'>,
): AttachedStatistics {
  const report = matchExternalRows(rows, directory, matches)
  const byId = new Map(report.matched.map((m) => [m.matchId, m.row]))
  const out = matches.map((m): MatchWithExternal => {
    const row = byId.get(m.id)
    if (!row) return m
    return {
      ...m,
      ...(row.statistics ? { statistics: row.statistics } : {}),
      ...(row.prices.length > 0 ? { prices: row.prices } : {}),
    }
  })
  return { matches: out, joined: byId.size, unmatched: report.unmatched.length, outsideData: report.outsideData }
}
