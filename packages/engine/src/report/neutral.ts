/**
 * Neutral ground without a neutral-venue model: an even mix of both venues (A at home to B,
 * B at home to A). Every market is linear in the scoreline matrix, so mixing the two
 * orientations' probabilities is exactly the market of the mixed matrix; home advantage cancels.
 */
import type { FixturePrediction, MarketProbabilities, ModelView, TeamGoalLine } from '../types.ts'

type Scores = MarketProbabilities['correctScores']

const mid = (x: number, y: number) => (x + y) / 2

function mixLines<K extends string>(a: Record<K, number>, b: Record<K, number>): Record<K, number> {
  const out = {} as Record<K, number>
  for (const k of Object.keys(a) as K[]) out[k] = mid(a[k], b[k])
  return out
}

/** Scorelines of both lists as (first-named, second-named) goals, averaged; a score missing from one list counts 0 there. */
function mixScores(a: Scores, reversed: Scores): Scores {
  const sum = new Map<string, { home: number; away: number; probability: number }>()
  const add = (home: number, away: number, p: number) => {
    const key = `${home}-${away}`
    const cell = sum.get(key) ?? { home, away, probability: 0 }
    cell.probability += p / 2
    sum.set(key, cell)
  }
  for (const s of a) add(s.home, s.away, s.probability)
  for (const s of reversed) add(s.away, s.home, s.probability)
  return [...sum.values()].sort((x, y) => y.probability - x.probability).slice(0, Math.max(a.length, 10))
}

/** `a` prices first-named at home; `b` the same two teams the other way round. Result is from the first-named team's side. */
export function neutralMarkets(a: MarketProbabilities, b: MarketProbabilities): MarketProbabilities {
  const teamOver = (x: Record<TeamGoalLine, number>, y: Record<TeamGoalLine, number>) => mixLines(x, y)
  return {
    home: mid(a.home, b.away),
    draw: mid(a.draw, b.draw),
    away: mid(a.away, b.home),
    over: mixLines(a.over, b.over),
    under: mixLines(a.under, b.under),
    bttsYes: mid(a.bttsYes, b.bttsYes),
    bttsNo: mid(a.bttsNo, b.bttsNo),
    doubleChance: {
      homeOrDraw: mid(a.doubleChance.homeOrDraw, b.doubleChance.awayOrDraw),
      awayOrDraw: mid(a.doubleChance.awayOrDraw, b.doubleChance.homeOrDraw),
      homeOrAway: mid(a.doubleChance.homeOrAway, b.doubleChance.homeOrAway),
    },
    // Conditional on no draw: mix the joint win probabilities, then renormalise.
    drawNoBet: (() => {
      const home = mid(a.home, b.away)
      const away = mid(a.away, b.home)
      const decided = home + away || 1
      return { home: home / decided, away: away / decided }
    })(),
    cleanSheet: { home: mid(a.cleanSheet.home, b.cleanSheet.away), away: mid(a.cleanSheet.away, b.cleanSheet.home) },
    winToNil: { home: mid(a.winToNil.home, b.winToNil.away), away: mid(a.winToNil.away, b.winToNil.home) },
    teamOver: { home: teamOver(a.teamOver.home, b.teamOver.away), away: teamOver(a.teamOver.away, b.teamOver.home) },
    correctScores: mixScores(a.correctScores, b.correctScores),
    expectedGoals: {
      home: mid(a.expectedGoals.home, b.expectedGoals.away),
      away: mid(a.expectedGoals.away, b.expectedGoals.home),
    },
    ...mixDifference(a.goalDifference, b.goalDifference),
  }
}

/** Margins from the first-named side: `b`'s margins are seen from the other team, so flipped. */
function mixDifference(
  a: Record<string, number> | undefined,
  b: Record<string, number> | undefined,
): { goalDifference?: Record<string, number> } {
  if (!a || !b) return {}
  const out: Record<string, number> = {}
  for (const [d, p] of Object.entries(a)) out[d] = (out[d] ?? 0) + p / 2
  for (const [d, p] of Object.entries(b)) out[-Number(d)] = (out[-Number(d)] ?? 0) + p / 2
  return { goalDifference: out }
}

function mixView(a: ModelView, b: ModelView | undefined): ModelView {
  if (!b) return a
  return { model: a.model, home: mid(a.home, b.away), draw: mid(a.draw, b.draw), away: mid(a.away, b.home) }
}

/** The neutral-ground prediction, keeping `a`'s match record and first-named team as "home". */
export function neutralPrediction(a: FixturePrediction, b: FixturePrediction): FixturePrediction {
  return {
    match: a.match,
    markets: neutralMarkets(a.markets, b.markets),
    models: a.models.map((v) =>
      mixView(
        v,
        b.models.find((w) => w.model === v.model),
      ),
    ),
    ratings: a.ratings,
  }
}
