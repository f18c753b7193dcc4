/**
 * A folder in football-data.co.uk's layout (`2122/E0.csv`, the season folder being the two
 * years' last digits) → every row of its season files, oldest season first. The engine's own
 * reader for the eval and the batch CLI (the server reads the same layout through its import).
 * Folders and files that are not a season of a known division are skipped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ExternalMatchRow } from '../external/external-row.ts'
import { DIVISION_COMPETITIONS, seasonOfFolder } from './divisions.ts'
import { readFootballDataCsv } from './read-file.ts'

export function readFootballDataDirectory(dir: string): ExternalMatchRow[] {
  const rows: ExternalMatchRow[] = []
  for (const folder of readdirSync(dir).sort()) {
    const season = seasonOfFolder(folder)
    if (!season || !statSync(path.join(dir, folder)).isDirectory()) continue
    for (const name of readdirSync(path.join(dir, folder)).sort()) {
      const division = name.replace(/\.csv$/, '')
      if (name === division || !DIVISION_COMPETITIONS[division]) continue
      const text = readFileSync(path.join(dir, folder, name), 'utf8')
      rows.push(...readFootballDataCsv(text, { origin: `${folder}/${name}`, season, openKind: 'opening' }).rows)
    }
  }
  return rows
}
