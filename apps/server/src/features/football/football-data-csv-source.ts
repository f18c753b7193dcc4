/**
 * football-data.co.uk files as a source of match statistics and prices (issue 31): a folder in
 * the site's layout (FOOTBALL_STATS_DIR: `<season folder>/<division>.csv`, `2122/E0.csv`, and
 * optionally `fixtures.csv`), or the site itself (FOOTBALL_STATS_URL:
 * `<base>/mmz4281/2122/E0.csv` and `<base>/fixtures.csv`). Season files give opening and closing
 * prices, fixtures.csv the current prices of coming matches.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  DEFAULT_DIVISIONS,
  DIVISION_COMPETITIONS,
  folderOfSeason,
  seasonOfFolder,
} from '@pitchwise/engine/data/football-data-csv/divisions'
import { readFootballDataCsv } from '@pitchwise/engine/data/football-data-csv/read-file'
import { describeFetchError } from './fetch-error.ts'
import { hashText, type MatchRowFile, type MatchRowsSource } from './match-rows.ts'
import { seasonsToFetch } from './remote-seasons.ts'

const FIXTURES_FILE = 'fixtures.csv'

function seasonFile(text: string, folder: string, division: string, season: string): MatchRowFile {
  const origin = `${folder}/${division}.csv`
  return {
    origin,
    contentHash: hashText(text),
    rows: readFootballDataCsv(text, { origin, season, openKind: 'opening' }).rows,
  }
}

function fixturesFile(text: string): MatchRowFile {
  return {
    origin: FIXTURES_FILE,
    contentHash: hashText(text),
    rows: readFootballDataCsv(text, { origin: FIXTURES_FILE, openKind: 'current' }).rows,
  }
}

/** Every `<season folder>/<known division>.csv` of the folder, oldest first, then fixtures.csv. */
export function footballDataDirectorySource(dir: string): MatchRowsSource {
  return {
    name: 'football-data-dir',
    rows: true,
    async load() {
      const files: MatchRowFile[] = []
      for (const folder of (await readdir(dir)).sort()) {
        const season = seasonOfFolder(folder)
        if (!season || !(await stat(path.join(dir, folder))).isDirectory()) continue
        for (const name of (await readdir(path.join(dir, folder))).sort()) {
          const division = name.replace(/\.csv$/, '')
          if (name === division || !DIVISION_COMPETITIONS[division]) continue
          files.push(seasonFile(await readFile(path.join(dir, folder, name), 'utf8'), folder, division, season))
        }
      }
      const fixtures = await readFile(path.join(dir, FIXTURES_FILE), 'utf8').catch(() => null)
      if (fixtures !== null) files.push(fixturesFile(fixtures))
      return files
    },
  }
}

/**
 * The site over HTTPS: the running season and the three before it (remote-seasons.ts, as for
 * openfootball) of each division, and fixtures.csv. A file the site lacks (404: a season not
 * yet published) is skipped; any other answer, or none in time, fails the whole import, so a
 * half-downloaded set never replaces good rows.
 */
export function footballDataHttpSource(options: {
  baseUrl: string
  divisions?: readonly string[]
  /** Fixed seasons instead of the derived ones (tests, tools). */
  seasons?: readonly string[]
  today?: () => Date
  fetch?: typeof fetch
  timeoutMs?: number
}): MatchRowsSource {
  const fetchImpl = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 20_000
  const base = options.baseUrl.replace(/\/$/, '')
  const get = async (url: string): Promise<string | null> => {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) }).catch((error: unknown) => {
      throw new Error(`GET ${url} failed: ${describeFetchError(error, timeoutMs)}`)
    })
    if (res.status === 404) {
      await res.body?.cancel()
      return null
    }
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
    return res.text().catch((error: unknown) => {
      throw new Error(`GET ${url} failed: ${describeFetchError(error, timeoutMs)}`)
    })
  }
  return {
    name: 'football-data-http',
    rows: true,
    live: true,
    async load() {
      const today = options.today?.() ?? new Date()
      const seasons = options.seasons ?? seasonsToFetch('en.1', today)
      const files: MatchRowFile[] = []
      for (const season of seasons) {
        const folder = folderOfSeason(season)
        if (!folder) continue
        for (const division of options.divisions ?? DEFAULT_DIVISIONS) {
          const text = await get(`${base}/mmz4281/${folder}/${division}.csv`)
          if (text !== null) files.push(seasonFile(text, folder, division, season))
        }
      }
      const fixtures = await get(`${base}/${FIXTURES_FILE}`)
      if (fixtures !== null) files.push(fixturesFile(fixtures))
      return files
    },
  }
}
