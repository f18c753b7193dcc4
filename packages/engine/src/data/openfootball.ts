import type { MatchStatus } from '../types.ts'
import { competitionInfo } from './competitions.ts'
import { localToUtc } from './timezone.ts'

/**
 * Pure parse of one openfootball football.json file (already JSON-decoded) into raw matches with
 * source team names. Resolving names to canonical ids happens later (see build-dataset.ts) because
 * it needs every file's names at once.
 */

/** Kick-off assumed when the source gives a date but no time (about 3% of rows, mostly J1 League). */
export const DEFAULT_LOCAL_TIME = '15:00'

export interface RawMatch {
  competition: string
  season: string
  round?: string
  /** Local calendar date as in the source. */
  date: string
  /** Local time as in the source (`HH:MM`), or null when the source has none. */
  localTime: string | null
  /** UTC kick-off, ISO 8601; uses DEFAULT_LOCAL_TIME when localTime is null. */
  kickoff: string
  status: MatchStatus
  homeName: string
  awayName: string
  homeGoals: number | null
  awayGoals: number | null
  /** Result awarded by the league (forfeit), not played out; models skip these. */
  awarded?: boolean
  /** Half-time score, when the source gives one that fits the full-time score (decision 420). */
  halfTime?: [number, number]
}

/** A half-time score that fits the full-time one (no side has more goals at the break than at the end). */
export function fittingHalfTime(ht: unknown, home: number | null, away: number | null): [number, number] | undefined {
  if (!isGoals(ht) || home === null || away === null) return undefined
  return ht[0] <= home && ht[1] <= away ? [ht[0], ht[1]] : undefined
}

export interface ParsedFile {
  competition: string
  season: string
  /** The file's `name`, e.g. `English Premier League 2025/26`. */
  sourceName: string
  matches: RawMatch[]
}

/** Source statuses meaning the fixture will never be played as listed; such rows are dropped. */
const DROPPED_STATUSES = new Set(['cancelled', 'canceled', 'abandoned'])

function isGoals(v: unknown): v is [number, number] {
  return (
    Array.isArray(v) &&
    v.length >= 2 &&
    Number.isInteger(v[0]) &&
    Number.isInteger(v[1]) &&
    (v[0] as number) >= 0 &&
    (v[1] as number) >= 0
  )
}

/**
 * Split seasons ("2025-26") run from July to the next summer. The 2025-26 League One file dates its
 * January–May 2026 rows as 2025 (a year typo in the source); a date before July of the first year
 * is moved one year on so matches land in their real order. So is a date before `opening`, the
 * first round's first date, given for a row of a later round. Calendar seasons ("2025") are untouched.
 */
export function fixSeasonDate(date: string, season: string, opening?: string): string {
  const m = /^(\d{4})-\d{2}$/.exec(season)
  if (!m) return date
  const start = Number(m[1])
  if (date >= `${start}-07-01` && !(opening && date < opening)) return date
  const shifted = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`
  return shifted >= `${start}-07-01` && shifted < `${start + 1}-09-01` ? shifted : date
}

/** A round's number: "Matchday 32" → 32, "1. Runde" → 1; null for a name without one ("Final"). */
function roundNumber(round: unknown): number | null {
  const m = typeof round === 'string' ? /\d+/.exec(round) : null
  return m ? Number(m[0]) : null
}

/**
 * The first date of a split season's first round, as the source dates it. The 2019-20 Premier
 * League file dates the rounds played in July 2020, after the pandemic stop, as July 2019: a later
 * round dated before the first one opened is moved one year on (fixSeasonDate).
 */
function seasonOpening(rows: unknown[], season: string): string | undefined {
  let opening: string | undefined
  for (const row of rows) {
    const r = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>
    if (roundNumber(r.round) !== 1 || typeof r.date !== 'string') continue
    const date = fixSeasonDate(r.date.trim(), season)
    if (/^\d{4}-\d{2}-\d{2}$/.test(date) && (!opening || date < opening)) opening = date
  }
  return opening
}

function normalizeTime(t: unknown): string | null {
  if (typeof t !== 'string') return null
  const m = /^(\d{1,2}):(\d{2})/.exec(t.trim())
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  if (h > 23 || min > 59) return null
  return `${String(h).padStart(2, '0')}:${m[2]}`
}

/**
 * Parse one file. `json` is whatever JSON.parse gave; anything malformed is skipped, never thrown:
 * rows without teams or a valid date are dropped; `score: {}` / missing score → scheduled;
 * `ft` is the full-time (90') score we model; `ht`, the half-time score, feeds the half-time markets;
 * other keys (`et`, `p`, `stage`, …) are ignored.
 */
export function parseOpenfootballFile(json: unknown, competition: string, season: string): ParsedFile {
  const obj = (json && typeof json === 'object' ? json : {}) as { name?: unknown; matches?: unknown }
  const sourceName = typeof obj.name === 'string' ? obj.name : competition
  const info = competitionInfo(competition, sourceName)
  const matches: RawMatch[] = []
  const rows = Array.isArray(obj.matches) ? obj.matches : []
  const opening = seasonOpening(rows, season)
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue
    const r = row as Record<string, unknown>
    const home = typeof r.team1 === 'string' ? r.team1.trim() : ''
    const away = typeof r.team2 === 'string' ? r.team2.trim() : ''
    const sourceDate = typeof r.date === 'string' ? r.date.trim() : ''
    if (!home || !away || !/^\d{4}-\d{2}-\d{2}$/.test(sourceDate)) continue
    const round = roundNumber(r.round)
    const date = fixSeasonDate(sourceDate, season, round !== null && round > 1 ? opening : undefined)
    const sourceStatus = typeof r.status === 'string' ? r.status.toLowerCase() : undefined
    const score = r.score && typeof r.score === 'object' ? (r.score as Record<string, unknown>) : undefined
    const ft = score?.ft
    const played = isGoals(ft)
    if (!played && sourceStatus && DROPPED_STATUSES.has(sourceStatus)) continue
    const localTime = normalizeTime(r.time)
    const kickoff = localToUtc(date, localTime ?? DEFAULT_LOCAL_TIME, info.timeZone)
    if (Number.isNaN(kickoff.getTime())) continue
    const m: RawMatch = {
      competition,
      season,
      date,
      localTime,
      kickoff: kickoff.toISOString(),
      status: played ? 'finished' : 'scheduled',
      homeName: home,
      awayName: away,
      homeGoals: played ? ft[0] : null,
      awayGoals: played ? ft[1] : null,
    }
    if (typeof r.round === 'string') m.round = r.round
    if (played && sourceStatus === 'awarded') m.awarded = true
    const halfTime = played ? fittingHalfTime(score?.ht, m.homeGoals, m.awayGoals) : undefined
    if (halfTime) m.halfTime = halfTime
    matches.push(m)
  }
  return { competition, season, sourceName, matches }
}
