/**
 * Indexes over the match list, built once per analyzer: fixtures by date, each team's finished
 * matches in date order, and the newest result per competition. Every question then costs a
 * few map lookups instead of a scan over tens of thousands of matches.
 */
import type { FormEntry, HeadToHeadEntry } from '../analysis-types.ts'
import type { CompetitionInfo, MatchRecord, TeamInfo } from '../types.ts'

export interface WorldIndex {
  teamName(id: string): string
  competition(code: string): CompetitionInfo | undefined
  competitionName(code: string): string
  /** Matches whose competition-local date is in [from, to], in kick-off order. */
  matchesBetween(from: string, to: string): MatchRecord[]
  /** Sorted dates that have at least one scheduled fixture. */
  scheduledDates: string[]
  /** Next scheduled match of a team on or after `from`. */
  nextMatch(teamId: string, from: string): MatchRecord | undefined
  /** Last `n` finished matches of a team before `before`, newest first. */
  form(teamId: string, before: string, n?: number): FormEntry[]
  /** The same last `n` finished matches as records (statistics included), newest first. */
  recentMatches(teamId: string, before: string, n?: number): MatchRecord[]
  headToHead(a: string, b: string, before: string, n?: number): HeadToHeadEntry[]
  /** Newest finished match date of a competition. */
  lastResult(code: string): string | undefined
  /** Newest match date, played or not, of a competition (or of the whole data): where it ends. */
  lastDate(code?: string): string | undefined
  /**
   * Covered = the data has recent results (or, for a new league, fixtures) for it. Old seasons of
   * a cup (Champions League 2024-25) do not make it covered today.
   */
  isCovered(code: string, asOf: string): boolean
  /** Competition a team played in most recently (for hypothetical pairings). */
  homeCompetition(teamId: string): MatchRecord | undefined
  hasCompetition(code: string): boolean
  /**
   * The competition both teams have results in, the one where the staler of the two last
   * results is newest (where a hypothetical meeting is best priced); undefined if none.
   */
  sharedCompetition(a: string, b: string, before: string): SharedCompetition | undefined
  /** A team's latest finished match before `before` (its current league, for tables). */
  lastResultOf(teamId: string, before: string): MatchRecord | undefined
  /** Every match of one competition season, in kick-off order. */
  seasonMatches(code: string, season: string): MatchRecord[]
}

export interface SharedCompetition {
  competition: string
  /** Season of the newest shared result, for season-aware ratings. */
  season: string
  /** The older of the two teams' last results in it. */
  lastDate: string
}

/** A competition with no result in this many days before the newest result is not current. */
const COVERAGE_DAYS = 180
/** A shared league this close to the newest shared competition is the one a meeting is priced in. */
const DOMESTIC_PREFERRED_DAYS = 60

function daysBetweenDays(a: string, b: string): number {
  return Math.abs(Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000
}

function shiftDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

export function buildWorldIndex(
  competitions: CompetitionInfo[],
  teams: TeamInfo[],
  matches: MatchRecord[],
): WorldIndex {
  const names = new Map(teams.map((t) => [t.id, t.name]))
  const comps = new Map(competitions.map((c) => [c.code, c]))
  const byDate = new Map<string, MatchRecord[]>()
  const finishedByTeam = new Map<string, MatchRecord[]>()
  const scheduledByTeam = new Map<string, MatchRecord[]>()
  const latestByTeam = new Map<string, MatchRecord>()
  const lastByComp = new Map<string, string>()
  const lastDateByComp = new Map<string, string>()
  const withMatches = new Set<string>()
  const bySeason = new Map<string, MatchRecord[]>()

  const sorted = [...matches].sort((a, b) => a.kickoff.localeCompare(b.kickoff))
  for (const m of sorted) {
    withMatches.add(m.competition)
    const seasonKey = `${m.competition}|${m.season}`
    const season = bySeason.get(seasonKey)
    if (season) season.push(m)
    else bySeason.set(seasonKey, [m])
    const day = byDate.get(m.date)
    if (day) day.push(m)
    else byDate.set(m.date, [m])
    for (const team of [m.homeTeamId, m.awayTeamId]) {
      latestByTeam.set(team, m)
      const target = m.status === 'finished' ? finishedByTeam : scheduledByTeam
      const list = target.get(team)
      if (list) list.push(m)
      else target.set(team, [m])
    }
    if (m.status === 'finished' && m.date > (lastByComp.get(m.competition) ?? '')) lastByComp.set(m.competition, m.date)
    if (m.date > (lastDateByComp.get(m.competition) ?? '')) lastDateByComp.set(m.competition, m.date)
  }
  const dates = [...byDate.keys()].sort()
  const scheduledDates = dates.filter((d) => byDate.get(d)?.some((m) => m.status === 'scheduled'))

  const teamName = (id: string) => names.get(id) ?? id

  function before(list: MatchRecord[], date: string): number {
    // Index of the first match on or after `date` (binary search over date-sorted list).
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((list[mid]?.date ?? '') < date) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Per competition, the newest result of a team before a date. */
  function lastByCompetition(teamId: string, beforeDate: string): Map<string, MatchRecord> {
    const list = finishedByTeam.get(teamId) ?? []
    const out = new Map<string, MatchRecord>()
    for (let i = before(list, beforeDate) - 1; i >= 0; i--) {
      const m = list[i]
      if (m && !out.has(m.competition)) out.set(m.competition, m)
    }
    return out
  }

  return {
    teamName,
    competition: (code) => comps.get(code),
    competitionName: (code) => comps.get(code)?.name ?? code,
    hasCompetition: (code) => comps.has(code) && withMatches.has(code),
    matchesBetween(from, to) {
      const out: MatchRecord[] = []
      let lo = 0
      let hi = dates.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if ((dates[mid] ?? '') < from) lo = mid + 1
        else hi = mid
      }
      for (let i = lo; i < dates.length; i++) {
        const d = dates[i] ?? ''
        if (d > to) break
        out.push(...(byDate.get(d) ?? []))
      }
      return out
    },
    scheduledDates,
    nextMatch(teamId, from) {
      const list = scheduledByTeam.get(teamId) ?? []
      return list[before(list, from)]
    },
    recentMatches(teamId, beforeDate, n = 6) {
      const list = finishedByTeam.get(teamId) ?? []
      const end = before(list, beforeDate)
      return list.slice(Math.max(0, end - n), end).reverse()
    },
    form(teamId, beforeDate, n = 6) {
      const list = finishedByTeam.get(teamId) ?? []
      const end = before(list, beforeDate)
      return list
        .slice(Math.max(0, end - n), end)
        .reverse()
        .map((m) => {
          const home = m.homeTeamId === teamId
          const gf = (home ? m.homeGoals : m.awayGoals) ?? 0
          const ga = (home ? m.awayGoals : m.homeGoals) ?? 0
          return {
            date: m.date,
            opponent: teamName(home ? m.awayTeamId : m.homeTeamId),
            venue: home ? 'H' : 'A',
            goalsFor: gf,
            goalsAgainst: ga,
            result: gf > ga ? 'W' : gf === ga ? 'D' : 'L',
          }
        })
    },
    headToHead(a, b, beforeDate, n = 5) {
      const list = finishedByTeam.get(a) ?? []
      const end = before(list, beforeDate)
      const out: HeadToHeadEntry[] = []
      for (let i = end - 1; i >= 0 && out.length < n; i--) {
        const m = list[i]
        if (!m || (m.homeTeamId !== b && m.awayTeamId !== b)) continue
        out.push({
          date: m.date,
          competition: comps.get(m.competition)?.name ?? m.competition,
          home: teamName(m.homeTeamId),
          away: teamName(m.awayTeamId),
          homeGoals: m.homeGoals ?? 0,
          awayGoals: m.awayGoals ?? 0,
        })
      }
      return out
    },
    lastResult: (code) => lastByComp.get(code),
    lastDate: (code) => (code === undefined ? dates.at(-1) : lastDateByComp.get(code)),
    isCovered(code, asOf) {
      if (!comps.has(code) || !withMatches.has(code)) return false
      const last = lastByComp.get(code)
      const floor = shiftDays(asOf, -COVERAGE_DAYS)
      if (last) return last >= floor
      return scheduledDates.some((d) => d >= floor && byDate.get(d)?.some((m) => m.competition === code))
    },
    homeCompetition: (teamId) => latestByTeam.get(teamId),
    sharedCompetition(a, b, beforeDate) {
      const lastA = lastByCompetition(a, beforeDate)
      const lastB = lastByCompetition(b, beforeDate)
      let best: SharedCompetition | undefined
      let domestic: SharedCompetition | undefined
      for (const [code, ma] of lastA) {
        const mb = lastB.get(code)
        if (!mb) continue
        const older = ma.date < mb.date ? ma : mb
        const newer = older === ma ? mb : ma
        const shared = { competition: code, season: newer.season, lastDate: older.date }
        if (!best || older.date > best.lastDate) best = shared
        const cup = comps.get(code)?.country === 'International'
        if (!cup && (!domestic || older.date > domestic.lastDate)) domestic = shared
      }
      // Two clubs of one league are priced by that league's ratings, even when both played a
      // European match more recently: Arsenal v Chelsea is a Premier League meeting.
      if (domestic && best && daysBetweenDays(domestic.lastDate, best.lastDate) <= DOMESTIC_PREFERRED_DAYS)
        return domestic
      return best
    },
    lastResultOf(teamId, beforeDate) {
      const list = finishedByTeam.get(teamId) ?? []
      return list[before(list, beforeDate) - 1]
    },
    seasonMatches: (code, season) => bySeason.get(`${code}|${season}`) ?? [],
  }
}
