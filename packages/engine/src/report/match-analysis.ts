/** The per-match detail behind a preview or a deep analysis, all from the prediction and history. */
import type { MatchAnalysis } from '../analysis-types.ts'
import type { FixturePrediction } from '../types.ts'
import { modelGap } from './confidence.ts'
import { pct } from './format.ts'
import { marketViewsOf } from './market-view.ts'
import { staleResults } from './picks.ts'
import { describeStakes } from './stakes-line.ts'
import { buildTie } from './tie.ts'
import type { WorldIndex } from './world-index.ts'

/** Gap between the two models' 1X2 prices worth pointing out to the user. */
export const DISAGREEMENT = 0.08

export function buildMatchAnalysis(
  p: FixturePrediction,
  world: WorldIndex,
  today?: string,
  /** Only this bookmaker's price counts as the best one ("at bet365"). */
  bookmaker?: string,
): MatchAnalysis {
  const m = p.match
  const home = world.teamName(m.homeTeamId)
  const away = world.teamName(m.awayTeamId)
  const analysis: MatchAnalysis = {
    matchId: m.id,
    home,
    away,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    competition: m.competition,
    kickoff: m.kickoff,
    competitionName: world.competitionName(m.competition),
    status: m.status,
    markets: p.markets,
    topScores: p.markets.correctScores.slice(0, 5),
    recentForm: { home: world.form(m.homeTeamId, m.date), away: world.form(m.awayTeamId, m.date) },
    headToHead: world.headToHead(m.homeTeamId, m.awayTeamId, m.date),
    models: p.models,
  }
  if (m.status === 'finished' && m.homeGoals !== null && m.awayGoals !== null)
    analysis.result = { home: m.homeGoals, away: m.awayGoals }
  if (m.timeTbc) analysis.timeTbc = true
  const stale = today && m.status === 'scheduled' ? staleResults(world, m.competition, today, m.date) : undefined
  if (stale) analysis.staleSince = stale
  const tie = buildTie(world, p)
  if (tie) analysis.tie = tie
  const stakes = p.stakes ? describeStakes(p.stakes, home, away, m.competition) : undefined
  if (stakes) analysis.stakes = stakes
  const disagreement = describeDisagreement(p, home, away)
  if (disagreement) analysis.disagreement = disagreement
  const views = marketViewsOf(p, home, away, bookmaker)
  if (views.length > 0) analysis.marketViews = views
  return analysis
}

/** Which outcome the models split on most, and which way: the user's cue to be careful. */
export function describeDisagreement(p: FixturePrediction, home: string, away: string): string | undefined {
  if (modelGap(p) < DISAGREEMENT) return undefined
  const dc = p.models.find((v) => v.model === 'dixon-coles')
  const elo = p.models.find((v) => v.model === 'elo')
  if (!dc || !elo) return undefined
  const gaps = [
    { label: `${article(home)} ${home} win`, a: dc.home, b: elo.home },
    { label: 'a draw', a: dc.draw, b: elo.draw },
    { label: `${article(away)} ${away} win`, a: dc.away, b: elo.away },
  ].sort((x, y) => Math.abs(y.a - y.b) - Math.abs(x.a - x.b))
  const g = gaps[0]
  if (!g) return undefined
  // The 'dixon-coles' view is the goal side of the blend (Dixon–Coles and, in league matches, the Kalman model).
  const higher = g.a > g.b ? 'the goal models are' : 'the results model (Elo) is'
  return `The models split on ${g.label}: goal models ${pct(g.a)}, Elo ${pct(g.b)}; ${higher} the more positive.`
}

/** "an Arsenal win", "a Chelsea win": by the first letter, which is right for club names. */
function article(name: string): string {
  return /^[AEIOU]/i.test(name) ? 'an' : 'a'
}
