/**
 * Knockout ties priced with the same predictor as every fixture: each leg from its own match
 * prices (the return leg as listed, or hosted by the other side a week later when the data does
 * not list it yet), a final or a later-round meeting on neutral ground (both venues mixed), then
 * the exact tie and bracket chances of model/knockout.ts.
 */
import { bracketChances, type MatchPrice, singleMatchTie, type TieChance, twoLeggedTie } from '../model/knockout.ts'
import { matrixFromMarkets } from '../model/two-legged.ts'
import { addDays } from '../parser/calendar.ts'
import type { MarketProbabilities, MatchRecord } from '../types.ts'
import type { ReportContext } from './context.ts'
import type { KnockoutTie } from './knockout-bracket.ts'
import { neutralMarkets } from './neutral.ts'

/** Days between the two legs of a tie when the data lists only the first. */
const RETURN_LEG_DAYS = 7

function fixture(code: string, season: string, home: string, away: string, date: string): MatchRecord {
  return {
    id: `knockout:${code}:${season}:${date}:${home}:${away}`,
    competition: code,
    season,
    kickoff: `${date}T20:00:00.000Z`,
    date,
    homeTeamId: home,
    awayTeamId: away,
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
  }
}

function priceOf(markets: MarketProbabilities): MatchPrice {
  return { matrix: matrixFromMarkets(markets), lambda: markets.expectedGoals.home, mu: markets.expectedGoals.away }
}

/** A tie's chance for its first-named side, with the route through extra time; decided ties are 1 or 0. */
export interface PricedTie {
  tie: KnockoutTie
  chance: TieChance
  /** The return leg's date (listed or assumed). */
  returnDate?: string
}

export function priceTie(ctx: ReportContext, tie: KnockoutTie): PricedTie {
  const [leg1, leg2] = tie.legs as [MatchRecord, MatchRecord | undefined]
  if (tie.decided) {
    const w = tie.decided.winner
    const first = w === undefined ? 0.5 : w === tie.first ? 1 : 0
    return { tie, chance: { first, second: 1 - first, extraTime: 0 }, returnDate: leg2?.date }
  }
  if (tie.stage === 'final') return { tie, chance: singleMatchTie(neutralPrice(ctx, leg1, tie.first, tie.second)) }
  const back =
    leg2 ?? fixture(leg1.competition, leg1.season, tie.second, tie.first, addDays(leg1.date, RETURN_LEG_DAYS))
  const second = priceOf(ctx.predict(back).markets)
  const first =
    leg1.status === 'finished'
      ? { home: leg1.homeGoals as number, away: leg1.awayGoals as number }
      : priceOf(ctx.predict(leg1).markets)
  return { tie, chance: twoLeggedTie(first, second), returnDate: back.date }
}

/** Two clubs on neutral ground: the even mix of both venues (neutral.ts), as one match price. */
function neutralPrice(ctx: ReportContext, at: MatchRecord, a: string, b: string): MatchPrice {
  const one = ctx.predict(fixture(at.competition, at.season, a, b, at.date)).markets
  const other = ctx.predict(fixture(at.competition, at.season, b, a, at.date)).markets
  return priceOf(neutralMarkets(one, other))
}

/**
 * Every club's chance of getting through this round and each later fixed round (the final, on
 * neutral ground after the latest leg of this round).
 */
export function bracketOf(
  ctx: ReportContext,
  priced: readonly PricedTie[],
  laterRounds: number,
): Map<string, number[]> {
  const legs = priced.flatMap((p) => p.tie.legs)
  const latest = legs.reduce((a, m) => (m.date > a.date ? m : a), legs[0] as MatchRecord)
  const finalDay = { ...latest, date: addDays(latest.date, 1) }
  const memo = new Map<string, number>()
  const beats = (x: string, y: string) => {
    const key = `${x}|${y}`
    let v = memo.get(key)
    if (v === undefined) {
      v = singleMatchTie(neutralPrice(ctx, finalDay, x, y)).first
      memo.set(key, v)
    }
    return v
  }
  return bracketChances(
    priced.map((p) => ({ first: p.tie.first, second: p.tie.second, chance: p.chance.first })),
    laterRounds,
    beats,
  )
}
