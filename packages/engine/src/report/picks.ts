/**
 * Ranking fixtures into picks: best outcome of the asked market per fixture, sorted by
 * probability, cut at the bar the market deserves. Fewer qualifiers than asked is reported,
 * never padded silently.
 */
import type { MarketSelection, Pick } from '../analysis-types.ts'
import type { FixturePrediction } from '../types.ts'
import { confidenceOf } from './confidence.ts'
import { fairOdds } from './format.ts'
import { bestOutcome, qualifyingBar } from './markets.ts'
import { reasonFor } from './reason.ts'
import { shotForm } from './shot-form.ts'
import { describeStakes } from './stakes-line.ts'
import type { WorldIndex } from './world-index.ts'

export const DEFAULT_PICK_COUNT = 3

export interface RankedPicks {
  picks: Pick[]
  /** The best candidates under the bar, for an honest "closest misses" line. */
  nearMisses: Pick[]
  asked: number
  bar: number
}

export function toPick(
  p: FixturePrediction,
  selection: MarketSelection | null,
  world: WorldIndex,
  today?: string,
): Pick {
  const m = p.match
  const home = world.teamName(m.homeTeamId)
  const away = world.teamName(m.awayTeamId)
  const outcome = bestOutcome(selection, p, home, away)
  const staleSince = today ? staleResults(world, m.competition, today, m.date) : undefined
  const stakes = p.stakes ? describeStakes(p.stakes, home, away, m.competition) : undefined
  return {
    matchId: m.id,
    competition: m.competition,
    competitionName: world.competitionName(m.competition),
    kickoff: m.kickoff,
    date: m.date,
    home,
    away,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    market: outcome.key,
    marketLabel: outcome.label,
    probability: round(outcome.probability),
    fairOdds: outcome.fairOdds ?? fairOdds(outcome.probability),
    confidence: confidenceOf(outcome.probability, outcome.family, p, isStale(world, m.competition, m.date)),
    reason: reasonFor({
      prediction: p,
      outcome,
      home,
      away,
      homeForm: world.form(m.homeTeamId, m.date),
      awayForm: world.form(m.awayTeamId, m.date),
      homeShots: shotForm(m.homeTeamId, world.recentMatches(m.homeTeamId, m.date)),
      awayShots: shotForm(m.awayTeamId, world.recentMatches(m.awayTeamId, m.date)),
    }),
    expectedGoals: { home: round(p.markets.expectedGoals.home, 2), away: round(p.markets.expectedGoals.away, 2) },
    ...(m.timeTbc ? { timeTbc: true as const } : {}),
    ...(staleSince ? { staleSince } : {}),
    ...(stakes ? { stakes } : {}),
  }
}

/** Three weeks without a result in a league mid-season means the feed stopped, not a break. */
export const STALE_DAYS = 21

/**
 * The competition's newest result when it is more than STALE_DAYS before the fixture (or
 * before today, for fixtures further ahead: results could not exist yet); undefined when fresh.
 */
export function staleResults(world: WorldIndex, competition: string, today: string, date: string): string | undefined {
  const last = world.lastResult(competition)
  const reference = date < today ? date : today
  if (!last) return undefined
  return Date.parse(reference) - Date.parse(last) > STALE_DAYS * 86_400_000 ? last : undefined
}

export function rankPicks(
  predictions: FixturePrediction[],
  selection: MarketSelection | null,
  count: number | null,
  world: WorldIndex,
  today?: string,
): RankedPicks {
  const asked = count ?? DEFAULT_PICK_COUNT
  const bar = qualifyingBar(selection)
  // Rank on raw probabilities, fresh leagues before stale ones (a price on months-old form is
  // not a banker however high), ties by kick-off then id so the order is stable.
  const all = predictions
    .map((p) => ({
      p,
      prob: bestOutcome(selection, p, '', '').probability,
      stale: today ? (staleResults(world, p.match.competition, today, p.match.date) ? 1 : 0) : 0,
    }))
    .sort(
      (a, b) =>
        a.stale - b.stale ||
        b.prob - a.prob ||
        a.p.match.kickoff.localeCompare(b.p.match.kickoff) ||
        a.p.match.id.localeCompare(b.p.match.id),
    )
  const qualifying = all.filter((x) => x.prob >= bar)
  const chosen = qualifying.slice(0, asked)
  const misses =
    chosen.length < asked ? all.filter((x) => x.prob < bar).slice(0, Math.min(2, asked - chosen.length)) : []
  return {
    picks: chosen.map((x) => toPick(x.p, selection, world, today)),
    nearMisses: misses.map((x) => toPick(x.p, selection, world, today)),
    asked,
    bar,
  }
}

/** Ratings of a league whose results stopped weeks before the fixture are old news. */
function isStale(world: WorldIndex, competition: string, date: string): boolean {
  const last = world.lastResult(competition)
  return !last || Date.parse(date) - Date.parse(last) > 45 * 86_400_000
}

function round(x: number, digits = 4): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}
