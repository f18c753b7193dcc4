/**
 * Sources of rows about matches rather than of matches (football-data.co.uk files, The Odds
 * API): statistics and bookmaker prices, joined to the openfootball matches of the same import
 * (engine data/external/match-external-rows.ts) where the team directory is at hand, in the
 * engine worker. What crosses to the database writer (import-match-rows.ts) is per file: the
 * joined rows with their prices grouped per market, and a fingerprint that lets an unchanged file
 * be skipped.
 */
import { createHash } from 'node:crypto'
import type { MatchRecord } from '@pitchwise/engine'
import type {
  ExternalMatchRow,
  MatchStatistics,
  PriceKind,
  PriceQuote,
} from '@pitchwise/engine/data/external/external-row'
import { matchExternalRows, type UnmatchedRow } from '@pitchwise/engine/data/external/match-external-rows'
import type { TeamDirectory } from '@pitchwise/engine/teams/directory'

/** One file (or one API answer) of rows, as read. */
export interface MatchRowFile {
  /** `2122/E0.csv`, `fixtures.csv`, `soccer_epl`. */
  origin: string
  /** A hash of what was read; with the matches joined, it tells an unchanged file. */
  contentHash: string
  rows: ExternalMatchRow[]
}

export interface MatchRowsSource {
  /** Short name for logs, data_imports and the stored rows' `source`. */
  name: string
  /** Marks a source of rows about matches (not of matches). */
  rows: true
  live?: boolean
  load(): Promise<MatchRowFile[]>
  /** What kept the last load from being complete without failing it (a 429, the quota spent). */
  lastProblem?(): string | null
}

/** One market of one bookmaker, of one kind, as stored: the outcomes side by side (×1000). */
export interface StoredPrice {
  market: PriceQuote['market']
  lineX100: number
  bookmaker: string
  kind: PriceKind
  home?: number
  draw?: number
  away?: number
  over?: number
  under?: number
}

export interface JoinedMatchRow {
  matchId: string
  statistics?: MatchStatistics
  prices: StoredPrice[]
}

export interface JoinedRowFile {
  source: string
  origin: string
  fingerprint: string
  rows: JoinedMatchRow[]
}

export interface JoinedRows {
  /** The row sources' names, each with its own counts. */
  sources: { name: string; matched: number; unmatched: number; outside: number; problem: string | null }[]
  files: JoinedRowFile[]
  unmatched: (UnmatchedRow & { source: string })[]
}

export function isMatchRowsSource<T extends object>(source: T | MatchRowsSource): source is MatchRowsSource {
  return (source as { rows?: unknown }).rows === true
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Loads every row source and joins its rows to `matches` through `directory`. */
export async function joinMatchRows(
  sources: readonly MatchRowsSource[],
  directory: Pick<TeamDirectory, 'idsForDataName'>,
  matches: readonly MatchRecord[],
): Promise<JoinedRows> {
  const joined: JoinedRows = { sources: [], files: [], unmatched: [] }
  for (const source of sources) {
    const files = await source.load()
    const counts = { name: source.name, matched: 0, unmatched: 0, outside: 0, problem: source.lastProblem?.() ?? null }
    for (const file of files) {
      const report = matchExternalRows(file.rows, directory, matches)
      counts.matched += report.matched.length
      counts.unmatched += report.unmatched.length
      counts.outside += report.outsideData
      for (const row of report.unmatched) joined.unmatched.push({ ...row, source: source.name })
      const rows = joinedRows(report.matched)
      const ids = rows.map((r) => r.matchId).join(',')
      joined.files.push({
        source: source.name,
        origin: file.origin,
        fingerprint: hashText(`${file.contentHash}|${ids}`),
        rows,
      })
    }
    joined.sources.push(counts)
  }
  return joined
}

/** One row per match (a source listing a match twice: the later row wins), prices grouped per market. */
function joinedRows(matched: { matchId: string; row: ExternalMatchRow }[]): JoinedMatchRow[] {
  const byMatch = new Map<string, JoinedMatchRow>()
  for (const { matchId, row } of matched) {
    const joined: JoinedMatchRow = { matchId, prices: groupPrices(row.prices) }
    if (row.statistics) joined.statistics = row.statistics
    byMatch.set(matchId, joined)
  }
  return [...byMatch.values()]
}

export function groupPrices(quotes: readonly PriceQuote[]): StoredPrice[] {
  const groups = new Map<string, StoredPrice>()
  for (const q of quotes) {
    const key = `${q.market}|${q.lineX100}|${q.bookmaker}|${q.kind}`
    let group = groups.get(key)
    if (!group) {
      group = { market: q.market, lineX100: q.lineX100, bookmaker: q.bookmaker, kind: q.kind }
      groups.set(key, group)
    }
    group[q.outcome] = q.priceMilli
  }
  // A market is only usable whole (its margin is over every outcome): drop incomplete ones.
  return [...groups.values()].filter((p) =>
    p.market === '1x2'
      ? p.home !== undefined && p.draw !== undefined && p.away !== undefined
      : p.market === 'total'
        ? p.over !== undefined && p.under !== undefined
        : p.home !== undefined && p.away !== undefined,
  )
}
