/**
 * Reads the football tables back into the engine's shapes: what the model is fitted on and
 * what questions are answered from, each match with the statistics and bookmaker prices a
 * statistics source stored for it (match_statistics, match_prices).
 */
import type { CompetitionInfo, MatchRecord, TeamInfo } from '@pitchwise/engine'
import { halfTimeOnly, type MatchPrice, type MatchStatistics } from '@pitchwise/engine/data/external/external-row'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { byPriceKey, toMatchPrice } from '../../shared/stored-prices.ts'

/** Matches per page when streaming: one page holds the embedded database for a few milliseconds. */
export const WORLD_PAGE_SIZE = 2000

/**
 * The world, delivered in pages (keyset pagination on kick-off and id, index
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
    await sink.matches(await withStatisticsAndPrices(db, rows.map(toMatchRecord)))
    const last = rows[rows.length - 1] as MatchRow
    after = { kickoff: new Date(last.kickoff), id: last.id }
    if (rows.length < pageSize) return
  }
}

async function loadWorldHead(db: Kysely<Database>): Promise<{ competitions: CompetitionInfo[]; teams: TeamInfo[] }> {
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

type MatchRow = Selectable<Database['matches']>

/** The page's matches with what the statistics sources stored for them (two indexed lookups per page). */
async function withStatisticsAndPrices(db: Kysely<Database>, records: MatchRecord[]): Promise<MatchRecord[]> {
  const ids = records.map((r) => r.id)
  const [statisticRows, priceRows] = await Promise.all([
    db.selectFrom('match_statistics').selectAll().where('match_id', 'in', ids).execute(),
    db.selectFrom('match_prices').selectAll().where('match_id', 'in', ids).execute(),
  ])
  const statistics = new Map(statisticRows.map((row) => [row.match_id, toStatistics(row)]))
  const prices = new Map<string, MatchPrice[]>()
  for (const row of priceRows) {
    const list = prices.get(row.match_id) ?? []
    list.push(toMatchPrice(row))
    prices.set(row.match_id, list)
  }
  for (const record of records) {
    const s = statistics.get(record.id)
    // A statistics source's row, with the league source's half-time score where the row has none.
    if (s)
      record.statistics = {
        ...s,
        halfTimeHomeGoals: s.halfTimeHomeGoals ?? record.statistics?.halfTimeHomeGoals ?? null,
        halfTimeAwayGoals: s.halfTimeAwayGoals ?? record.statistics?.halfTimeAwayGoals ?? null,
      }
    const p = prices.get(record.id)
    if (p) record.prices = p.sort(byPriceKey)
  }
  return records
}

type StatisticsRow = Selectable<Database['match_statistics']>

function toStatistics(row: StatisticsRow): MatchStatistics {
  return {
    halfTimeHomeGoals: row.ht_home_goals,
    halfTimeAwayGoals: row.ht_away_goals,
    homeShots: row.home_shots,
    awayShots: row.away_shots,
    homeShotsOnTarget: row.home_shots_on_target,
    awayShotsOnTarget: row.away_shots_on_target,
    homeCorners: row.home_corners,
    awayCorners: row.away_corners,
    homeFouls: row.home_fouls,
    awayFouls: row.away_fouls,
    homeYellowCards: row.home_yellow_cards,
    awayYellowCards: row.away_yellow_cards,
    homeRedCards: row.home_red_cards,
    awayRedCards: row.away_red_cards,
    referee: row.referee,
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
  if (m.ht_home_goals !== null && m.ht_away_goals !== null)
    record.statistics = halfTimeOnly(m.ht_home_goals, m.ht_away_goals)
  return record
}
