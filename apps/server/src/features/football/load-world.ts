/**
 * Reads the football tables back into the engine's shapes: what the model is fitted on and
 * what questions are answered from.
 */
import type { CompetitionInfo, MatchRecord, TeamInfo } from '@pitchwise/engine'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'

export interface FootballWorldData {
  competitions: CompetitionInfo[]
  teams: TeamInfo[]
  matches: MatchRecord[]
}

export async function loadWorldData(db: Kysely<Database>): Promise<FootballWorldData> {
  const [head, matchRows] = await Promise.all([loadWorldHead(db), selectMatches(db)])
  return { ...head, matches: matchRows.map(toMatchRecord) }
}

type MatchRow = Awaited<ReturnType<typeof selectMatches>>[number]

function selectMatches(db: Kysely<Database>) {
  return db.selectFrom('matches').selectAll().orderBy('kickoff').orderBy('id').execute()
}

/** Matches per page when streaming: one page holds the embedded database for a few milliseconds. */
export const WORLD_PAGE_SIZE = 2000

/**
 * The same world, delivered in pages (keyset pagination on kick-off and id, index
 * matches_kickoff_id_idx) so that loading 100 000 matches never holds the database, or the
 * event loop, for more than one short query at a time: the server keeps answering meanwhile.
 */
export async function streamWorldData(
  db: Kysely<Database>,
  sink: {
    head(competitions: CompetitionInfo[], teams: TeamInfo[]): Promise<void> | void
    matches(page: MatchRecord[]): Promise<void> | void
  },
  pageSize = WORLD_PAGE_SIZE,
): Promise<void> {
  const { competitions, teams } = await loadWorldHead(db)
  await sink.head(competitions, teams)
  let after: { kickoff: Date; id: string } | null = null
  for (;;) {
    let query = db.selectFrom('matches').selectAll().orderBy('kickoff').orderBy('id').limit(pageSize)
    if (after) {
      const { kickoff, id } = after
      query = query.where(sql<boolean>`(kickoff, id) > (${kickoff}, ${id})`)
    }
    const rows = await query.execute()
    if (rows.length === 0) return
    await sink.matches(rows.map(toMatchRecord))
    const last = rows[rows.length - 1] as MatchRow
    after = { kickoff: new Date(last.kickoff), id: last.id }
    if (rows.length < pageSize) return
  }
}

async function loadWorldHead(db: Kysely<Database>): Promise<Omit<FootballWorldData, 'matches'>> {
  const [competitionRows, teamRows, aliasRows] = await Promise.all([
    db.selectFrom('competitions').selectAll().orderBy('code').execute(),
    db.selectFrom('teams').selectAll().orderBy('id').execute(),
    db.selectFrom('team_aliases').selectAll().execute(),
  ])
  const aliasesByTeam = new Map<string, string[]>()
  for (const row of aliasRows) {
    const list = aliasesByTeam.get(row.team_id) ?? []
    list.push(row.alias)
    aliasesByTeam.set(row.team_id, list)
  }
  return {
    competitions: competitionRows.map((c) => ({
      code: c.code,
      name: c.name,
      country: c.country,
      timeZone: c.time_zone,
    })),
    teams: teamRows.map((t) => ({
      id: t.id,
      name: t.name,
      aliases: (aliasesByTeam.get(t.id) ?? []).filter((alias) => alias !== t.name).sort(),
    })),
  }
}

function toMatchRecord(m: MatchRow): MatchRecord {
  const record: MatchRecord = {
    id: m.id,
    competition: m.competition_code,
    season: m.season,
    kickoff: new Date(m.kickoff).toISOString(),
    date: m.local_date,
    homeTeamId: m.home_team_id,
    awayTeamId: m.away_team_id,
    status: m.status,
    homeGoals: m.home_goals,
    awayGoals: m.away_goals,
  }
  if (m.round) record.round = m.round
  if (m.kickoff_time_tbc) record.timeTbc = true
  return record
}
