import type { WorldIndex } from './world-index.ts'

const LEAGUE = /^[a-z]+\.\d$/

/**
 * The league a club's table or season question means: its latest domestic league result ("how far
 * clear are Arsenal at the top" after a Champions League night is the Premier League), else the
 * competition of its latest result.
 */
export function clubLeague(w: WorldIndex, teamId: string, before: string): string | undefined {
  const last = w.lastResultOf(teamId, before)
  if (!last || LEAGUE.test(last.competition)) return last?.competition
  const recent = w.recentMatches(teamId, before, 20).find((m) => LEAGUE.test(m.competition))
  return recent?.competition ?? last.competition
}
