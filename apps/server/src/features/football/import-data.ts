/**
 * Writes a built dataset into the football tables. Idempotent: match ids are deterministic
 * (competition, season, local date, canonical teams), so a re-run inserts only new fixtures
 * and updates only rows whose kick-off, status or score changed (a result coming in).
 *
 * A fixture moved to another day gets a new id, and a postponed or cancelled one leaves its
 * source's list; left alone, the old row would stay 'scheduled' at the old date for ever (and be
 * offered as a match to bet on). So in every competition season the import read in full
 * (`covered`), a stored fixture that no source lists any more is removed. Results are never
 * removed: a played match does not un-happen because a file lost a row (decision 157).
 *
 * Each batch is its own statement, not one long transaction: on the embedded database (one
 * connection) a transaction over the whole first import held every other query, sign-in and
 * health included, for tens of seconds. A run cut short leaves whole, valid rows and the next
 * run completes it; the data version is bumped only when a run finishes and changed matches,
 * which is what makes every instance refit (data-version.ts).
 */
import type { Dataset } from '@pitchwise/engine/data/build-dataset'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { bumpDataVersion } from './data-version.ts'
import { seasonKey } from './fixture-authority.ts'

export interface ImportCounts {
  matchesAdded: number
  matchesUpdated: number
  /** Stored fixtures no source lists any more (moved to another day, postponed, cancelled). */
  matchesRemoved: number
  teams: number
  competitions: number
}

const BATCH = 1000
/** Matches per statement: small enough that one statement holds the embedded database briefly. */
const MATCH_BATCH = 250

/** What an import needs of a built dataset (the team directory stays where it was built). */
export type ImportableDataset = Pick<Dataset, 'competitions' | 'teams' | 'matches'>

export async function importDataset(
  db: Kysely<Database>,
  dataset: ImportableDataset,
  source: string,
  /** Competition seasons (`en.1/2025-26`) read in full, whose unlisted fixtures go; none: remove nothing. */
  covered: readonly string[] = [],
): Promise<ImportCounts> {
  for (const part of chunks(dataset.competitions, BATCH)) {
    await db
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
    await db
      .insertInto('seasons')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
  for (const part of chunks(dataset.teams, BATCH)) {
    await db
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
    await db
      .insertInto('team_aliases')
      .values(part.map(([alias, team_id]) => ({ alias, team_id })))
      .onConflict((oc) => oc.column('alias').doNothing())
      .execute()
  }

  let matchesAdded = 0
  let matchesUpdated = 0
  for (const part of chunks(dataset.matches, MATCH_BATCH)) {
    const rows = await db
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
          kickoff_time_tbc: m.timeTbc === true,
          source,
          ht_home_goals: m.statistics?.halfTimeHomeGoals ?? null,
          ht_away_goals: m.statistics?.halfTimeAwayGoals ?? null,
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
            kickoff_time_tbc: eb.ref('excluded.kickoff_time_tbc'),
            // A source without half-time scores (a live feed) keeps the ones already stored.
            ht_home_goals: sql`coalesce(excluded.ht_home_goals, matches.ht_home_goals)`,
            ht_away_goals: sql`coalesce(excluded.ht_away_goals, matches.ht_away_goals)`,
            updated_at: sql`now()`,
          }))
          .where((eb) =>
            eb.or([
              sql<boolean>`matches.kickoff is distinct from excluded.kickoff`,
              sql<boolean>`matches.status is distinct from excluded.status`,
              sql<boolean>`matches.home_goals is distinct from excluded.home_goals`,
              sql<boolean>`matches.away_goals is distinct from excluded.away_goals`,
              sql<boolean>`matches.kickoff_time_tbc is distinct from excluded.kickoff_time_tbc`,
              sql<boolean>`excluded.ht_home_goals is not null and matches.ht_home_goals is distinct from excluded.ht_home_goals`,
              sql<boolean>`excluded.ht_away_goals is not null and matches.ht_away_goals is distinct from excluded.ht_away_goals`,
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
  const matchesRemoved = await removeUnlistedFixtures(db, dataset, covered)
  if (matchesAdded > 0 || matchesUpdated > 0 || matchesRemoved > 0) await bumpDataVersion(db)
  return {
    matchesAdded,
    matchesUpdated,
    matchesRemoved,
    teams: dataset.teams.length,
    competitions: dataset.competitions.length,
  }
}

/** Deletes the scheduled rows of `covered` competition seasons that the dataset does not hold. */
async function removeUnlistedFixtures(
  db: Kysely<Database>,
  dataset: ImportableDataset,
  covered: readonly string[],
): Promise<number> {
  if (covered.length === 0) return 0
  const seasons = new Set(covered)
  const listed = new Set(dataset.matches.map((m) => m.id))
  // Scheduled rows are few (the coming weeks, and the odd unplayed past match): one read, then ids.
  const stored = await db
    .selectFrom('matches')
    .select(['id', 'competition_code', 'season'])
    .where('status', '=', 'scheduled')
    .execute()
  const unlisted = stored
    .filter((row) => seasons.has(seasonKey(row.competition_code, row.season)) && !listed.has(row.id))
    .map((row) => row.id)
  let removed = 0
  for (const part of chunks(unlisted, MATCH_BATCH)) {
    const result = await db
      .deleteFrom('matches')
      .where('id', 'in', part)
      // A result stored meanwhile (another writer) is kept.
      .where('status', '=', 'scheduled')
      .executeTakeFirst()
    removed += Number(result.numDeletedRows)
  }
  return removed
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size)
}
