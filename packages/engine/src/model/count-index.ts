/**
 * The played matches that carry statistics beyond goals (issue 31), indexed once per world: by
 * club, by competition and by referee, each in date order. Every count question then reads a
 * short slice before its day instead of scanning the whole match list.
 */
import type { MatchStatistics } from '../data/external/external-row.ts'
import type { MatchRecord } from '../types.ts'

/** The counts a question can ask about: yellow and red cards count one each. */
export type CountStat = 'corners' | 'cards' | 'shots' | 'shots_on_target'

export const COUNT_STATS: readonly CountStat[] = ['corners', 'cards', 'shots', 'shots_on_target']

export interface StatMatch {
  date: string
  competition: string
  season: string
  homeTeamId: string
  awayTeamId: string
  homeGoals: number
  awayGoals: number
  statistics: MatchStatistics
}

/** The home and away count of one statistic, or null when the source left either empty. */
export function statPair(s: MatchStatistics, stat: CountStat): [number, number] | null {
  const pair = (h: number | null, a: number | null): [number, number] | null =>
    h === null || a === null ? null : [h, a]
  switch (stat) {
    case 'corners':
      return pair(s.homeCorners, s.awayCorners)
    case 'shots':
      return pair(s.homeShots, s.awayShots)
    case 'shots_on_target':
      return pair(s.homeShotsOnTarget, s.awayShotsOnTarget)
    case 'cards': {
      const yellow = pair(s.homeYellowCards, s.awayYellowCards)
      const red = pair(s.homeRedCards, s.awayRedCards)
      return yellow && red ? [yellow[0] + red[0], yellow[1] + red[1]] : null
    }
  }
}

/** The first-half score, or null when the source has none. */
export function halfTimePair(s: MatchStatistics): [number, number] | null {
  return s.halfTimeHomeGoals === null || s.halfTimeAwayGoals === null
    ? null
    : [s.halfTimeHomeGoals, s.halfTimeAwayGoals]
}

export interface CountIndex {
  /** A club's matches with statistics, oldest first. */
  team(teamId: string): readonly StatMatch[]
  /** A competition's matches with statistics, oldest first. */
  competition(code: string): readonly StatMatch[]
  /** A referee's matches (the name as the source writes it, "M Oliver"), oldest first. */
  referee(name: string): readonly StatMatch[]
  /** Every referee name the data holds. */
  referees: readonly string[]
  /**
   * A value computed once per key over this index (it never changes): league means, forecasts,
   * half-time shares. A busy weekend's list is then as cheap the second time as a lookup.
   */
  memo<T>(key: string, make: () => T): T
}

export function createCountIndex(matches: readonly MatchRecord[]): CountIndex {
  const byTeam = new Map<string, StatMatch[]>()
  const byCompetition = new Map<string, StatMatch[]>()
  const byReferee = new Map<string, StatMatch[]>()
  const played = matches
    .filter((m) => m.status === 'finished' && m.statistics && m.homeGoals !== null && m.awayGoals !== null)
    .sort((a, b) => (a.kickoff < b.kickoff ? -1 : a.kickoff > b.kickoff ? 1 : 0))
  for (const m of played) {
    const row: StatMatch = {
      date: m.date,
      competition: m.competition,
      season: m.season,
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      homeGoals: m.homeGoals as number,
      awayGoals: m.awayGoals as number,
      statistics: m.statistics as MatchStatistics,
    }
    push(byTeam, m.homeTeamId, row)
    push(byTeam, m.awayTeamId, row)
    push(byCompetition, m.competition, row)
    const referee = row.statistics.referee?.trim()
    if (referee) push(byReferee, referee, row)
  }
  const memos = new Map<string, unknown>()
  return {
    memo<T>(key: string, make: () => T): T {
      if (memos.has(key)) return memos.get(key) as T
      const value = make()
      memos.set(key, value)
      return value
    },
    team: (id) => byTeam.get(id) ?? [],
    competition: (code) => byCompetition.get(code) ?? [],
    referee: (name) => byReferee.get(name) ?? [],
    referees: [...byReferee.keys()],
  }
}

/** How many rows are dated before `day` (the list is in date order): rows [0, n) were known on that day. */
export function countBefore(list: readonly StatMatch[], day: string): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((list[mid] as StatMatch).date < day) lo = mid + 1
    else hi = mid
  }
  return lo
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
