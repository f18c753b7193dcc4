/**
 * Joins rows from other sources (football-data.co.uk files, The Odds API) to the openfootball
 * matches they describe: same competition, same local date, and both names resolving through
 * the team directory (exact spelling or curated alias, TeamDirectory.idsForDataName) to the
 * match's two clubs. A row that does not resolve to exactly one match is not guessed at: it is
 * returned as unmatched with the reason, for the log and /admin/data.
 */
import type { TeamDirectory } from '../../teams/directory.ts'
import type { MatchRecord } from '../../types.ts'
import type { ExternalMatchRow } from './external-row.ts'

export type UnmatchedReason = 'unknown-home-team' | 'unknown-away-team' | 'no-match-on-date' | 'ambiguous'

export interface UnmatchedRow {
  origin: string
  competition: string
  season: string | null
  date: string
  homeName: string
  awayName: string
  reason: UnmatchedReason
  /** For 'no-match-on-date': the dates the match data has these two clubs meeting that season, if any. */
  dataDates?: string[]
}

export interface ExternalMatchReport {
  matched: { matchId: string; row: ExternalMatchRow }[]
  unmatched: UnmatchedRow[]
  /**
   * Rows of competition seasons the match data does not hold at all (football-data.co.uk goes
   * back to 2003-04, the openfootball data to 2010-11): nothing to join them to, counted apart.
   */
  outsideData: number
}

export function matchExternalRows(
  rows: readonly ExternalMatchRow[],
  directory: Pick<TeamDirectory, 'idsForDataName'>,
  matches: readonly MatchRecord[],
): ExternalMatchReport {
  const byKey = new Map<string, string[]>()
  const byPair = new Map<string, string[]>()
  const seasonsHeld = new Set<string>()
  const competitionsHeld = new Set<string>()
  for (const m of matches) {
    push(byKey, `${m.competition}|${m.date}|${m.homeTeamId}|${m.awayTeamId}`, m.id)
    push(byPair, `${m.competition}|${m.season}|${m.homeTeamId}|${m.awayTeamId}`, m.date)
    seasonsHeld.add(`${m.competition}|${m.season}`)
    competitionsHeld.add(m.competition)
  }
  const report: ExternalMatchReport = { matched: [], unmatched: [], outsideData: 0 }
  for (const row of rows) {
    const held = row.season
      ? seasonsHeld.has(`${row.competition}|${row.season}`)
      : competitionsHeld.has(row.competition)
    if (!held) {
      report.outsideData++
      continue
    }
    const unmatched = (reason: UnmatchedReason, dataDates?: string[]) =>
      report.unmatched.push({
        origin: row.origin,
        competition: row.competition,
        season: row.season ?? null,
        date: row.date,
        homeName: row.homeName,
        awayName: row.awayName,
        reason,
        ...(dataDates && dataDates.length > 0 ? { dataDates } : {}),
      })
    const homes = directory.idsForDataName(row.homeName, row.competition)
    if (homes.length === 0) {
      unmatched('unknown-home-team')
      continue
    }
    const aways = directory.idsForDataName(row.awayName, row.competition)
    if (aways.length === 0) {
      unmatched('unknown-away-team')
      continue
    }
    const found = new Set<string>()
    for (const home of homes)
      for (const away of aways)
        for (const id of byKey.get(`${row.competition}|${row.date}|${home}|${away}`) ?? []) found.add(id)
    const [only, ...others] = found
    if (only !== undefined && others.length === 0) report.matched.push({ matchId: only, row })
    else if (only !== undefined) unmatched('ambiguous')
    else {
      const dates = row.season
        ? homes.flatMap((h) => aways.flatMap((a) => byPair.get(`${row.competition}|${row.season}|${h}|${a}`) ?? []))
        : []
      unmatched('no-match-on-date', dates)
    }
  }
  return report
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
