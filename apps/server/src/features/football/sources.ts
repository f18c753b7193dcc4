/**
 * Where football data comes from. Every source yields openfootball-shaped files
 * (`{ name, matches: [{ round, date, time, team1, team2, score: { ft } }] }` per competition
 * and season), so one pipeline (engine buildDataset → importFootballData) serves them all.
 */

import type { SourceFile } from '@pitchwise/engine/data/build-dataset'
import { readFootballTxtFiles } from '@pitchwise/engine/data/football-txt/load-directory'
import { readSourceFiles } from '@pitchwise/engine/data/load-directory'
import { describeFetchError } from './fetch-error.ts'
import type { MatchRowsSource } from './match-rows.ts'
import { CALENDAR_YEAR_CODES, seasonsToFetch } from './remote-seasons.ts'

export interface FootballSource {
  /** Short name for logs and the data_imports table. */
  name: string
  /** Fetched over the network on the import schedule; absent or false: a folder snapshot. */
  live?: boolean
  load(): Promise<SourceFile[]>
  /**
   * True for a live provider whose fixture list is the truth for every competition and season it
   * sends: other sources' unplayed fixtures there are ignored (a hand-kept file lags behind a
   * moved kick-off), and their results still count (decision 157).
   */
  authoritativeFixtures?: boolean
}

/** Any configured source: of matches (above), or of rows about them (match-rows.ts). */
export type DataSource = FootballSource | MatchRowsSource

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

/**
 * Competitions fetched from the public repository when no folder is configured: the European
 * split-season leagues and the calendar-year ones (remote-seasons.ts says which is which), the
 * same set a local checkout holds.
 */
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
  ...CALENDAR_YEAR_CODES,
] as const

/**
 * The public openfootball repository over HTTPS (raw files, `<base>/<season>/<code>.json`).
 * The seasons are worked out from `today` at every load (remote-seasons.ts), so a season
 * published mid-year is fetched without a release. Missing files (a league the repository lacks
 * for a season, a season not yet published) are skipped; any other answer, or no answer in
 * time, aborts the whole import so a half-downloaded season never replaces good data.
 */
export function remoteOpenfootballSource(options: {
  baseUrl: string
  /** Fixed seasons for every code instead of the derived ones (tools, tests). */
  seasons?: readonly string[]
  codes?: readonly string[]
  /** The clock the seasons are derived from. */
  today?: () => Date
  fetch?: typeof fetch
  timeoutMs?: number
}): FootballSource {
  const fetchImpl = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 20_000
  const base = options.baseUrl.replace(/\/$/, '')
  return {
    name: 'openfootball-http',
    live: true,
    async load() {
      const today = options.today?.() ?? new Date()
      const wanted: { season: string; competition: string }[] = []
      for (const competition of options.codes ?? DEFAULT_REMOTE_CODES)
        for (const season of options.seasons ?? seasonsToFetch(competition, today)) wanted.push({ season, competition })
      // Oldest season first, as a local checkout is read: the dataset keeps the first of two equal fixtures.
      wanted.sort((a, b) => (a.season < b.season ? -1 : a.season > b.season ? 1 : 0))
      const files: SourceFile[] = []
      for (const { season, competition } of wanted) {
        const url = `${base}/${season}/${competition}.json`
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) }).catch((error: unknown) => {
          throw new Error(`GET ${url} failed: ${describeFetchError(error, timeoutMs)}`)
        })
        if (res.status === 404) {
          await res.body?.cancel()
          continue
        }
        if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
        const json = await res.json().catch((error: unknown) => {
          throw new Error(`GET ${url} failed: ${describeFetchError(error, timeoutMs)}`)
        })
        files.push({ competition, season, json })
      }
      return files
    },
  }
}
