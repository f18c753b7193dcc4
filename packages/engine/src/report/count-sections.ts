/**
 * Markdown blocks of the answers beyond goals (issue 31): a club's recent counts (last N, at home
 * or away) with how often its matches went over a line, the priced lines of a fixture, and a
 * referee's card record. Figures are what the statistics hold; prices come from the count model.
 */
import { type CountIndex, type CountStat, countBefore, type StatMatch, statPair } from '../model/count-index.ts'
import { type CountForecast, countDistributions, overProbability, underProbability } from '../model/count-model.ts'
import type { CountRequest } from '../parser/count-markets.ts'
import { odds, pct } from './format.ts'

/** How a count is named in text: "corners", "cards" (yellow and red, one each), "shots". */
export const STAT_WORDS: Record<CountStat, string> = {
  corners: 'corners',
  cards: 'cards',
  shots: 'shots',
  shots_on_target: 'shots on target',
}

/** What the data lacks, in "Pitchwise has no … for the Eredivisie". */
export const STAT_DATA_WORDS: Record<CountStat | 'half_time', string> = {
  corners: 'corner counts',
  cards: 'card counts',
  shots: 'shot counts',
  shots_on_target: 'shots-on-target counts',
  half_time: 'half-time scores',
}

/** The usual match lines and team lines of each statistic; the first match line is the headline. */
export const STANDARD_LINES: Record<CountStat, { total: number[]; side: number[] }> = {
  corners: { total: [9.5, 8.5, 10.5, 11.5], side: [3.5, 4.5, 5.5] },
  cards: { total: [4.5, 3.5, 5.5], side: [1.5, 2.5] },
  shots: { total: [24.5, 22.5, 26.5], side: [10.5, 12.5] },
  shots_on_target: { total: [8.5, 7.5, 9.5], side: [3.5, 4.5] },
}

/** The line a question means: the one it states, else the statistic's headline line. */
export function headlineLine(stat: CountStat, request: CountRequest): number {
  return request.line ?? (STANDARD_LINES[stat].total[0] as number)
}

export function lineWord(line: number): string {
  return Number.isInteger(line) ? String(line) : line.toFixed(1)
}

export interface CountSummary {
  matches: number
  for: number
  against: number
  total: number
  /** Matches whose total went over the line. */
  over: number
}

/** A club's last `n` matches with this statistic before `day`, optionally only at home or away. */
export function teamSummary(
  index: CountIndex,
  teamId: string,
  stat: CountStat,
  day: string,
  n: number,
  line: number,
  venue?: 'home' | 'away',
): CountSummary {
  const list = index.team(teamId)
  const listEnd = countBefore(list, day)
  const out: CountSummary = { matches: 0, for: 0, against: 0, total: 0, over: 0 }
  for (let i = listEnd - 1; i >= 0 && out.matches < n; i--) {
    const m = list[i] as StatMatch
    const home = m.homeTeamId === teamId
    if ((venue === 'home' && !home) || (venue === 'away' && home)) continue
    const pair = statPair(m.statistics, stat)
    if (!pair) continue
    out.matches++
    out.for += home ? pair[0] : pair[1]
    out.against += home ? pair[1] : pair[0]
    out.total += pair[0] + pair[1]
    if (pair[0] + pair[1] > line) out.over++
  }
  return out
}

const avg = (sum: number, n: number) => (n === 0 ? '–' : (sum / n).toFixed(1))

/** One row of the averages table. */
export function summaryRow(label: string, s: CountSummary): string {
  return `| ${label} | ${s.matches} | ${avg(s.for, s.matches)} | ${avg(s.against, s.matches)} | ${avg(s.total, s.matches)} | ${s.matches === 0 ? '–' : `${s.over} of ${s.matches}`} |`
}

export function summaryHeader(stat: CountStat, line: number): string[] {
  return [
    `| ${STAT_WORDS[stat]} | matches | for | against | match total | over ${lineWord(line)} |`,
    '|---|---|---|---|---|---|',
  ]
}

/** The priced lines: the asked one first, then the usual ones, match total and each side. */
export function pricedLines(f: CountForecast, request: CountRequest, names: { home: string; away: string }): string[] {
  const stat = f.stat
  const d = countDistributions(f)
  const word = STAT_WORDS[stat]
  const out: string[] = []
  const asked = request.line
  if (asked !== null) {
    const p = request.side === 'over' ? overProbability(d.total, asked) : underProbability(d.total, asked)
    out.push(`**${capitalised(request.side)} ${lineWord(asked)} ${word}: ${pct(p)}** (fair odds ${odds(p)})`, '')
  }
  out.push(`| line | over | fair odds | under | fair odds |`, '|---|---|---|---|---|')
  const row = (label: string, pmf: number[], line: number) => {
    const o = overProbability(pmf, line)
    const u = underProbability(pmf, line)
    return `| ${label} ${lineWord(line)} | ${pct(o)} | ${odds(o)} | ${pct(u)} | ${odds(u)} |`
  }
  const totals = [...new Set(STANDARD_LINES[stat].total)].sort((a, b) => a - b)
  for (const line of totals) out.push(row(`Match ${word}`, d.total, line))
  for (const line of STANDARD_LINES[stat].side) out.push(row(`${names.home} ${word}`, d.home, line))
  for (const line of STANDARD_LINES[stat].side) out.push(row(`${names.away} ${word}`, d.away, line))
  return out
}

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

export interface RefereeRecord {
  matches: number
  cards: number
  over: number
  first?: string
  last?: string
}

/** A referee's card record before `day`: matches, cards shown, and matches over the line. */
export function refereeRecord(index: CountIndex, name: string, day: string, line: number, n?: number): RefereeRecord {
  const list = index.referee(name)
  const listEnd = countBefore(list, day)
  const out: RefereeRecord = { matches: 0, cards: 0, over: 0 }
  for (let i = listEnd - 1; i >= 0 && (n === undefined || out.matches < n); i--) {
    const m = list[i] as StatMatch
    const pair = statPair(m.statistics, 'cards')
    if (!pair) continue
    out.matches++
    out.cards += pair[0] + pair[1]
    if (pair[0] + pair[1] > line) out.over++
    out.last ??= m.date
    out.first = m.date
  }
  return out
}

/** The question's market in words: "corners over 9.5", "half-time result", "first-half goals over 1.5". */
export function countRequestPhrase(request: CountRequest): string {
  if (request.stat === 'half_time') {
    if (request.halfTime === 'htft') return 'half-time/full-time'
    if (request.halfTime === 'goals')
      return request.line === null ? 'first-half goals' : `first-half goals ${request.side} ${lineWord(request.line)}`
    return 'half-time result'
  }
  const word = STAT_WORDS[request.stat]
  return request.line === null ? word : `${word} ${request.side} ${lineWord(request.line)}`
}
