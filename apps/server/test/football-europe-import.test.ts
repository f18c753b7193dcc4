import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import type { DatabaseHandle } from '../src/db/database.ts'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { footballSourcesFromConfig } from '../src/features/football/source-config.ts'
import { directorySource, footballTxtDirectorySource } from '../src/features/football/sources.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { openTestDatabase } from './helpers/test-app.ts'

let database: DatabaseHandle
let dispose: () => Promise<void>
beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
})
afterAll(() => dispose())

const folders: string[] = []
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

/** A Football.TXT folder with one `2025-26/cl.txt`. */
function writeEuropeDir(cl: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchwise-europe-'))
  folders.push(dir)
  mkdirSync(path.join(dir, '2025-26'))
  writeFileSync(path.join(dir, '2025-26', 'cl.txt'), cl)
  return dir
}

const FIRST_LEG = `= UEFA Champions League 2025/26
# Matches    3

» Finals, Round of 16
  Tue Mar/10 2026
    18.45  Galatasaray SK (TUR)    v Liverpool FC (ENG)       1-0 (1-0)
  Wed Mar/18
    21.00  Liverpool FC (ENG)      v Galatasaray SK (TUR)
» Finals, Final
  Sat May/30
    18.00  N.N.                    v N.N.
`

describe('European cups from Football.TXT', () => {
  it('imports the Champions League with the leagues, its clubs being the leagues’ clubs, idempotently', async () => {
    const leagues = writeOpenfootballDir({
      '2025-26/en.1': {
        name: 'English Premier League 2025/26',
        matches: [{ date: '2026-03-07', time: '15:00', team1: 'Liverpool FC', team2: 'Arsenal FC', ft: [1, 1] }],
      },
      '2025-26/tr.1': {
        name: 'Turkish Süper Lig 2025/26',
        matches: [{ date: '2026-03-07', time: '19:00', team1: 'Galatasaray', team2: 'Fenerbahçe', ft: [2, 0] }],
      },
    })
    const europe = writeEuropeDir(FIRST_LEG)
    const sources = [directorySource(leagues), footballTxtDirectorySource(europe)]
    const run = await runFootballImport(database, sources)
    expect(run).toMatchObject({ matchesAdded: 4, matchesUpdated: 0 })

    const cl = await database.db
      .selectFrom('matches')
      .selectAll()
      .where('competition_code', '=', 'uefa.cl')
      .orderBy('kickoff')
      .execute()
    expect(cl.map((m) => [m.home_team_id, m.away_team_id, m.status, m.home_goals])).toEqual([
      ['galatasaray', 'liverpool', 'finished', 1],
      ['liverpool', 'galatasaray', 'scheduled', null],
    ])
    expect(cl[1]).toMatchObject({ local_date: '2026-03-18', round: 'Finals, Round of 16' })
    // 21:00 in Central Europe on 18 March (CET) is 20:00 UTC.
    expect(new Date(cl[1]?.kickoff as Date).toISOString()).toBe('2026-03-18T20:00:00.000Z')
    const competition = await database.db
      .selectFrom('competitions')
      .selectAll()
      .where('code', '=', 'uefa.cl')
      .executeTakeFirstOrThrow()
    expect(competition).toMatchObject({ name: 'Champions League', country: 'International' })

    expect(await runFootballImport(database, sources)).toMatchObject({ matchesAdded: 0, matchesUpdated: 0 })

    // The second leg is played: one row changes, nothing is duplicated.
    const played = writeEuropeDir(
      FIRST_LEG.replace(
        'Liverpool FC (ENG)      v Galatasaray SK (TUR)',
        'Liverpool FC (ENG) v Galatasaray SK (TUR)  4-0 (1-0)',
      ),
    )
    const after = await runFootballImport(database, [directorySource(leagues), footballTxtDirectorySource(played)])
    expect(after).toMatchObject({ matchesAdded: 0, matchesUpdated: 1 })
  })

  it('reads FOOTBALL_EUROPE_DIR, defaulting to the shared sibling folder when it exists', () => {
    const base = { AUTH_SECRET: 'a'.repeat(40), DATA_DIR: path.join(tmpdir(), 'pitchwise-config-test') }
    const set = loadConfig({ ...base, FOOTBALL_EUROPE_DIR: 'some/europe' }, '/srv/app')
    expect(set.FOOTBALL_EUROPE_DIR).toBe('/srv/app/some/europe')
    expect(footballSourcesFromConfig(set).map((s) => s.name)).toContain('openfootball-txt-dir')
    const sibling = path.resolve(import.meta.dirname, '../../../../shared/data/openfootball-europe')
    const unset = loadConfig(base)
    expect(unset.FOOTBALL_EUROPE_DIR).toBe(existsSync(sibling) ? sibling : undefined)
  })
})
