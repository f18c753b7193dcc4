/** One match as the browse lists show it: teams with their ids, the result or the model's prices. */
import { staleResults } from '../report/picks.ts'
import type { WorldIndex } from '../report/world-index.ts'
import type { FixturePrediction, MatchRecord } from '../types.ts'
import type { CompetitionRef, FixtureLine } from './browse-types.ts'

export function competitionRef(world: WorldIndex, code: string): CompetitionRef {
  const info = world.competition(code)
  return { code, name: info?.name ?? code, country: info?.country ?? '' }
}

export function fixtureLine(
  m: MatchRecord,
  world: WorldIndex,
  predict: (m: MatchRecord) => FixturePrediction,
  today: string,
): FixtureLine {
  const line: FixtureLine = {
    matchId: m.id,
    competition: competitionRef(world, m.competition),
    kickoff: m.kickoff,
    date: m.date,
    home: { id: m.homeTeamId, name: world.teamName(m.homeTeamId) },
    away: { id: m.awayTeamId, name: world.teamName(m.awayTeamId) },
    status: m.status,
  }
  if (m.timeTbc) line.timeTbc = true
  if (m.round) line.round = m.round
  if (m.status === 'finished' && m.homeGoals !== null && m.awayGoals !== null)
    line.result = { home: m.homeGoals, away: m.awayGoals }
  else {
    // A played match's price today would be today's ratings, not its pre-match odds: only fixtures get one.
    const { markets } = predict(m)
    line.probabilities = {
      home: markets.home,
      draw: markets.draw,
      away: markets.away,
      over25: markets.over['2.5'],
      btts: markets.bttsYes,
    }
    const stale = staleResults(world, m.competition, today, m.date)
    if (stale) line.staleSince = stale
  }
  return line
}
