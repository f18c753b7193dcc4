/**
 * The engine's own way to put football-data.co.uk statistics on its matches (the server stores
 * them in match_statistics and loads them with the world; CLIs and real-data tests read the
 * files): rows are joined by match-external-rows.ts, never guessed, and a joined match gets the
 * row's statistics.
 */
import type { TeamDirectory } from '../../teams/directory.ts'
import type { MatchRecord } from '../../types.ts'
import type { ExternalMatchRow } from '../external/external-row.ts'
import { matchExternalRows } from '../external/match-external-rows.ts'

export function attachStatistics(
  matches: readonly MatchRecord[],
  rows: readonly ExternalMatchRow[],
  directory: Pick<TeamDirectory, 'idsForDataName'>,
): { matches: MatchRecord[]; joined: number } {
  const report = matchExternalRows(rows, directory, matches)
  const byId = new Map(report.matched.flatMap((j) => (j.row.statistics ? [[j.matchId, j.row.statistics]] : [])))
  return {
    matches: matches.map((m) => {
      const statistics = byId.get(m.id)
      return statistics ? { ...m, statistics } : m
    }),
    joined: byId.size,
  }
}
