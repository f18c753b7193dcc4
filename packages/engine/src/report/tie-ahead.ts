/**
 * "Who goes through Barcelona or Newcastle" before the first leg: the tie over both legs, every
 * first-leg score weighted by its probability, then the return leg (tie.ts covers second legs).
 */
import { longDate } from '../parser/calendar.ts'
import type { MatchRecord } from '../types.ts'
import type { ReportContext } from './context.ts'
import { pct } from './format.ts'
import { priceTie } from './knockout-prices.ts'
import { stageOf } from './knockout-stages.ts'

/** Return legs are one to five weeks after the first. */
const MAX_GAP_DAYS = 35
/** Before 2021-22 away goals broke level ties, which the model does not price. */
const FIRST_SEASON_WITHOUT_AWAY_GOALS = '2021-22'

/** The listed return leg of a knockout first leg still to be played, if the data has one. */
export function returnLeg(ctx: ReportContext, m: MatchRecord): MatchRecord | undefined {
  const stage = stageOf(m.round)
  if (m.status !== 'scheduled' || !stage || stage === 'league' || stage === 'final') return undefined
  const latest = new Date(Date.parse(`${m.date}T00:00:00Z`) + MAX_GAP_DAYS * 86_400_000).toISOString().slice(0, 10)
  return ctx.world
    .seasonMatches(m.competition, m.season)
    .find(
      (x) =>
        x.homeTeamId === m.awayTeamId &&
        x.awayTeamId === m.homeTeamId &&
        x.date > m.date &&
        x.date <= latest &&
        stageOf(x.round) === stage,
    )
}

/** One paragraph: each side's chance over both legs, or undefined when `m` is no first leg to come. */
export function tieAheadSummary(ctx: ReportContext, m: MatchRecord): string | undefined {
  if (m.season < FIRST_SEASON_WITHOUT_AWAY_GOALS) return undefined
  const back = returnLeg(ctx, m)
  const stage = stageOf(m.round)
  if (!back || !stage || stage === 'league') return undefined
  const { chance } = priceTie(ctx, { stage, first: m.homeTeamId, second: m.awayTeamId, legs: [m, back] })
  const home = ctx.world.teamName(m.homeTeamId)
  const away = ctx.world.teamName(m.awayTeamId)
  return [
    `Who goes through over both legs: **${home} ${pct(chance.first)}**, **${away} ${pct(chance.second)}** (first leg ${longDate(m.date)} at ${home}, second leg ${longDate(back.date)} at ${away}).`,
    `Every first-leg score is weighted by its probability, then the second leg priced on it; level on aggregate after both legs (${pct(chance.extraTime)}) means extra time, priced at a third of each side's 90-minute expected goals, then penalties as a coin toss.`,
  ].join(' ')
}
