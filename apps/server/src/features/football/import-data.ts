/**
 * Writes a built dataset into the football tables. Idempotent: match ids are deterministic
 * (competition, season, local date, canonical teams), so a re-run inserts only new fixtures
 * and updates only rows whose kick-off, status or score changed (a result coming in).
 */
import type { Dataset } from '@pitchwise/engine/data/build-dataset'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'

export interface ImportCounts {
  matchesAdded: number
  matchesUpdated: number
  teams: number
  competitions: number
}

const BATCH = 1000

export async function importDataset(db: Kysely<Database>, dataset: Dataset, source: string): Promise<ImportCounts> {
  return db.transaction().execute(async (trx) => {
    for (const part of chunks(dataset.competitions, BATCH)) {
      await trx
        .insertInto('competitions')
        .values(part.map((c) => ({ code: c.code, name: c.name, country: c.country, time_zone: c.timeZone })))
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            country: eb.ref('excluded.country'),
            time_zone: eb.ref('excluded.time_zone'),
          })),
        )
        .execute()
    }
    const seasons = new Map<string, { competition_code: string; label: string }>()
    for (const m of dataset.matches)
      seasons.set(`${m.competition}/${m.season}`, { competition_code: m.competition, label: m.season })
    for (const part of chunks([...seasons.values()], BATCH)) {
      await trx
        .insertInto('seasons')
        .values(part)
        .onConflict((oc) => oc.doNothing())
        .execute()
    }
    for (const part of chunks(dataset.teams, BATCH)) {
      await trx
        .insertInto('teams')
        .values(part.map((t) => ({ id: t.id, name: t.name })))
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
        .execute()
    }
    const aliases = new Map<string, string>()
    for (const team of dataset.teams) {
      for (const alias of [team.name, ...team.aliases]) if (!aliases.has(alias)) aliases.set(alias, team.id)
    }
    for (const part of chunks([...aliases.entries()], BATCH)) {
      await trx
        .insertInto('team_aliases')
        .values(part.map(([alias, team_id]) => ({ alias, team_id })))
        .onConflict((oc) => oc.column('alias').doNothing())
        .execute()
    }

    let matchesAdded = 0
    let matchesUpdated = 0
    for (const part of chunks(dataset.matches, BATCH)) {
      const rows = await trx
        .insertInto('matches')
        .values(
          part.map((m) => ({
            id: m.id,
            competition_code: m.competition,
            season: m.season,
            kickoff: m.kickoff,
            local_date: m.date,
            home_team_id: m.homeTeamId,
            away_team_id: m.awayTeamId,
            status: m.status,
            home_goals: m.homeGoals,
            away_goals: m.awayGoals,
            round: m.round ?? null,
            source,
          })),
        )
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({
              kickoff: eb.ref('excluded.kickoff'),
              status: eb.ref('excluded.status'),
              home_goals: eb.ref('excluded.home_goals'),
              away_goals: eb.ref('excluded.away_goals'),
              round: eb.ref('excluded.round'),
              updated_at: sql`now()`,
            }))
            .where((eb) =>
              eb.or([
                sql<boolean>`matches.kickoff is distinct from excluded.kickoff`,
                sql<boolean>`matches.status is distinct from excluded.status`,
                sql<boolean>`matches.home_goals is distinct from excluded.home_goals`,
                sql<boolean>`matches.away_goals is distinct from excluded.away_goals`,
              ]),
            ),
        )
        // xmax = 0 only for freshly inserted rows: tells inserts from updates in one round trip.
        .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
        .execute()
      for (const row of rows) {
        if (row.inserted) matchesAdded++
        else matchesUpdated++
      }
    }
    return {
      matchesAdded,
      matchesUpdated,
      teams: dataset.teams.length,
      competitions: dataset.competitions.length,
    }
  })
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size)
}
