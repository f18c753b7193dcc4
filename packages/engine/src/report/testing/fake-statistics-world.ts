/**
 * The test world with statistics beyond goals (issue 31): fakeWorld's Premier League results
 * carry half-time scores, shots, corners, cards and a referee, and twenty earlier Premier League
 * rounds (August 2025 to January 2026) give the league a year's worth; the Bundesliga has none,
 * so its questions must be answered free. The counts are made up but fixed: some clubs win many
 * corners, some collect cards, so rankings and lines have something to show.
 */
import type { AnalyzerWorld } from '../../analyze.ts'
import type { MatchStatistics } from '../../data/external/external-row.ts'
import type { MatchRecord } from '../../types.ts'
import { fakeWorld } from './fake-world.ts'

const CORNERS: Record<string, number> = { arsenal: 7, 'manchester-city': 8, liverpool: 7, chelsea: 6, everton: 3 }
const CARDS: Record<string, number> = { chelsea: 3, everton: 3, 'crystal-palace': 2 }
export const TEST_REFEREES = ['M Oliver', 'A Taylor', 'P Tierney']

function statisticsOf(m: MatchRecord, i: number): MatchStatistics {
  const wobble = (k: number) => ((i * 7 + k * 3) % 5) - 2
  const hg = m.homeGoals ?? 0
  const ag = m.awayGoals ?? 0
  return {
    halfTimeHomeGoals: Math.min(hg, (i + 1) % 2),
    halfTimeAwayGoals: Math.min(ag, i % 3 === 0 ? 1 : 0),
    homeShots: 13 + wobble(1),
    awayShots: 10 + wobble(2),
    homeShotsOnTarget: 5 + (wobble(3) >> 1),
    awayShotsOnTarget: 4 + (wobble(4) >> 1),
    homeCorners: Math.max(0, (CORNERS[m.homeTeamId] ?? 5) + wobble(5)),
    awayCorners: Math.max(0, (CORNERS[m.awayTeamId] ?? 4) - 1 + wobble(6)),
    homeFouls: 11 + wobble(7),
    awayFouls: 12 + wobble(8),
    homeYellowCards: Math.max(0, (CARDS[m.homeTeamId] ?? 1) + (wobble(9) >> 1)),
    awayYellowCards: Math.max(0, (CARDS[m.awayTeamId] ?? 2) + (wobble(10) >> 1)),
    homeRedCards: i % 11 === 0 ? 1 : 0,
    awayRedCards: 0,
    referee: TEST_REFEREES[i % TEST_REFEREES.length] as string,
  }
}

const EPL = [
  'arsenal',
  'chelsea',
  'liverpool',
  'manchester-city',
  'everton',
  'crystal-palace',
  'tottenham-hotspur',
  'newcastle-united',
  'aston-villa',
  'west-ham-united',
]

export function fakeStatisticsWorld(): AnalyzerWorld {
  const world = fakeWorld()
  const earlier: MatchRecord[] = []
  for (let w = 0; w < 20; w++) {
    const d = new Date(Date.UTC(2025, 7, 16 + 7 * w))
    const date = d.toISOString().slice(0, 10)
    const rotated = EPL.map((_, i) => EPL[(i * 3 + w) % EPL.length] as string)
    for (let i = 0; i + 1 < rotated.length; i += 2) {
      const home = rotated[i] as string
      const away = rotated[i + 1] as string
      earlier.push({
        id: `en.1:${date}:${home}:${away}`,
        competition: 'en.1',
        season: '2025-26',
        kickoff: `${date}T15:00:00.000Z`,
        date,
        homeTeamId: home,
        awayTeamId: away,
        status: 'finished',
        homeGoals: (i + w) % 4,
        awayGoals: (i + 2 * w) % 3,
      })
    }
  }
  let i = 0
  const matches = [...earlier, ...world.matches].map((m) =>
    m.competition === 'en.1' && m.status === 'finished' ? { ...m, statistics: statisticsOf(m, i++) } : m,
  )
  return { ...world, matches }
}
