import type { MatchStakes } from '../types.ts'

/** Which side has little left to play for, and what the prices make of it (decision 106). */
export function describeStakes(s: MatchStakes, home: string, away: string, competition: string): string | undefined {
  // Top flights race for the title and Europe; second divisions for promotion and its play-offs.
  const lines = competition.endsWith('.1')
    ? 'title, European or relegation lines'
    : 'promotion, play-off or relegation lines'
  if (s.home && s.away)
    return `Little at stake for either side: by the table before this match, neither ${home} nor ${away} can realistically move across the ${lines} any more. Such matches tend to be more open; the probabilities allow for it.`
  const team = s.home ? home : s.away ? away : undefined
  if (!team) return undefined
  return `Little at stake for ${team}: by the table before this match, it can no longer realistically move across the ${lines}. Sides in that position tend to concede more; the probabilities allow for it.`
}
