/**
 * Chooses the football data sources from configuration. The live provider comes first: when
 * two sources list the same fixture, the dataset keeps the first, so live results win.
 */
import type { Config } from '../../config.ts'
import { footballDataDirectorySource, footballDataHttpSource } from './football-data-csv-source.ts'
import { footballDataOrgSource } from './football-data-org.ts'
import { oddsApiSource } from './odds-api-source.ts'
import { type DataSource, directorySource, footballTxtDirectorySource, remoteOpenfootballSource } from './sources.ts'

export function footballSourcesFromConfig(config: Config): DataSource[] {
  const sources: DataSource[] = []
  if (config.FOOTBALL_DATA_ORG_TOKEN) {
    sources.push(
      footballDataOrgSource({ baseUrl: config.FOOTBALL_DATA_ORG_URL, token: config.FOOTBALL_DATA_ORG_TOKEN }),
    )
  }
  sources.push(
    config.FOOTBALL_DATA_DIR
      ? directorySource(config.FOOTBALL_DATA_DIR)
      : remoteOpenfootballSource({ baseUrl: config.FOOTBALL_DATA_URL }),
  )
  // The European cups join the same import, so their clubs resolve to the leagues' clubs.
  if (config.FOOTBALL_EUROPE_DIR) sources.push(footballTxtDirectorySource(config.FOOTBALL_EUROPE_DIR))
  // Statistics and prices: rows joined to the matches above, never matches of their own (match-rows.ts).
  if (config.FOOTBALL_STATS_DIR) sources.push(footballDataDirectorySource(config.FOOTBALL_STATS_DIR))
  else if (config.FOOTBALL_STATS_URL) sources.push(footballDataHttpSource({ baseUrl: config.FOOTBALL_STATS_URL }))
  if (config.ODDS_API_KEY)
    sources.push(
      oddsApiSource({
        baseUrl: config.ODDS_API_URL,
        apiKey: config.ODDS_API_KEY,
        regions: config.ODDS_API_REGIONS,
        intervalMs: config.ODDS_API_INTERVAL_MINUTES * 60_000,
      }),
    )
  return sources
}

/** A configured source as operators see it (health, /admin/data): its name and whether it is live. */
export interface SourceInfo {
  name: string
  live: boolean
}

/**
 * The configured sources in import order, described without loading anything (building a
 * source only keeps its settings), for the server thread while the worker holds the real ones.
 */
export function describeSources(sources: readonly DataSource[]): SourceInfo[] {
  return sources.map((source) => ({ name: source.name, live: source.live === true }))
}
