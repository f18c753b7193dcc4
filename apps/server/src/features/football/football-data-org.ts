/**
 * football-data.org v4 as a live source of fixtures and results. Each competition's current
 * season is fetched and turned into an openfootball-shaped file (local dates and times in the
 * competition's time zone), so it flows through the same dataset builder and importer.
 * Free-tier limits are 10 requests a minute: one request per competition per import, paced by
 * the client (football-data-org-client.ts).
 */
import type { SourceFile } from '@pitchwise/engine/data/build-dataset'
import { competitionInfo } from '@pitchwise/engine/data/competitions'
import { type FootballDataOrgClientOptions, footballDataOrgClient } from './football-data-org-client.ts'
import type { FootballSource } from './sources.ts'

/** football-data.org competition codes → openfootball codes. */
export const FOOTBALL_DATA_ORG_COMPETITIONS: Record<string, string> = {
  PL: 'en.1',
  ELC: 'en.2',
  BL1: 'de.1',
  PD: 'es.1',
  SA: 'it.1',
  FL1: 'fr.1',
  DED: 'nl.1',
  PPL: 'pt.1',
  BSA: 'br.1',
}

interface ApiTeam {
  name: string | null
}
interface ApiMatch {
  utcDate: string
  status: string
  matchday: number | null
  stage?: string
  homeTeam: ApiTeam
  awayTeam: ApiTeam
  score: { fullTime: { home: number | null; away: number | null } }
  season?: { startDate: string; endDate: string }
}
interface ApiResponse {
  competition?: { name?: string }
  matches: ApiMatch[]
}

/** Statuses whose score is final. AWARDED results are forfeits: kept as results like openfootball does. */
const FINAL = new Set(['FINISHED', 'AWARDED'])
/**
 * Statuses that mean the fixture will not be played as listed, so they are left out of the file.
 * A POSTPONED match keeps its old utcDate until a new one is set: offering it on that day would
 * price a match that is not played. Left out, its stored row is removed by the import (scheduled
 * fixtures a source no longer lists are removed, import-data.ts), and it comes back with its new
 * date as TIMED/SCHEDULED (decision 157). IN_PLAY and PAUSED stay fixtures until FINISHED.
 */
const DROPPED = new Set(['CANCELLED', 'SUSPENDED', 'POSTPONED'])

export function footballDataOrgSource(
  options: Omit<FootballDataOrgClientOptions, 'baseUrl' | 'token'> & {
    baseUrl: string
    token: string
    competitions?: string[]
  },
): FootballSource {
  const client = footballDataOrgClient(options)
  return {
    name: 'football-data.org',
    // Its kick-offs follow the clubs' announcements within hours; openfootball's files are kept by hand.
    authoritativeFixtures: true,
    live: true,
    async load() {
      const files: SourceFile[] = []
      for (const apiCode of options.competitions ?? Object.keys(FOOTBALL_DATA_ORG_COMPETITIONS)) {
        const code = FOOTBALL_DATA_ORG_COMPETITIONS[apiCode]
        if (!code) throw new Error(`Unknown football-data.org competition ${apiCode}`)
        // No season filter: the competition's current season, which the provider moves on itself.
        const body = (await client.get(`/competitions/${apiCode}/matches`)) as ApiResponse
        files.push(...toSourceFiles(code, body))
      }
      return files
    },
  }
}

/** Groups one API answer by season and writes each group as an openfootball file. */
export function toSourceFiles(code: string, body: ApiResponse): SourceFile[] {
  const timeZone = competitionInfo(code).timeZone
  const bySeason = new Map<string, unknown[]>()
  for (const match of body.matches) {
    if (DROPPED.has(match.status) || !match.homeTeam.name || !match.awayTeam.name) continue
    const season = match.season ? seasonLabel(match.season.startDate, match.season.endDate) : null
    if (!season) continue
    const { date, time } = localDateTime(match.utcDate, timeZone)
    const home = match.score.fullTime.home
    const away = match.score.fullTime.away
    const entry = {
      round: match.matchday ? `Matchday ${match.matchday}` : (match.stage ?? ''),
      date,
      time,
      team1: match.homeTeam.name,
      team2: match.awayTeam.name,
      ...(FINAL.has(match.status) && home !== null && away !== null ? { score: { ft: [home, away] } } : {}),
    }
    const list = bySeason.get(season) ?? []
    list.push(entry)
    bySeason.set(season, list)
  }
  return [...bySeason.entries()].map(([season, matches]) => ({
    competition: code,
    season,
    json: { name: `${body.competition?.name ?? code} ${season}`, matches },
  }))
}

/** "2025-08-15" + "2026-05-24" → "2025-26"; a calendar-year season → "2025". */
export function seasonLabel(startDate: string, endDate: string): string {
  const start = startDate.slice(0, 4)
  const end = endDate.slice(0, 4)
  return start === end ? start : `${start}-${end.slice(2)}`
}

function localDateTime(utc: string, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(utc))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` }
}
