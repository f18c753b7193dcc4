/**
 * Issue 31: the shared football-data.co.uk files joined to the shared openfootball data. Target:
 * at least 99 % of the rows of seasons both hold join a match, and every row that does not is
 * one the match data itself has on another day (openfootball dates the Premier League's June and
 * July 2020 restart a year early), never an unknown club.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { matchExternalRows } from '../external/match-external-rows.ts'
import { loadDataDirectory } from '../load-directory.ts'
import { seasonOfFolder } from './divisions.ts'
import { readFootballDataCsv } from './read-file.ts'

const SHARED = path.resolve(import.meta.dirname, '../../../../../../shared/data')
const STATS = path.join(SHARED, 'football-data-csv')
const present = existsSync(STATS) && existsSync(path.join(SHARED, 'openfootball'))

describe.runIf(present)('football-data.co.uk files on the shared data', () => {
  it('joins at least 99 % of the rows, and lists the rest with the dates the match data has', () => {
    // The whole data, as the import builds it: the directory merges spellings across leagues.
    const dataset = loadDataDirectory(path.join(SHARED, 'openfootball'))
    const rows = readdirSync(STATS)
      .sort()
      .flatMap((folder) => {
        const season = seasonOfFolder(folder)
        if (!season) return []
        return readdirSync(path.join(STATS, folder)).flatMap(
          (file) =>
            readFootballDataCsv(readFileSync(path.join(STATS, folder, file), 'utf8'), {
              origin: `${folder}/${file}`,
              season,
              openKind: 'opening',
            }).rows,
        )
      })
    const report = matchExternalRows(rows, dataset.directory, dataset.matches)
    const rate = report.matched.length / (report.matched.length + report.unmatched.length)
    expect(rate).toBeGreaterThanOrEqual(0.99)
    expect(report.unmatched.every((u) => u.reason === 'no-match-on-date' && u.origin.startsWith('1920/E0.csv'))).toBe(
      true,
    )
    // Each of them: the same two clubs, a year to the day earlier in the match data.
    for (const u of report.unmatched) expect(u.dataDates).toEqual([`2019${u.date.slice(4)}`])
  }, 120_000)
})
