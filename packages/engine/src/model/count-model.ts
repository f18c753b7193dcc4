/**
 * The count model (issue 31): expected corners, cards and shots of a fixture, fitted like the goal
 * model. Each side's count is the league's home (or away) mean times the side's "for" rate times
 * the opponent's "against" rate; both rates are time-decayed ratios of what the club produced
 * and conceded to what the league's mean would give, shrunk towards 1 by a prior worth a few
 * matches. Totals and team counts are negative binomial: corners, cards and shots vary more than
 * a Poisson allows (referees, game state), by the dispersion measured in `npm run eval:counts`.
 * Where the league has no recent statistics the model says nothing: no counts, no price.
 */
import { type CountIndex, type CountStat, countBefore, type StatMatch, statPair } from './count-index.ts'

export const COUNT_MODEL = {
  /** The league means come from its matches this many days before the fixture. */
  leagueDays: 365,
  /** Fewer statistics than this in that year: the league has no counts to price from. */
  minLeagueMatches: 50,
  /** A club's form counts from its matches in this many days before the fixture... */
  teamDays: 730,
  /** ...each weighted by half every this many days of age. */
  halfLifeDays: 180,
  /** The prior pulls each rate towards the league mean with the weight of this many matches. */
  shrinkMatches: 6,
}

/**
 * Negative-binomial sizes (variance = mean + mean² / size) fitted by moments on the seasons
 * 2010-11 to 2014-15 (`npm run eval:counts -- --fit`); the calibration of 2015-16 to 2021-22 is
 * measured with them fixed (docs/model-card.md, "Counts beyond goals"). Infinity is a Poisson.
 */
export const COUNT_DISPERSION: Record<CountStat, { total: number; side: number }> = {
  corners: { total: 65, side: 14 },
  // Cards: no overdispersion beyond the model's means at the side level (moments gave a negative 1/size).
  cards: { total: 575, side: Number.POSITIVE_INFINITY },
  shots: { total: 183, side: 29 },
  shots_on_target: { total: 54, side: 29 },
}

export interface CountForecast {
  stat: CountStat
  /** Expected count of each side. */
  home: number
  away: number
  /** The league's mean home and away count over its last year. */
  leagueHome: number
  leagueAway: number
  /** Matches with statistics behind each side's rates (before the fixture). */
  homeMatches: number
  awayMatches: number
}

export interface Fixture {
  competition: string
  date: string
  homeTeamId: string
  awayTeamId: string
}

/** The league's mean home and away count over the year before `day`, or null when it has too few. */
export function leagueMeans(
  index: CountIndex,
  competition: string,
  day: string,
  stat: CountStat,
): { home: number; away: number; matches: number } | null {
  return index.memo(`league|${competition}|${day}|${stat}`, () => measureLeague(index, competition, day, stat))
}

function measureLeague(
  index: CountIndex,
  competition: string,
  day: string,
  stat: CountStat,
): { home: number; away: number; matches: number } | null {
  const since = shiftDays(day, -COUNT_MODEL.leagueDays)
  let home = 0
  let away = 0
  let n = 0
  const list = index.competition(competition)
  const listEnd = countBefore(list, day)
  for (let i = listEnd - 1; i >= 0; i--) {
    const m = list[i] as StatMatch
    if (m.date < since) break
    const pair = statPair(m.statistics, stat)
    if (!pair) continue
    home += pair[0]
    away += pair[1]
    n++
  }
  if (n < COUNT_MODEL.minLeagueMatches) return null
  return { home: home / n, away: away / n, matches: n }
}

/** A club's "for" and "against" rates (1 = the league's mean), shrunk and time-decayed. */
function rates(
  index: CountIndex,
  teamId: string,
  day: string,
  stat: CountStat,
  league: { home: number; away: number },
): { attack: number; concede: number; matches: number } {
  const since = shiftDays(day, -COUNT_MODEL.teamDays)
  const mean = (league.home + league.away) / 2
  const prior = COUNT_MODEL.shrinkMatches * mean
  let forSum = prior
  let forExpected = prior
  let againstSum = prior
  let againstExpected = prior
  let n = 0
  const list = index.team(teamId)
  const listEnd = countBefore(list, day)
  const now = Date.parse(`${day}T00:00:00Z`)
  for (let i = listEnd - 1; i >= 0; i--) {
    const m = list[i] as StatMatch
    if (m.date < since) break
    const pair = statPair(m.statistics, stat)
    if (!pair) continue
    const home = m.homeTeamId === teamId
    const w = 0.5 ** ((now - Date.parse(`${m.date}T00:00:00Z`)) / 86_400_000 / COUNT_MODEL.halfLifeDays)
    forSum += w * (home ? pair[0] : pair[1])
    forExpected += w * (home ? league.home : league.away)
    againstSum += w * (home ? pair[1] : pair[0])
    againstExpected += w * (home ? league.away : league.home)
    n++
  }
  return { attack: forSum / forExpected, concede: againstSum / againstExpected, matches: n }
}

/** The fixture's expected counts, or null when its league has no statistics in the year before it. */
export function forecastCounts(index: CountIndex, fixture: Fixture, stat: CountStat): CountForecast | null {
  const key = `forecast|${fixture.competition}|${fixture.date}|${fixture.homeTeamId}|${fixture.awayTeamId}|${stat}`
  return index.memo(key, () => forecast(index, fixture, stat))
}

function forecast(index: CountIndex, fixture: Fixture, stat: CountStat): CountForecast | null {
  const league = leagueMeans(index, fixture.competition, fixture.date, stat)
  if (!league) return null
  const h = rates(index, fixture.homeTeamId, fixture.date, stat, league)
  const a = rates(index, fixture.awayTeamId, fixture.date, stat, league)
  return {
    stat,
    home: league.home * h.attack * a.concede,
    away: league.away * a.attack * h.concede,
    leagueHome: league.home,
    leagueAway: league.away,
    homeMatches: h.matches,
    awayMatches: a.matches,
  }
}

/**
 * P(count = k) for k = 0…, negative binomial of this mean and size (a Poisson when the size is
 * infinite), far enough into the tail that what is left is below 1e-9.
 */
export function countDistribution(mean: number, size: number): number[] {
  const poisson = !Number.isFinite(size)
  const q = poisson ? 0 : mean / (size + mean)
  let p = poisson ? Math.exp(-mean) : (size / (size + mean)) ** size
  const out: number[] = []
  let total = 0
  for (let k = 0; k < 400; k++) {
    out.push(p)
    total += p
    if (k > mean && 1 - total < 1e-9) break
    p = poisson ? (p * mean) / (k + 1) : (p * (k + size) * q) / (k + 1)
  }
  return out
}

/** P(count > line): "over 9.5" is ten or more, "over 9" is ten or more too (nine pushes). */
export function overProbability(pmf: readonly number[], line: number): number {
  let p = 0
  pmf.forEach((x, k) => {
    if (k > line) p += x
  })
  return p
}

/** P(count < line): "under 9.5" is nine or fewer. */
export function underProbability(pmf: readonly number[], line: number): number {
  let p = 0
  pmf.forEach((x, k) => {
    if (k < line) p += x
  })
  return p
}

/** The match total's and each side's distributions under the shipped dispersion. */
export function countDistributions(f: CountForecast): { total: number[]; home: number[]; away: number[] } {
  const d = COUNT_DISPERSION[f.stat]
  return {
    total: countDistribution(f.home + f.away, d.total),
    home: countDistribution(f.home, d.side),
    away: countDistribution(f.away, d.side),
  }
}

function shiftDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
