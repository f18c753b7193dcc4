/**
 * Chooses the football data sources from configuration. The live provider comes first: when
 * two sources list the same fixture, the dataset keeps the first, so live results win.
 */
import type { Config } from '../../config.ts'
import { footballDataOrgSource } from './football-data-org.ts'
import {
  directorySource,
  type FootballSource,
  footballTxtDirectorySource,
  remoteOpenfootballSource,
} from './sources.ts'

export function footballSourcesFromConfig(config: Config): FootballSource[] {
  const sources: FootballSource[] = []
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
export function describeSources(sources: readonly FootballSource[]): SourceInfo[] {
  return sources.map((source) => ({ name: source.name, live: source.live === true }))
}
