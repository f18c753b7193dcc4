/**
 * Reader of openfootball's native plain-text format, Football.TXT, as used by its Champions League,
 * Europa League and Conference League files (and most other openfootball repositories):
 *
 *   = UEFA Champions League 2025/26
 *   # Matches    189
 *   » Finals, Round of 16
 *     Tue Mar/10 2026
 *       18.45  Galatasaray SK (TUR)    v Liverpool FC (ENG)       1-0 (1-0)
 *              Atalanta BC (ITA)       v FC Bayern München (GER)  1-6 (0-3)
 *
 * Dates give the year only when it changes (and sometimes never: it is then implied by the season);
 * a time holds for the following lines of the same date until another time appears. Lines that are
 * not understood are reported, never guessed at, so a test can insist that every line of every
 * file is understood.
 */
import { parseScore, SCORE_TAIL, type TxtScore } from './score.ts'

export type TxtStatus = 'played' | 'scheduled' | 'cancelled' | 'awarded' | 'postponed' | 'abandoned'

export interface TxtMatch {
  /** 1-based line number in the file, for error messages. */
  line: number
  /** `Finals, Round of 16`, `Group A`, `League, Matchday 1`: the section heading as written. */
  round?: string
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string
  /** Local kick-off `HH:MM` (repeated from the previous line of the date when omitted), or null. */
  time: string | null
  home: string
  away: string
  status: TxtStatus
  /** The result; null for fixtures not played yet (and for cancelled ones). */
  score: TxtScore | null
}

export interface TxtSkipped {
  line: number
  text: string
  reason: 'placeholder' | 'no-date' | 'unrecognised'
}

export interface TxtFile {
  /** The `= Title` heading, e.g. `UEFA Champions League 2025/26`. */
  title: string | null
  /** `# Key value` header lines, keys lower-cased (`matches` → `189`). */
  header: Record<string, string>
  matches: TxtMatch[]
  /** Match lines with `N.N.` placeholders, and anything not understood. */
  skipped: TxtSkipped[]
  /** Every match line the file lists, placeholders included (what its `# Matches` header counts). */
  listed: number
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}

/** `Tue Sep/16 2025`, `Wed Sep/17`, `[Sat Aug/12]`, `Sat Aug 12 2023`, optionally followed by a time. */
const DATE_LINE =
  /^\[?\s*(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\.?\s+)?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[/ ](\d{1,2})(?:\s+(\d{4}))?\s*\]?(?:\s+(\d{1,2})[.:](\d{2}))?\s*$/i
const ROUND_LINE = /^[»▪]\s*(.+?)\s*$/
const TIME_PREFIX = /^(\d{1,2})[.:](\d{2})\s+/
const VERSUS = /\s+(?:v|vs\.?)\s+/
const STATUS_TAIL = /\s*\[(cancelled|canceled|awarded|postponed|abandoned)\]\s*$/i
const PLACEHOLDER = /^N\.\s?N\.?$/

/** First calendar year of a season label: `2025-26` → 2025, `2025` → 2025. */
function seasonStartYear(season: string | undefined): number | null {
  const m = /^(\d{4})/.exec(season ?? '')
  return m ? Number(m[1]) : null
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

export interface ParseFootballTxtOptions {
  /** Season label (`2025-26`) used to date lines before the file first states a year. */
  season?: string
}

export function parseFootballTxt(text: string, options: ParseFootballTxtOptions = {}): TxtFile {
  const out: TxtFile = { title: null, header: {}, matches: [], skipped: [], listed: 0 }
  const splitSeason = /^\d{4}-\d{2}$/.test(options.season ?? '')
  const startYear = seasonStartYear(options.season)
  let year: number | null = null
  let lastMonth = 0
  let date: string | null = null
  let time: string | null = null
  let round: string | undefined
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  lines.forEach((raw, i) => {
    const line = raw.replace(/\s+$/, '')
    const trimmed = line.trim()
    const lineNo = i + 1
    if (trimmed === '') return
    if (trimmed.startsWith('=')) {
      out.title ??= trimmed.replace(/^=+\s*/, '')
      return
    }
    if (trimmed.startsWith('#')) {
      const m = /^#+\s*(\S+)\s+(.*)$/.exec(trimmed)
      if (m) out.header[(m[1] as string).toLowerCase()] = (m[2] as string).trim()
      return
    }
    const roundLine = ROUND_LINE.exec(trimmed)
    if (roundLine) {
      round = roundLine[1]
      return
    }
    const dateLine = DATE_LINE.exec(trimmed)
    if (dateLine) {
      const month = MONTHS[(dateLine[1] as string).toLowerCase()] as number
      const day = Number(dateLine[2])
      if (dateLine[3]) year = Number(dateLine[3])
      else if (year === null) {
        // No year stated yet: a split season runs from July of its first year.
        year = startYear === null ? null : splitSeason && month < 7 ? startYear + 1 : startYear
      } else if (lastMonth >= 7 && month < 7) {
        // Dates run on into the new year without saying so. Sections may also step back in time
        // (group B starts in September after group A's December), which must not add a year, so
        // only an autumn → spring step counts as the turn of the year.
        year++
      }
      lastMonth = month
      date = year === null ? null : `${year}-${pad(month)}-${pad(day)}`
      time = dateLine[4] ? `${pad(Number(dateLine[4]))}:${dateLine[5]}` : null
      return
    }
    if (!VERSUS.test(trimmed)) {
      out.skipped.push({ line: lineNo, text: trimmed, reason: 'unrecognised' })
      return
    }
    out.listed++
    let rest = trimmed
    const t = TIME_PREFIX.exec(rest)
    if (t) {
      time = `${pad(Number(t[1]))}:${t[2]}`
      rest = rest.slice(t[0].length)
    }
    let status: TxtStatus = 'scheduled'
    const st = STATUS_TAIL.exec(rest)
    if (st) {
      const word = (st[1] as string).toLowerCase()
      status = word === 'canceled' ? 'cancelled' : (word as TxtStatus)
      rest = rest.slice(0, st.index)
    }
    let score: TxtScore | null = null
    const tail = SCORE_TAIL.exec(rest)
    if (tail) {
      score = parseScore(tail[1] as string)
      if (score) rest = rest.slice(0, tail.index)
    }
    const sides = rest.split(VERSUS)
    const home = (sides[0] ?? '').trim()
    const away = sides.slice(1).join(' v ').trim()
    if (!home || !away) {
      out.skipped.push({ line: lineNo, text: trimmed, reason: 'unrecognised' })
      return
    }
    if (PLACEHOLDER.test(home) || PLACEHOLDER.test(away)) {
      out.skipped.push({ line: lineNo, text: trimmed, reason: 'placeholder' })
      return
    }
    if (!date) {
      out.skipped.push({ line: lineNo, text: trimmed, reason: 'no-date' })
      return
    }
    if (score && status === 'scheduled') status = 'played'
    const match: TxtMatch = { line: lineNo, date, time, home, away, status, score }
    if (round !== undefined) match.round = round
    out.matches.push(match)
  })
  return out
}
