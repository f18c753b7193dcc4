/**
 * Model v market in an answer (issue 31): an outcome's model probability set beside the stored
 * prices (market/model-v-market.ts), as the shape answers carry and the line they print. Nothing
 * is shown for an outcome with no stored price: no price is ever invented.
 */
import type { ModelVersusMarket } from '../analysis-types.ts'
import { bookmakerName } from '../market/bookmakers.ts'
import { DEFAULT_KELLY } from '../market/kelly.ts'
import { compareWithMarket } from '../market/model-v-market.ts'
import { clearsValueRule } from '../market/value-rule.ts'
import type { FixturePrediction, GoalLine, MatchRecord } from '../types.ts'

export function marketView(
  match: MatchRecord,
  outcome: { key: string; label: string; probability: number },
  bookmaker?: string,
): ModelVersusMarket | undefined {
  // A played match is a result, not a bet: its prices are for the eval, not for an answer.
  if (match.status !== 'scheduled' || !match.prices || match.prices.length === 0) return undefined
  const c = compareWithMarket(match, outcome.key, outcome.probability, bookmaker)
  if (!c) return undefined
  return {
    outcome: outcome.key,
    label: outcome.label,
    modelProbability: round(outcome.probability),
    ...(c.market
      ? {
          market: {
            probability: round(c.market.probability),
            method: c.market.method,
            bookmaker: c.market.bookmaker,
            bookmakerName: bookmakerName(c.market.bookmaker),
            kind: c.market.kind,
            margin: round(c.market.margin),
          },
        }
      : {}),
    best: {
      price: c.best.priceMilli / 1000,
      bookmaker: c.best.bookmaker,
      bookmakerName: bookmakerName(c.best.bookmaker),
      kind: c.best.kind,
    },
    edge: round(c.edge),
    // A stake only where the outcome clears the value rule: a long shot's large "edge" is the
    // model's error as often as the market's (decision 160).
    stake: clearsValueRule(outcome.probability, c.edge) ? round(c.stake) : 0,
    kelly: { fraction: DEFAULT_KELLY.fraction, cap: DEFAULT_KELLY.cap },
  }
}

/** The goal lines stored for a match's totals, as the model's line keys ('2.5'). */
export function storedTotalLines(match: MatchRecord): GoalLine[] {
  const lines = new Set<GoalLine>()
  for (const p of match.prices ?? []) if (p.market === 'total') lines.add((p.lineX100 / 100).toFixed(1) as GoalLine)
  return [...lines].sort()
}

/**
 * Every outcome of a fixture that has a stored price, beside the market: home, draw, away, and
 * over and under each stored goal line the model prices.
 */
export function marketViewsOf(
  p: FixturePrediction,
  home: string,
  away: string,
  bookmaker?: string,
): ModelVersusMarket[] {
  const mk = p.markets
  const outcomes = [
    { key: 'home_win', label: `${home} win`, probability: mk.home },
    { key: 'draw', label: 'Draw', probability: mk.draw },
    { key: 'away_win', label: `${away} win`, probability: mk.away },
    ...storedTotalLines(p.match).flatMap((line) =>
      mk.over[line] === undefined
        ? []
        : [
            { key: `over_${line}`, label: `Over ${line} goals`, probability: mk.over[line] },
            { key: `under_${line}`, label: `Under ${line} goals`, probability: mk.under[line] },
          ],
    ),
  ]
  return outcomes.flatMap((o) => {
    const view = marketView(p.match, o, bookmaker)
    return view ? [view] : []
  })
}

export const signedEdge = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`
const share = (x: number) => `${(x * 100).toFixed(1).replace(/\.0$/, '')}%`
const whole = (x: number) => `${Math.round(x * 100)}%`

/** "Model 58% v market 52% (Shin, Pinnacle opening)": the two probabilities side by side. */
export function sideBySide(v: ModelVersusMarket): string {
  const market = v.market
    ? `market ${whole(v.market.probability)} (${v.market.bookmakerName}'s ${v.market.kind} price, margin removed by ${v.market.method}'s method)`
    : 'no complete book to take the margin out of'
  return `model ${whole(v.modelProbability)} v ${market}`
}

/** "best price 2.10 at bet365 (opening)". */
export function bestPriceText(v: ModelVersusMarket): string {
  return `best price ${v.best.price.toFixed(2)} at ${v.best.bookmakerName} (${v.best.kind})`
}

/** The stake suggestion, clearly optional and capped; none without an edge. */
export function stakeText(v: ModelVersusMarket): string {
  if (v.stake <= 0)
    return v.edge > 0
      ? 'no stake suggested (the edge does not clear the value rule)'
      : 'no stake suggested (no edge at this price)'
  return `optional stake ${share(v.stake)} of a betting bankroll (${fractionWord(v.kelly.fraction)} Kelly, capped at ${share(v.kelly.cap)}; only money you can afford to lose)`
}

function fractionWord(f: number): string {
  return f === 0.25 ? 'quarter' : f === 0.5 ? 'half' : `${f}×`
}

/** A preview's model-v-market lines: one per priced outcome, or nothing when none is stored. */
export function marketSection(views: readonly ModelVersusMarket[] | undefined): string[] {
  if (!views || views.length === 0) return []
  return ['', '**Model v market** (stored bookmaker prices):', ...views.map((v) => `- ${marketLine(v)}`)]
}

/** One line of a pick or a preview: both probabilities, the price and where, the edge, the stake. */
export function marketLine(v: ModelVersusMarket): string {
  return `${v.label}: ${sideBySide(v)} · ${bestPriceText(v)} · edge ${signedEdge(v.edge)} · ${stakeText(v)}`
}

function round(x: number, digits = 4): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}
