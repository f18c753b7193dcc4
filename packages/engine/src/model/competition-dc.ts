import type { MatchRecord } from '../types.ts'
import { type DcModel, type DcObservation, fitDixonColes } from './dixon-coles.ts'
import { type HyperParams, MIN_WEIGHT } from './hyper.ts'

/**
 * Dixon–Coles fit of one competition as of a reference date, keyed by canonical team ids, with
 * the promoted-team prior. A team counts as new (promoted) when the window holds earlier seasons
 * of the competition but none with this team: it is shrunk toward a below-average prior instead
 * of the league mean. Unknown teams at prediction time get the same prior.
 */

export interface CompetitionDc {
  competition: string
  model: DcModel
  index: Map<string, number>
  /** Raw (unweighted) matches per team inside the window. */
  counts: Map<string, number>
  /** Whether the window spans more than one season (so absent teams are promoted, not founders). */
  hasHistory: boolean
  /** Match-weighted mean of log √(attack·defence) over the fitted teams: the league's goal style. */
  styleCentre: number
  hyper: HyperParams
}

const DAY_MS = 86_400_000

const dayCache = new Map<string, number>()

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (memoised: fits call this for every match, every refit). */
export function dayNumber(date: string): number {
  let v = dayCache.get(date)
  if (v === undefined) {
    v = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
    dayCache.set(date, v)
  }
  return v
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
}

export function decayWeight(matchDate: string, refDate: string, halfLifeDays: number): number {
  return 2 ** (-Math.max(0, daysBetween(matchDate, refDate)) / halfLifeDays)
}

/**
 * `matches` must be finished matches of one competition dated strictly before `refDate` (callers
 * filter; this function re-checks the date so a caller bug cannot leak the future).
 */
export function fitCompetitionDc(
  competition: string,
  matches: MatchRecord[],
  refDate: string,
  hyper: HyperParams,
): CompetitionDc | null {
  const eligible = matches.filter(
    (m) =>
      m.competition === competition &&
      m.status === 'finished' &&
      m.homeGoals !== null &&
      m.awayGoals !== null &&
      m.date < refDate,
  )
  // A competition whose data stopped years ago (e.g. Swiss league until 2021) is fitted as of its
  // last match rather than decayed to nothing: stale but far better than no model.
  let last = ''
  for (const m of eligible) if (m.date > last) last = m.date
  const decayRef = last && last < refDate ? nextDay(last) : refDate
  const used: { m: MatchRecord; w: number }[] = []
  for (const m of eligible) {
    const w = decayWeight(m.date, decayRef, hyper.halfLifeDays)
    if (w >= MIN_WEIGHT) used.push({ m, w })
  }
  if (used.length === 0) return null
  const seasons = [...new Set(used.map((u) => u.m.season))].sort()
  const latest = seasons[seasons.length - 1] as string
  const hasHistory = seasons.length > 1
  const index = new Map<string, number>()
  const counts = new Map<string, number>()
  const seasonsOf = new Map<string, Set<string>>()
  for (const { m } of used) {
    for (const t of [m.homeTeamId, m.awayTeamId]) {
      if (!index.has(t)) index.set(t, index.size)
      counts.set(t, (counts.get(t) ?? 0) + 1)
      let s = seasonsOf.get(t)
      if (!s) {
        s = new Set()
        seasonsOf.set(t, s)
      }
      s.add(m.season)
    }
  }
  const n = index.size
  const priorAttack = new Float64Array(n).fill(1)
  const priorDefence = new Float64Array(n).fill(1)
  if (hasHistory) {
    for (const [team, i] of index) {
      const s = seasonsOf.get(team) as Set<string>
      if (s.size === 1 && s.has(latest)) {
        priorAttack[i] = hyper.promotedAttack
        priorDefence[i] = hyper.promotedDefence
      }
    }
  }
  const observations: DcObservation[] = used.map(({ m, w }) => ({
    home: index.get(m.homeTeamId) as number,
    away: index.get(m.awayTeamId) as number,
    homeGoals: m.homeGoals as number,
    awayGoals: m.awayGoals as number,
    weight: w,
  }))
  const model = fitDixonColes({
    teamCount: n,
    observations,
    priorAttack,
    priorDefence,
    priorMatches: hyper.priorMatches,
  })
  let styleSum = 0
  let styleWeight = 0
  for (let t = 0; t < n; t++) {
    const w = model.weightSeen[t] as number
    styleSum += (w * Math.log((model.attack[t] as number) * (model.defence[t] as number))) / 2
    styleWeight += w
  }
  const styleCentre = styleWeight > 0 ? styleSum / styleWeight : 0
  return { competition, model, index, counts, hasHistory, styleCentre, hyper }
}

/**
 * Split a team's multipliers into strength (√(attack ÷ defence)) and goal style (√(attack ·
 * defence): how many goals its games have, both ends together) and keep only `keep` of the
 * style's distance from the league centre. Why: the independent attack and defence priors shrink
 * strength and style alike, but teams differ far less in style than in strength, so the plain fit
 * spreads totals and BTTS too widely (tuning seasons: O2.5 slope 0.72, BTTS 0.58). Strength, and
 * so 1X2, is untouched.
 */
export function shrinkGoalStyle(
  m: { attack: number; defence: number },
  centre: number,
  keep: number,
): { attack: number; defence: number } {
  if (keep === 1) return { attack: m.attack, defence: m.defence }
  const strength = Math.log(m.attack / m.defence) / 2
  const style = centre + keep * (Math.log(m.attack * m.defence) / 2 - centre)
  return { attack: Math.exp(style + strength), defence: Math.exp(style - strength) }
}

/**
 * Multipliers a fixture is priced with: fitted, or the promoted/league-mean prior when the fit
 * never saw the team; goal style shrunk toward the league's (`shrinkGoalStyle`).
 */
export function teamStrength(
  fit: CompetitionDc | null,
  team: string,
  hyper: HyperParams,
): { attack: number; defence: number; seen: number } {
  const i = fit?.index.get(team)
  const centre = fit?.styleCentre ?? 0
  if (fit && i !== undefined) {
    const raw = { attack: fit.model.attack[i] as number, defence: fit.model.defence[i] as number }
    return { ...shrinkGoalStyle(raw, centre, hyper.goalStyleKeep), seen: fit.counts.get(team) ?? 0 }
  }
  if (fit?.hasHistory) {
    const prior = { attack: hyper.promotedAttack, defence: hyper.promotedDefence }
    return { ...shrinkGoalStyle(prior, centre, hyper.goalStyleKeep), seen: 0 }
  }
  return { attack: 1, defence: 1, seen: 0 }
}
