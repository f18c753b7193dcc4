import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { SourceFile } from '../build-dataset.ts'
import { competitionOfTxtFile } from './to-raw.ts'

/**
 * CLI/server only: every `<season>/<file>.txt` of a Football.TXT checkout (e.g. openfootball's
 * champions-league repository) as source files. Season folders are `2025-26` or `2025`.
 */
const SEASON_DIR = /^\d{4}(-\d{2})?$/

export function readFootballTxtFiles(
  dir: string,
  options: { seasons?: string[]; competitions?: string[] } = {},
): SourceFile[] {
  const files: SourceFile[] = []
  for (const season of readdirSync(dir).sort()) {
    if (!SEASON_DIR.test(season) || !statSync(join(dir, season)).isDirectory()) continue
    if (options.seasons && !options.seasons.includes(season)) continue
    for (const file of readdirSync(join(dir, season)).sort()) {
      if (!file.toLowerCase().endsWith('.txt')) continue
      const competition = competitionOfTxtFile(file)
      if (options.competitions && !options.competitions.includes(competition)) continue
      files.push({ competition, season, json: null, text: readFileSync(join(dir, season, file), 'utf8') })
    }
  }
  return files
}
