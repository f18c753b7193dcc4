/**
 * Scores a sealed outright (title, top four, relegation, promotion) once its season is over
 * (decision 324): every fixture of the competition's season played, and every side with the same
 * number of matches, at least a home and an away game against each other side.
 *
 * The final table ranks by points, then goal difference, then goals scored. Where two sides at
 * the edge of the places are level on points, leagues part them by rules the data does not hold
 * (head-to-head in Spain and Italy): the outright is left unscored and counted as an error for
 * the operator, never settled by a guess.
 *
 * - Title: one winner, a many-outcome forecast: hit = the likeliest side won; Brier Σ(p − y)²;
 *   log-loss −ln p(winner).
 * - Top four, relegation, promotion: each side a yes/no forecast: hit = the likeliest side made
 *   it; Brier and log-loss averaged over the sides.
 */
import { logLossBinary } from '@pitchwise/engine/eval/metrics'
import { promotionPlaces, relegationPlaces } from '@pitchwise/engine/report/simulate-season'
import { NO_PRICE } from './price-scores.ts'
import type { Scored } from './score-rows.ts'
import { readSealed } from './sealed-reading.ts'

export interface SeasonMatch {
  home: string
  away: string
  status: 'scheduled' | 'finished'
  home_goals: number | null
  away_goals: number | null
}

interface Standing {
  team: string
  played: number
  points: number
  goalDifference: number
  goalsFor: number
}

/** The final table by team name; null while the season is not over. */
export function finalTable(matches: readonly SeasonMatch[]): Standing[] | null {
  if (matches.length === 0 || matches.some((m) => m.status !== 'finished' || m.home_goals === null)) return null
  const table = new Map<string, Standing>()
  const row = (team: string) => {
    const found = table.get(team) ?? { team, played: 0, points: 0, goalDifference: 0, goalsFor: 0 }
    table.set(team, found)
    return found
  }
  for (const m of matches) {
    const home = row(m.home)
    const away = row(m.away)
    const hg = m.home_goals as number
    const ag = m.away_goals as number
    home.played++
    away.played++
    home.goalsFor += hg
    away.goalsFor += ag
    home.goalDifference += hg - ag
    away.goalDifference += ag - hg
    if (hg > ag) home.points += 3
    else if (hg < ag) away.points += 3
    else {
      home.points++
      away.points++
    }
  }
  const rows = [...table.values()]
  const played = rows[0]?.played ?? 0
  if (rows.some((r) => r.played !== played) || played < 2 * (rows.length - 1)) return null
  return rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      a.team.localeCompare(b.team),
  )
}

/** The positions (0-based) a target counts; null when the competition has none of them. */
function placesOf(target: string, code: string, teams: number): number[] | null {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i)
  switch (target) {
    case 'outright_title':
      return [0]
    case 'outright_top_four':
      return range(0, Math.min(4, teams))
    case 'outright_relegation':
      return range(teams - relegationPlaces(code), teams)
    case 'outright_promotion':
      return promotionPlaces(code) > 0 ? range(0, promotionPlaces(code)) : null
  }
  return null
}

export function scoreOutright(
  seq: string,
  market: string,
  code: string,
  canonical: string,
  matches: readonly SeasonMatch[],
): Scored {
  const table = finalTable(matches)
  if (!table) return { wait: true }
  const places = placesOf(market, code, table.length)
  if (!places) return { error: `no places for ${market} in ${code}` }
  // A points tie across the edge of the places is parted by rules the data does not hold.
  const last = places.at(-1) as number
  const first = places[0] as number
  const edges = [
    [last, last + 1],
    [first - 1, first],
  ]
  for (const [a, b] of edges) {
    const above = table[a as number]
    const below = table[b as number]
    if (above && below && above.points === below.points)
      return { error: `${above.team} and ${below.team} level on points at the edge of ${market}` }
  }
  const made = new Set(places.map((i) => (table[i] as Standing).team))
  const sealed = readSealed(canonical)
  const forecasts = Object.entries(sealed.probabilities)
  if (forecasts.length === 0) return { error: 'an outright without probabilities' }
  const likeliest = forecasts.reduce((best, f) => (f[1] > best[1] ? f : best))[0]
  let brier = 0
  let logLoss = 0
  for (const [team, p] of forecasts) {
    const y = made.has(team) ? 1 : 0
    brier += (p - y) ** 2
    logLoss += logLossBinary(p, y === 1)
  }
  const single = market === 'outright_title'
  const winner = [...made][0] as string
  return {
    row: {
      seq,
      outcome: 'scored',
      home_goals: null,
      away_goals: null,
      hit: made.has(likeliest),
      brier: single ? brier : brier / forecasts.length,
      log_loss: single ? -Math.log(Math.max(1e-12, sealed.probabilities[winner] ?? 0)) : logLoss / forecasts.length,
      rps: null,
      ...NO_PRICE,
    },
  }
}
