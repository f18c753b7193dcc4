import { TeamDirectory } from '../teams/directory.ts'
import type { CompetitionInfo, MatchRecord, TeamInfo } from '../types.ts'
import { competitionInfo } from './competitions.ts'
import { halfTimeOnly } from './external/external-row.ts'
import { parseFootballTxtFile } from './football-txt/to-raw.ts'
import { type ParsedFile, parseOpenfootballFile, type RawMatch } from './openfootball.ts'

/**
 * Pure assembly of a whole data set from already-read files: parse each, build the team directory
 * from every name at once (merging needs the full picture), and resolve matches to canonical ids.
 */

export interface SourceFile {
  competition: string
  season: string
  /** A football.json file, JSON-decoded. */
  json: unknown
  /** A Football.TXT file's text; when present it is read instead of `json`. */
  text?: string
}

export interface Dataset {
  competitions: CompetitionInfo[]
  teams: TeamInfo[]
  directory: TeamDirectory
  /** Every match, sorted by kick-off then id. */
  matches: MatchRecord[]
}

/** Deterministic id: competition, season, local date and both canonical teams identify a fixture. */
export function matchId(m: Pick<MatchRecord, 'competition' | 'season' | 'date' | 'homeTeamId' | 'awayTeamId'>): string {
  return `${m.competition}:${m.season}:${m.date}:${m.homeTeamId}:${m.awayTeamId}`
}

export function toMatchRecord(raw: RawMatch, homeTeamId: string, awayTeamId: string): MatchRecord {
  const rec: MatchRecord = {
    id: '',
    competition: raw.competition,
    season: raw.season,
    kickoff: raw.kickoff,
    date: raw.date,
    homeTeamId,
    awayTeamId,
    status: raw.status,
    homeGoals: raw.homeGoals,
    awayGoals: raw.awayGoals,
  }
  if (raw.round !== undefined) rec.round = raw.round
  if (raw.halfTime) rec.statistics = halfTimeOnly(raw.halfTime[0], raw.halfTime[1])
  rec.id = matchId(rec)
  // The id is computed without it, so a time added to the source later keeps the same match.
  if (raw.localTime === null) rec.timeTbc = true
  return rec
}

export function buildDataset(files: SourceFile[]): Dataset {
  const parsed: ParsedFile[] = files.map((f) =>
    f.text !== undefined
      ? parseFootballTxtFile(f.text, f.competition, f.season)
      : parseOpenfootballFile(f.json, f.competition, f.season),
  )
  const counts = new Map<
    string,
    { name: string; competition: string; season: string; count: number; dates: string[] }
  >()
  for (const p of parsed) {
    for (const m of p.matches) {
      for (const name of [m.homeName, m.awayName]) {
        const k = `${p.competition}\u0000${p.season}\u0000${name}`
        const o = counts.get(k)
        if (o) {
          o.count++
          o.dates.push(m.date)
        } else counts.set(k, { name, competition: p.competition, season: p.season, count: 1, dates: [m.date] })
      }
    }
  }
  const directory = new TeamDirectory(counts.values())
  const competitions = new Map<string, CompetitionInfo>()
  const matches: MatchRecord[] = []
  /** Index in `matches` of each id kept. */
  const seen = new Map<string, number>()
  for (const p of parsed) {
    if (!competitions.has(p.competition)) competitions.set(p.competition, competitionInfo(p.competition, p.sourceName))
    for (const m of p.matches) {
      const home = directory.idForSource(m.homeName, m.competition)
      const away = directory.idForSource(m.awayName, m.competition)
      if (!home || !away || home === away) continue
      const rec = toMatchRecord(m, home, away)
      // A fixture listed twice (e.g. a postponed entry and its replay on the same date) is kept
      // once; a source with its result beats one still listing it unplayed (the openfootball
      // JSON lists the 2024-25 Champions League final without a score, Football.TXT with it).
      const kept = seen.get(rec.id)
      if (kept !== undefined) {
        if (rec.status === 'finished' && matches[kept]?.status === 'scheduled') matches[kept] = rec
        continue
      }
      seen.set(rec.id, matches.length)
      matches.push(rec)
    }
  }
  matches.sort((a, b) => (a.kickoff < b.kickoff ? -1 : a.kickoff > b.kickoff ? 1 : a.id < b.id ? -1 : 1))
  return {
    competitions: [...competitions.values()].sort((a, b) => a.code.localeCompare(b.code)),
    teams: directory.teams,
    directory,
    matches,
  }
}
