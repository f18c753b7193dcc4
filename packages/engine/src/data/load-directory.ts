import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildDataset, type Dataset, type SourceFile } from './build-dataset.ts'

/**
 * CLI-only: read every `<season>/<code>.json` of an openfootball football.json checkout and build
 * the dataset. Kept apart from the pure parse so the server (which reads its database instead)
 * and tests never pull in node:fs through the engine's main entry.
 */

/** Only season folders (`2025-26`, `2025`) hold data; README/LICENSE and others are skipped. */
const SEASON_DIR = /^\d{4}(-\d{2})?$/

export interface LoadOptions {
  /** Keep only these seasons (e.g. for fast tests). */
  seasons?: string[]
  /** Keep only these competition codes. */
  competitions?: string[]
}

export function readSourceFiles(dataDir: string, options: LoadOptions = {}): SourceFile[] {
  const files: SourceFile[] = []
  for (const season of readdirSync(dataDir).sort()) {
    if (!SEASON_DIR.test(season) || !statSync(join(dataDir, season)).isDirectory()) continue
    if (options.seasons && !options.seasons.includes(season)) continue
    for (const file of readdirSync(join(dataDir, season)).sort()) {
      if (!file.endsWith('.json')) continue
      const competition = file.slice(0, -'.json'.length)
      if (options.competitions && !options.competitions.includes(competition)) continue
      const json: unknown = JSON.parse(readFileSync(join(dataDir, season, file), 'utf8'))
      files.push({ competition, season, json })
    }
  }
  return files
}

export function loadDataDirectory(dataDir: string, options: LoadOptions = {}): Dataset {
  return buildDataset(readSourceFiles(dataDir, options))
}
