/**
 * Where football data comes from. Every source yields openfootball-shaped files
 * (`{ name, matches: [{ round, date, time, team1, team2, score: { ft } }] }` per competition
 * and season), so one pipeline (engine buildDataset → importFootballData) serves them all.
 */

import type { SourceFile } from '@pitchwise/engine/data/build-dataset'
import { readFootballTxtFiles } from '@pitchwise/engine/data/football-txt/load-directory'
import { readSourceFiles } from '@pitchwise/engine/data/load-directory'

export interface FootballSource {
  /** Short name for logs and the data_imports table. */
  name: string
  /** Fetched over the network on the import schedule; absent or false: a folder snapshot. */
  live?: boolean
  load(): Promise<SourceFile[]>
}

/** A local checkout of openfootball/football.json (FOOTBALL_DATA_DIR). */
export function directorySource(dataDir: string): FootballSource {
  return {
    name: 'openfootball-dir',
    async load() {
      return readSourceFiles(dataDir)
    },
  }
}

/**
 * A folder of openfootball Football.TXT files (FOOTBALL_EUROPE_DIR): the Champions League,
 * Europa League and Conference League as `<season>/cl.txt`, `el.txt`, `conf.txt`.
 */
export function footballTxtDirectorySource(dir: string): FootballSource {
  return {
    name: 'openfootball-txt-dir',
    async load() {
      return readFootballTxtFiles(dir)
    },
  }
}

/** Seasons and competitions fetched from the public repository when no folder is configured. */
export const DEFAULT_REMOTE_SEASONS = ['2022-23', '2023-24', '2024-25', '2025-26'] as const
export const DEFAULT_REMOTE_CODES = [
  'en.1',
  'en.2',
  'en.3',
  'en.4',
  'es.1',
  'es.2',
  'de.1',
  'de.2',
  'it.1',
  'it.2',
  'fr.1',
  'fr.2',
  'nl.1',
  'pt.1',
  'sco.1',
  'be.1',
  'at.1',
  'tr.1',
  'gr.1',
] as const

/**
 * The public openfootball repository over HTTPS (raw files). Missing files (a league the
 * repository lacks for a season) are skipped; any other failure aborts the import so a
 * half-downloaded season never replaces good data.
 */
export function remoteOpenfootballSource(options: {
  baseUrl: string
  seasons?: readonly string[]
  codes?: readonly string[]
  fetch?: typeof fetch
  timeoutMs?: number
}): FootballSource {
  const fetchImpl = options.fetch ?? fetch
  return {
    name: 'openfootball-http',
    live: true,
    async load() {
      const files: SourceFile[] = []
      for (const season of options.seasons ?? DEFAULT_REMOTE_SEASONS) {
        for (const competition of options.codes ?? DEFAULT_REMOTE_CODES) {
          const url = `${options.baseUrl.replace(/\/$/, '')}/${season}/${competition}.json`
          const res = await fetchImpl(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 20_000) })
          if (res.status === 404) continue
          if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
          files.push({ competition, season, json: await res.json() })
        }
      }
      return files
    },
  }
}
