/**
 * A real football service (import → fit → analyzer) over a small generated Premier League
 * season, so route tests exercise the product's own engine without the 27 MB data set.
 * Results run from August 2025 to 7 March 2026; four fixtures are scheduled on 14 March 2026.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../src/db/database.ts'
import { createFootballService, type FootballService } from '../../src/features/football/football-service.ts'
import { type DataSource, directorySource } from '../../src/features/football/sources.ts'
import { type FileMatch, writeOpenfootballDir } from './openfootball-dir.ts'

export const TEST_TEAMS = [
  'Arsenal FC',
  'Chelsea FC',
  'Liverpool FC',
  'Manchester United FC',
  'Manchester City FC',
  'Tottenham Hotspur FC',
  'Everton FC',
  'Newcastle United FC',
] as const

/** Fixtures scheduled on the test's "today". */
export const FIXTURES_ON_14_MARCH: [string, string][] = [
  ['Arsenal FC', 'Everton FC'],
  ['Liverpool FC', 'Chelsea FC'],
  ['Manchester City FC', 'Newcastle United FC'],
  ['Tottenham Hotspur FC', 'Manchester United FC'],
]

export const LAST_RESULT_DATE = '2026-03-07'

/** A deterministic season: every pairing home and away, goals from a fixed pseudo-random walk. */
export function generatedSeason(): FileMatch[] {
  const matches: FileMatch[] = []
  let seed = 7
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  const strength = (team: string) => TEST_TEAMS.length - TEST_TEAMS.indexOf(team as (typeof TEST_TEAMS)[number])
  const pairs: [string, string][] = []
  for (const home of TEST_TEAMS) for (const away of TEST_TEAMS) if (home !== away) pairs.push([home, away])
  const start = Date.parse('2025-08-16T00:00:00Z')
  const end = Date.parse(`${LAST_RESULT_DATE}T00:00:00Z`)
  pairs.forEach(([home, away], i) => {
    const day = new Date(start + Math.floor(((end - start) * i) / (pairs.length - 1)))
    const goals = (s: number) => Math.min(6, Math.floor(next() * (2.5 + s / 3)))
    matches.push({
      date: day.toISOString().slice(0, 10),
      time: '15:00',
      team1: home,
      team2: away,
      ft: [goals(strength(home) + 1), goals(strength(away))],
    })
  })
  for (const [home, away] of FIXTURES_ON_14_MARCH)
    matches.push({ date: '2026-03-14', time: '15:00', team1: home, team2: away })
  return matches
}

/** The generated season as an openfootball folder. */
export function testSeasonDir(): string {
  return writeOpenfootballDir({
    '2025-26/en.1': { name: 'English Premier League 2025/26', matches: generatedSeason() },
  })
}

export interface TestFootballOptions {
  /** Instead of the generated season's folder. */
  sources?: DataSource[]
  demoDate?: string
  importIntervalMinutes?: number
}

export async function startTestFootball(
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
  options: TestFootballOptions = {},
): Promise<FootballService> {
  const service = createFootballService({
    database,
    logger,
    sources: options.sources ?? [directorySource(testSeasonDir())],
    importIntervalMinutes: options.importIntervalMinutes ?? 0,
    ...(options.demoDate ? { demoDate: options.demoDate } : {}),
  })
  await service.start()
  if (!service.status().ready) throw new Error(`test football service failed: ${JSON.stringify(service.status())}`)
  return service
}
