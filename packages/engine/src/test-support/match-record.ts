/**
 * Match rows for model and report tests: a league match at 15:00 UTC, id from its competition,
 * date and clubs. With a score it is finished; without one it is scheduled.
 */
import type { MatchRecord } from '../types.ts'

export interface MatchRecordInput {
  date: string
  home: string
  away: string
  score?: [number, number]
  competition?: string
  season?: string
}

export function matchRecord({
  date,
  home,
  away,
  score,
  competition = 'xx.1',
  season = '2024-25',
}: MatchRecordInput): MatchRecord {
  return {
    id: `${competition}:${date}:${home}:${away}`,
    competition,
    season,
    kickoff: `${date}T15:00:00.000Z`,
    date,
    homeTeamId: home,
    awayTeamId: away,
    status: score ? 'finished' : 'scheduled',
    homeGoals: score ? score[0] : null,
    awayGoals: score ? score[1] : null,
  }
}
