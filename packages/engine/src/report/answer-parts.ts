/**
 * What an answer actually holds, part by part, recorded by the writers as they write it: a priced
 * match, a ranked list, an accumulator, a table, results, an outright, a comparison. The charge
 * check (report/coverage-check.ts) compares these with what the question asked for, so a
 * question is charged only when its answer contains the prediction, table or results asked for.
 */
import type { DateWindow, Intent } from '../analysis-types.ts'
import type { CountRequestStat } from '../parser/count-markets.ts'
import type { Report, ReportContext } from './context.ts'

export type AnswerPart =
  /** One match priced: a preview, a hypothetical meeting, or a second leg's tie. */
  | { kind: 'match'; teams: [string, string] }
  /** A ranked list of picks for a market over a window. */
  | {
      kind: 'picks'
      market: string | null
      /** The competitions the list was drawn from (none: every competition). */
      competitions: string[]
      window: Pick<DateWindow, 'from' | 'to'>
      timeOfDay?: Intent['timeOfDay']
      kickoffTime?: Intent['kickoffTime']
      legs: number
    }
  /** Legs priced together: combined probability and fair odds. */
  | { kind: 'accumulator'; legs: number }
  | { kind: 'fixtures'; competition: string; window: Pick<DateWindow, 'from' | 'to'> }
  | { kind: 'table'; competition: string }
  /** Played matches: a club's form, a pairing's meetings, or a window's results. */
  | { kind: 'results'; teams: string[]; competitions: string[] }
  | { kind: 'outright'; competition: string }
  | { kind: 'comparison'; teams: [string, string] }
  /** A list of value picks (or overpriced favourites) set against stored prices (issue 31). */
  | { kind: 'value'; competitions: string[]; window: Pick<DateWindow, 'from' | 'to'>; legs: number }
  /** Outcomes shown beside stored bookmaker prices, and whose prices were the best shown. */
  | { kind: 'prices'; bookmakers: string[] }
  /** Corners, cards, shots or half-time priced or counted (issue 31); a referee's card record names them. */
  | { kind: 'counts'; stat: CountRequestStat; teams: string[]; competitions: string[]; referee?: string }

/** Record that the answer holds this part. */
export function answered(ctx: ReportContext, part: AnswerPart): void {
  ctx.parts.push(part)
}

/** Record the stored prices the answer shows (its picks' and previews' best prices), if any. */
export function recordPricesShown(ctx: ReportContext, report: Pick<Report, 'picks' | 'matches'>): void {
  const views = [...report.picks.map((p) => p.marketView), ...report.matches.flatMap((m) => m.marketViews ?? [])]
  const bookmakers = [...new Set(views.flatMap((v) => (v ? [v.best.bookmaker] : [])))]
  if (bookmakers.length > 0) answered(ctx, { kind: 'prices', bookmakers })
}

/** The key a market is compared by: its type, and its line or side where it has one. */
export function marketKey(market: Intent['market']): string | null {
  if (!market) return null
  if ('line' in market) return `${market.type}:${market.line}`
  if (market.type === 'double_chance') return `${market.type}:${market.side ?? market.teamId ?? 'any'}`
  if (market.type === 'winning_margin') return `${market.type}:${market.margin}`
  return market.type
}
