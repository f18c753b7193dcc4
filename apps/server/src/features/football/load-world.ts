/**
 * Reads the football tables back into the engine's shapes: what the model is fitted on and
 * what questions are answered from.
 */
import type { CompetitionInfo, MatchRecord, TeamInfo } from '@pitchwise/engine'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export interface FootballWorldData {
  competitions: CompetitionInfo[]
  teams: TeamInfo[]
  matches: MatchRecord[]
}

export async function loadWorldData(db: Kysely<Database>): Promise<FootballWorldData> {
  const [competitionRows, teamRows, aliasRows, matchRows] = await Promise.all([
    db.selectFrom('competitions').selectAll().orderBy('code').execute(),
    db.selectFrom('teams').selectAll().orderBy('id').execute(),
    db.selectFrom('team_aliases').selectAll().execute(),
    db.selectFrom('matches').selectAll().orderBy('kickoff').orderBy('id').execute(),
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
    matches: matchRows.map((m) => {
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
      return record
    }),
  }
}
