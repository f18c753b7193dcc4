/**
 * Migration 0127 on a database imported before the loader re-dated the rounds the 2019-20 files
 * date a year early: the misdated results go, so the next import stores them at their real
 * dates; every other match stays.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { databaseMigratedBefore, type MigratedBefore } from './helpers/migrated-before.ts'

const MIGRATION = '0127_misdated_late_round_results.sql'

let migrated: MigratedBefore
let database: DatabaseHandle
beforeAll(async () => {
  migrated = await databaseMigratedBefore(MIGRATION, { withFunctions: true })
  database = migrated.database
}, 120_000)
afterAll(() => migrated.close())

it('removes results of a later round dated before the season opened, and nothing else', async () => {
  const db = database.db
  await db
    .insertInto('competitions')
    .values({ code: 'en.1', name: 'Premier League', country: 'England', time_zone: 'Europe/London' })
    .execute()
  await db
    .insertInto('teams')
    .values(['arsenal', 'norwich-city', 'liverpool'].map((id) => ({ id, name: id })))
    .execute()
  const match = (id: string, season: string, date: string, round: string | null, source = 'openfootball') => ({
    id,
    competition_code: 'en.1',
    season,
    kickoff: new Date(`${date}T14:00:00Z`),
    local_date: date,
    home_team_id: 'arsenal',
    away_team_id: id.endsWith('b') ? 'liverpool' : 'norwich-city',
    status: 'finished' as const,
    home_goals: 1,
    away_goals: 0,
    round,
    source,
  })
  await db
    .insertInto('matches')
    .values([
      match('opening', '2019-20', '2019-08-09', 'Matchday 1'),
      match('misdated', '2019-20', '2019-07-01', 'Matchday 32'),
      match('redated', '2019-20', '2020-07-01', 'Matchday 32'),
      match('opening-b', '2019-20', '2019-08-10', 'Matchday 1'),
      match('other-source', '2019-20', '2019-07-02', 'Matchday 32', 'football-data.org'),
      match('cup', '2019-20', '2019-07-03', 'Final'),
      match('calendar', '2019', '2019-01-05', 'Matchday 30'),
    ])
    .execute()

  const result = await migrate(database)
  expect(result.applied).toContain(MIGRATION)
  const left = await db.selectFrom('matches').select('id').orderBy('id').execute()
  expect(left.map((m) => m.id)).toEqual(['calendar', 'cup', 'opening', 'opening-b', 'other-source', 'redated'])
}, 120_000)
