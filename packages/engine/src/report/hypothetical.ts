/**
 * A meeting the data does not schedule, priced as if it were played now: first-named team at
 * home (or an even mix of both venues on neutral ground), in the competition the two share most
 * recently, with the same predictor as real fixtures. The models rate teams only within a
 * competition, so pairs with no current league in common are refused rather than guessed.
 */
import type { MatchAnalysis } from '../analysis-types.ts'
import { addDays, daysBetween, longDate } from '../parser/calendar.ts'
import type { FixturePrediction, MatchRecord } from '../types.ts'
import type { ReportContext } from './context.ts'
import { buildMatchAnalysis } from './match-analysis.ts'
import { neutralPrediction } from './neutral.ts'

/** A shared league result older than this (against the league's newest) means one side has moved on. */
const SHARED_STALE_DAYS = 180

export type Hypothetical =
  | { priced: true; prediction: FixturePrediction; analysis: MatchAnalysis; competition: string }
  | { priced: false; reason: string }

export function hypotheticalId(competition: string, home: string, away: string, neutral: boolean): string {
  return `hypothetical:${competition}:${home}:${away}${neutral ? ':neutral' : ''}`
}

export function priceHypothetical(ctx: ReportContext, home: string, away: string, neutral: boolean): Hypothetical {
  const w = ctx.world
  const names = `${w.teamName(home)} and ${w.teamName(away)}`
  const shared = w.sharedCompetition(home, away, addDays(ctx.today, 1))
  if (!shared)
    return {
      priced: false,
      reason: `${names} have no competition in common in the data, and the models rate teams only against their own league, so I can't price a meeting between them honestly.`,
    }
  const leagueLast = w.lastResult(shared.competition) ?? shared.lastDate
  // Old cup seasons (a Champions League tie two years ago) and relegated sides are not a current link.
  const current = w.isCovered(shared.competition, ctx.freshness.lastResultDate ?? ctx.today)
  if (!current || daysBetween(shared.lastDate, leagueLast) > SHARED_STALE_DAYS)
    return {
      priced: false,
      reason: `${names} last played in the same competition (${w.competitionName(shared.competition)}) up to ${longDate(shared.lastDate)}; the models rate teams only against their current league, so I can't price a meeting now honestly.`,
    }
  const match = (h: string, a: string): MatchRecord => ({
    id: hypotheticalId(shared.competition, h, a, false),
    competition: shared.competition,
    season: shared.season,
    kickoff: new Date(ctx.now).toISOString(),
    date: ctx.today,
    homeTeamId: h,
    awayTeamId: a,
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
  })
  const first = match(home, away)
  // The predictor is memoised by id; the record is re-attached so the kick-off is this request's.
  let prediction: FixturePrediction = { ...ctx.predict(first), match: first }
  if (neutral) {
    const other = ctx.predict(match(away, home))
    prediction = neutralPrediction(prediction, other)
    prediction.match = { ...first, id: hypotheticalId(shared.competition, home, away, true) }
  }
  const analysis: MatchAnalysis = { ...buildMatchAnalysis(prediction, w), hypothetical: true }
  return { priced: true, prediction, analysis, competition: shared.competition }
}
