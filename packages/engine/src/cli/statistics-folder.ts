/**
 * CLI and real-data tests: the football-data.co.uk folder (`--stats`, else FOOTBALL_STATS_DIR,
 * else `../shared/data/football-data-csv`) read into rows, season by season.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ExternalMatchRow } from '../data/external/external-row.ts'
import { seasonOfFolder } from '../data/football-data-csv/divisions.ts'
import { readFootballDataCsv } from '../data/football-data-csv/read-file.ts'

export function statisticsDir(args: Map<string, string>): string {
  const repoRoot = resolve(import.meta.dirname, '../../../..')
  return resolve(
    args.get('stats') ?? process.env.FOOTBALL_STATS_DIR ?? resolve(repoRoot, '../shared/data/football-data-csv'),
  )
}

export function readStatisticsFolder(dir: string): ExternalMatchRow[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((folder) => {
      const season = seasonOfFolder(folder)
      if (!season) return []
      return readdirSync(join(dir, folder))
        .filter((f) => f.endsWith('.csv'))
        .flatMap(
          (file) =>
            readFootballDataCsv(readFileSync(join(dir, folder, file), 'utf8'), {
              origin: `${folder}/${file}`,
              season,
              openKind: 'opening',
            }).rows,
        )
    })
}
