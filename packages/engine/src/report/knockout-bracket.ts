/**
 * A cup's knockout bracket as the data shows it on the asked day: the round being played and
 * its ties (legs listed, first legs played or not), the ties already decided, and how many later
 * rounds are fixed. The data names later pairings only once both clubs are known, so beyond the
 * round being played only the final is fixed, and only when that round is the semi-finals (the
 * two winners meet). A later round listed with clubs still in an open tie would be a result from
 * after the asked day (decision 133), so it is never read.
 */
import { addDays } from '../parser/calendar.ts'
import type { MatchRecord } from '../types.ts'
import type { ReportContext } from './context.ts'
import { STAGES, type Stage, stageOf } from './knockout-stages.ts'

export interface KnockoutTie {
  stage: Stage
  /** The first leg's hosts (the final: its first-listed side). */
  first: string
  second: string
  /** The legs in the data, in date order; a return leg may be missing (priced as listed next). */
  legs: MatchRecord[]
  /** Every leg played; `winner` when the 90-minute scores (or a later round) say who went through. */
  decided?: { winner?: string }
}

export type Bracket =
  /** No season of the competition around the asked day. */
  | { state: 'none' }
  /** The league phase is still being played, or a finished round's next draw is not in the data. */
  | { state: 'not_drawn'; season: string; next?: Stage; played: Set<string> }
  | { state: 'decided'; season: string; final: MatchRecord; winner?: string; played: Set<string> }
  | {
      state: 'open'
      season: string
      stage: Stage
      ties: KnockoutTie[]
      /** Rounds after this one whose pairings are fixed: 1 for semi-finals (the final), else 0. */
      laterRounds: number
      /** Decided ties of the earlier knockout rounds, for "Celtic are out". */
      earlier: KnockoutTie[]
      /** Every club that played in the season. */
      played: Set<string>
    }

/** A season of a cup runs about ten months; look this far either side of the asked day for it. */
const SEASON_SEARCH_DAYS = 330

/** The season of the competition running on the asked day: its newest match on or before it, else its next. */
export function cupSeason(ctx: ReportContext, code: string): string | undefined {
  const around = ctx.world
    .matchesBetween(addDays(ctx.today, -SEASON_SEARCH_DAYS), addDays(ctx.today, SEASON_SEARCH_DAYS))
    .filter((m) => m.competition === code)
  const before = around.filter((m) => m.date <= ctx.today)
  return (before[before.length - 1] ?? around[0])?.season
}

function goalsOf(team: string, m: MatchRecord): number {
  return (m.homeTeamId === team ? m.homeGoals : m.awayGoals) ?? 0
}

function tiesOf(stage: Stage, matches: MatchRecord[], later: MatchRecord[]): KnockoutTie[] {
  const byPair = new Map<string, MatchRecord[]>()
  for (const m of matches) {
    const key = [m.homeTeamId, m.awayTeamId].sort().join('|')
    byPair.set(key, [...(byPair.get(key) ?? []), m])
  }
  return [...byPair.values()].map((legs) => {
    const first = legs[0] as MatchRecord
    const tie: KnockoutTie = { stage, first: first.homeTeamId, second: first.awayTeamId, legs }
    const complete = legs.every((m) => m.status === 'finished') && (stage === 'final' || legs.length >= 2)
    if (!complete) return tie
    const a = legs.reduce((s, m) => s + goalsOf(tie.first, m), 0)
    const b = legs.reduce((s, m) => s + goalsOf(tie.second, m), 0)
    // Level after regular time: extra time or penalties decided it, which the data's 90-minute
    // scores do not show; a later round that lists one of the two does.
    const inLater = [tie.first, tie.second].find((t) => later.some((m) => m.homeTeamId === t || m.awayTeamId === t))
    const winner = a > b ? tie.first : b > a ? tie.second : inLater
    tie.decided = winner ? { winner } : {}
    return tie
  })
}

export function readBracket(ctx: ReportContext, code: string): Bracket {
  const season = cupSeason(ctx, code)
  if (!season) return { state: 'none' }
  const all = ctx.world.seasonMatches(code, season)
  const played = new Set(all.flatMap((m) => [m.homeTeamId, m.awayTeamId]))
  const byStage = new Map<Stage, MatchRecord[]>()
  let leagueOpen = false
  for (const m of all) {
    const stage = stageOf(m.round)
    if (stage === 'league' || stage === undefined) {
      if (m.status === 'scheduled') leagueOpen = true
      continue
    }
    byStage.set(stage, [...(byStage.get(stage) ?? []), m])
  }
  // Knockout pairings are drawn after the league phase: none can be known before it ends.
  if (leagueOpen || byStage.size === 0) return { state: 'not_drawn', season, played }
  const stages = STAGES.filter((s) => byStage.has(s))
  const current = stages.find((s) => (byStage.get(s) as MatchRecord[]).some((m) => m.status === 'scheduled'))
  const after = (s: Stage) =>
    stages.filter((x) => STAGES.indexOf(x) > STAGES.indexOf(s)).flatMap((x) => byStage.get(x) ?? [])
  if (!current) {
    const last = stages[stages.length - 1] as Stage
    const final = last === 'final' ? byStage.get('final')?.[0] : undefined
    if (final) {
      const [tie] = tiesOf('final', [final], [])
      return { state: 'decided', season, final, winner: tie?.decided?.winner, played }
    }
    return { state: 'not_drawn', season, next: STAGES[STAGES.indexOf(last) + 1], played }
  }
  const ties = tiesOf(current, byStage.get(current) as MatchRecord[], after(current))
  const earlier = stages
    .filter((s) => STAGES.indexOf(s) < STAGES.indexOf(current))
    .flatMap((s) => tiesOf(s, byStage.get(s) as MatchRecord[], after(s)))
  const laterRounds = current === 'semi_finals' && ties.length === 2 ? 1 : 0
  return { state: 'open', season, stage: current, ties, laterRounds, earlier, played }
}
