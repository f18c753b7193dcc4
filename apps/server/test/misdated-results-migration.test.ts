/**
 * Migration 0127 on a database imported before the loader re-dated the rounds the 2019-20 files
 * date a year early: the misdated results go, so the next import stores them at their real
 * dates; every other match stays.
 */
import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts'
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.ts'

const MIGRATION = '0127_misdated_late_round_results.sql'

let database: DatabaseHandle
let schema: string | undefined
let before: string
beforeAll(async () => {
  before = mkdtempSync(path.join(tmpdir(), 'pitchwise-migrations-'))
  for (const name of readdirSync(MIGRATIONS_DIR)) {
    if (name === 'functions' || name < MIGRATION)
      cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true })
  }
  const databaseUrl = process.env.DATABASE_URL
  schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined
  database = databaseUrl
    ? await openDatabase({ databaseUrl, schema, poolSize: 2 })
    : await openDatabase({ dataDir: 'memory://' })
  await migrate(database, before)
}, 120_000)
afterAll(async () => {
  if (schema) await sql.raw(`drop schema if exists "${schema}" cascade`).execute(database.db)
  await database.close()
  rmSync(before, { recursive: true, force: true })
})

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
