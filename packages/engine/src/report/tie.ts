/**
 * Second legs of knockout ties: find the first leg in the data and say who goes through on
 * which second-leg results. Only for seasons without the away-goals rule (2021-22 on): before
 * that, level aggregates were not settled by extra time, and the model does not price that rule.
 */
import type { TieOutlook } from '../analysis-types.ts'
import { matrixFromMarkets, tieChances } from '../model/two-legged.ts'
import { longDate } from '../parser/calendar.ts'
import type { FixturePrediction, MatchRecord } from '../types.ts'
import { withArticle } from './article.ts'
import { capitalise, pct } from './format.ts'
import type { WorldIndex } from './world-index.ts'

/** Group and league-phase rounds meet twice too, but nobody goes through on one pairing. */
const NOT_KNOCKOUT = /^(?:group|gruppe|league|league phase)\b/i
/** First legs are one to five weeks before the second. */
const MAX_GAP_DAYS = 35
const FIRST_SEASON_WITHOUT_AWAY_GOALS = '2021-22'

/** Stage of a round heading: `Finals, Round of 16` → `Finals, Round of 16`; `Playoffs, Matchday 2` → `Playoffs`. */
function stage(round: string): string {
  return /,\s*matchday\s+\d+$/i.test(round) ? round.replace(/,\s*matchday\s+\d+$/i, '') : round
}

export function findFirstLeg(world: WorldIndex, m: MatchRecord): MatchRecord | undefined {
  if (!m.round || NOT_KNOCKOUT.test(m.round.trim()) || /(^|,\s*)final$/i.test(m.round.trim())) return undefined
  const earliest = new Date(Date.parse(`${m.date}T00:00:00Z`) - MAX_GAP_DAYS * 86_400_000).toISOString().slice(0, 10)
  return world
    .seasonMatches(m.competition, m.season)
    .find(
      (x) =>
        x.homeTeamId === m.awayTeamId &&
        x.awayTeamId === m.homeTeamId &&
        x.status === 'finished' &&
        x.homeGoals !== null &&
        x.awayGoals !== null &&
        x.date < m.date &&
        x.date >= earliest &&
        x.round !== undefined &&
        stage(x.round) === stage(m.round as string),
    )
}

export function buildTie(world: WorldIndex, p: FixturePrediction): TieOutlook | undefined {
  const m = p.match
  if (m.status !== 'scheduled' || m.season < FIRST_SEASON_WITHOUT_AWAY_GOALS) return undefined
  const first = findFirstLeg(world, m)
  if (!first) return undefined
  const home = world.teamName(m.homeTeamId)
  const away = world.teamName(m.awayTeamId)
  // The second-leg hosts were the visitors of the first leg.
  const aggregate = { home: first.awayGoals as number, away: first.homeGoals as number }
  const chances = tieChances(matrixFromMarkets(p.markets), aggregate, {
    lambda: p.markets.expectedGoals.home,
    mu: p.markets.expectedGoals.away,
  })
  const firstLeg = {
    date: first.date,
    home: away,
    away: home,
    homeGoals: first.homeGoals as number,
    awayGoals: first.awayGoals as number,
  }
  const favourite = chances.home >= chances.away ? home : away
  const summary = [
    `First leg ${longDate(first.date)}: ${away} ${firstLeg.homeGoals}–${firstLeg.awayGoals} ${home}.`,
    `Who goes through: **${home} ${pct(chances.home)}**, **${away} ${pct(chances.away)}** (${favourite} favoured).`,
    `${routes(home, away, chances.levelMargin, chances)}`,
    `If it is level after 90 minutes, extra time and perhaps penalties decide: the model gives ${home} ${pct(chances.extraTimeHome)} of that, pricing extra time at a third of each side's 90-minute expected goals and a shoot-out as a coin toss — a rough estimate.`,
  ].join(' ')
  return {
    firstLeg,
    aggregate,
    through: { home: chances.home, away: chances.away },
    routes: { homeIn90: chances.homeIn90, extraTime: chances.extraTime, awayIn90: chances.awayIn90 },
    summary,
  }
}

/** Which second-leg results put each side through, with their probabilities. */
function routes(
  home: string,
  away: string,
  level: number,
  c: { homeIn90: number; extraTime: number; awayIn90: number },
): string {
  const homeWin = (n: number) => `${withArticle(home)} win${n > 1 ? ` by ${n} or more` : ''}`
  const awayWin = (n: number) => `${withArticle(away)} win${n > 1 ? ` by ${n} or more` : ''}`
  let homeThrough: string
  let extra: string
  let awayThrough: string
  if (level > 0) {
    homeThrough = homeWin(level + 1)
    extra = `${withArticle(home)} win by exactly ${level}`
    awayThrough = level === 1 ? `a draw or ${awayWin(1)}` : `anything less`
  } else if (level === 0) {
    homeThrough = homeWin(1)
    extra = 'a draw'
    awayThrough = awayWin(1)
  } else {
    const k = -level
    homeThrough = k === 1 ? `a draw or ${homeWin(1)}` : `anything better than ${withArticle(`${k}-goal`)} ${away} win`
    extra = `${withArticle(away)} win by exactly ${k}`
    awayThrough = awayWin(k + 1)
  }
  return `${capitalise(homeThrough)} puts ${home} through in 90 minutes (${pct(c.homeIn90)}); ${extra} takes the tie to extra time (${pct(c.extraTime)}); ${awayThrough} puts ${away} through (${pct(c.awayIn90)}).`
}
