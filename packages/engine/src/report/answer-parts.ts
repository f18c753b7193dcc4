/**
 * What an answer actually holds, part by part, recorded by the writers as they write it: a priced
 * match, a ranked list, an accumulator, a table, results, an outright, a comparison. The charge
 * check (report/coverage-check.ts) compares these with what the question asked for, so a
 * question is charged only when its answer contains the prediction, table or results asked for.
 */
import type { DateWindow, Intent } from '../analysis-types.ts'
import type { ReportContext } from './context.ts'

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

/** Record that the answer holds this part. */
export function answered(ctx: ReportContext, part: AnswerPart): void {
  ctx.parts.push(part)
}

/** The key a market is compared by: its type, and its line or side where it has one. */
export function marketKey(market: Intent['market']): string | null {
  if (!market) return null
  if ('line' in market) return `${market.type}:${market.line}`
  if (market.type === 'double_chance') return `${market.type}:${market.side ?? market.teamId ?? 'any'}`
  if (market.type === 'winning_margin') return `${market.type}:${market.margin}`
  return market.type
}
