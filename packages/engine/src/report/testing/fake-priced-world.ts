/**
 * The test world with bookmaker prices (issue 31): the Premier League fixtures of 14–15 March
 * carry opening prices from Pinnacle (close to the model, with a margin), bet365 and William
 * Hill (one side each priced generously, so some outcomes hold value by the model) and the
 * market average; the Bundesliga fixtures carry none. Prices are set from the fake predictor's
 * own probabilities so the edges are known: the point is the answers, not the prices.
 */
import type { AnalyzerWorld } from '../../analyze.ts'
import type { MatchPrice } from '../../data/external/external-row.ts'
import type { MatchRecord } from '../../types.ts'
import { fakeWorld } from './fake-world.ts'

const milli = (odds: number) => Math.round(odds * 1000)

/** A book of the model's probabilities with `margin` spread over them, one outcome shaded by `boost`. */
function book(probabilities: number[], margin: number, boost: { index: number; factor: number } | null): number[] {
  return probabilities.map((p, i) => {
    const fair = 1 / (p * (1 + margin))
    return milli(boost && boost.index === i ? fair * boost.factor : fair)
  })
}

function oneXTwo(bookmaker: string, [h, d, a]: number[]): MatchPrice {
  return { market: '1x2', lineX100: 0, bookmaker, kind: 'opening', homeMilli: h, drawMilli: d, awayMilli: a }
}

function total(bookmaker: string, [over, under]: number[]): MatchPrice {
  return { market: 'total', lineX100: 250, bookmaker, kind: 'opening', overMilli: over, underMilli: under }
}

/** Which outcome each priced fixture's generous bookmaker overprices (0 home, 1 draw, 2 away), and by how much. */
const GENEROUS: Record<string, { index: number; factor: number }> = {
  'liverpool-crystal-palace': { index: 0, factor: 1.12 },
  'arsenal-chelsea': { index: 0, factor: 1.1 },
  'tottenham-hotspur-newcastle-united': { index: 2, factor: 1.02 },
}

export function fakePricedWorld(): AnalyzerWorld {
  const world = fakeWorld()
  const priced = (m: MatchRecord): MatchRecord => {
    if (m.competition !== 'en.1' || m.status !== 'scheduled' || m.date > '2026-03-15') return m
    const mk = world.predictor.predict(m).markets
    const result = [mk.home, mk.draw, mk.away]
    const goals = [mk.over['2.5'], mk.under['2.5']]
    const generous = GENEROUS[`${m.homeTeamId}-${m.awayTeamId}`] ?? null
    const prices: MatchPrice[] = [
      oneXTwo('pinnacle', book(result, 0.025, null)),
      oneXTwo('bet365', book(result, 0.05, generous)),
      oneXTwo('williamhill', book(result, 0.06, null)),
      oneXTwo('market_average', book(result, 0.05, null)),
      total('pinnacle', book(goals, 0.03, null)),
      total('bet365', book(goals, 0.06, null)),
    ]
    return { ...m, prices }
  }
  return { ...world, matches: world.matches.map(priced) }
}
