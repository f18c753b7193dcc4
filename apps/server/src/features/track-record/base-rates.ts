/**
 * The base-rate baseline of a live prediction: how often its outcome happened in the same league's
 * finished matches over the 365 days before its kick-off (a 1X2 forecast: the home, draw and away
 * shares). A forecaster who knows only the league's habits says that; the model must beat it.
 * The window is the year before each match, so no base rate ever sees its own or a later result.
 */
import { settlePick } from '@pitchwise/engine/eval/settle-pick'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'

interface Played {
  day: string
  home: number
  away: number
}

const WINDOW_DAYS = 365
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

export class BaseRates {
  private readonly memo = new Map<string, Record<string, number> | null>()

  private constructor(private readonly played: Map<string, Played[]>) {}

  static async load(db: Kysely<Database>, competitions: string[]): Promise<BaseRates> {
    const played = new Map<string, Played[]>()
    if (competitions.length > 0) {
      const { rows } = await sql<Played & { competition: string }>`
        select competition_code as competition, local_date::text as day, home_goals as home, away_goals as away
        from matches
        where status = 'finished' and home_goals is not null and away_goals is not null
          and competition_code in (${sql.join(competitions)})
        order by local_date`.execute(db)
      for (const row of rows) {
        const list = played.get(row.competition) ?? []
        list.push({ day: row.day, home: row.home, away: row.away })
        played.set(row.competition, list)
      }
    }
    return new BaseRates(played)
  }

  /**
   * Outcome → frequency over the year before `day` (`1x2`: home, draw, away; a pick: yes), or
   * null when the league played nothing then or the market is not one a score settles.
   */
  of(competition: string, market: string, day: string): Record<string, number> | null {
    const key = `${competition}|${market}|${day}`
    if (this.memo.has(key)) return this.memo.get(key) ?? null
    const from = dayBefore(day, WINDOW_DAYS)
    const window = (this.played.get(competition) ?? []).filter((m) => m.day >= from && m.day < day)
    const rates = market === '1x2' ? resultShares(window) : pickShare(market, window)
    this.memo.set(key, rates)
    return rates
  }
}

function resultShares(window: Played[]): Record<string, number> | null {
  if (window.length === 0) return null
  const n = window.length
  const count = (test: (m: Played) => boolean) => window.filter(test).length / n
  return {
    home: count((m) => m.home > m.away),
    draw: count((m) => m.home === m.away),
    away: count((m) => m.home < m.away),
  }
}

function pickShare(market: string, window: Played[]): Record<string, number> | null {
  let won = 0
  let settled = 0
  for (const m of window) {
    const outcome = settlePick(market, m.home, m.away)
    if (outcome === null) return null
    if (outcome === 'push') continue
    settled++
    if (outcome === 'won') won++
  }
  return settled > 0 ? { yes: won / settled } : null
}
