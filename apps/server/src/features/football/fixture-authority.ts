/**
 * Merges what the sources loaded into one list of files for the dataset builder, and says which
 * competition seasons the import read in full (decision 157).
 *
 * Match ids include the local date (engine build-dataset.ts), so a fixture moved to another day
 * is a new id. When a live provider (authoritativeFixtures) has moved it and openfootball's
 * hand-kept file still lists the old day, both would be stored: the same match twice. So in every
 * competition season a live provider sends, the other sources' unplayed rows are left out and
 * only their results are kept.
 */
import type { SourceFile } from '@pitchwise/engine/data/build-dataset'
import type { FootballSource } from './sources.ts'

/** `en.1/2025-26`: one competition season, the unit a source file covers in full. */
export function seasonKey(competition: string, season: string): string {
  return `${competition}/${season}`
}

export interface MergedFiles {
  files: SourceFile[]
  /** Every competition season some source sent a file of (import-data.ts reconciles these). */
  covered: string[]
}

export function mergeSourceFiles(loaded: { source: FootballSource; files: SourceFile[] }[]): MergedFiles {
  const live = new Set<string>()
  for (const { source, files } of loaded)
    if (source.authoritativeFixtures) for (const f of files) live.add(seasonKey(f.competition, f.season))
  const files: SourceFile[] = []
  const covered = new Set<string>()
  for (const { source, files: own } of loaded) {
    for (const file of own) {
      const key = seasonKey(file.competition, file.season)
      covered.add(key)
      files.push(!source.authoritativeFixtures && live.has(key) ? resultsOnly(file) : file)
    }
  }
  return { files, covered: [...covered] }
}

/** The file with its unplayed rows removed (a Football.TXT file is kept whole: no live provider sends cups). */
function resultsOnly(file: SourceFile): SourceFile {
  if (file.text !== undefined || !file.json || typeof file.json !== 'object') return file
  const json = file.json as { matches?: unknown }
  if (!Array.isArray(json.matches)) return file
  return { ...file, json: { ...json, matches: json.matches.filter(hasFullTimeScore) } }
}

function hasFullTimeScore(row: unknown): boolean {
  const score = row && typeof row === 'object' ? (row as { score?: { ft?: unknown } }).score : undefined
  const ft = score && typeof score === 'object' ? score.ft : undefined
  return Array.isArray(ft) && ft.length >= 2 && Number.isInteger(ft[0]) && Number.isInteger(ft[1])
}
