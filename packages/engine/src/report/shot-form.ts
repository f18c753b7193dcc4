/**
 * Shots against goals over a team's recent matches (issue 32), for the "why" line: the chances a
 * side made, valued by the same expected-goals proxy the model's shot evidence uses
 * (shot-evidence.ts: goals per shot on target and off it), against what it scored. Said only when
 * the statistics cover most of the recent matches and the gap is large, so the sentence is true
 * of the data and not of noise.
 */
import { SHOTS_TUNED, shotCounts, shotProxy } from '../model/shot-evidence.ts'
import type { MatchRecord } from '../types.ts'

export interface ShotForm {
  /** Recent matches with both sides' shots and shots on target. */
  matches: number
  /** The xG proxy of the team's shots over them. */
  chances: number
  /** Goals the team scored in them. */
  goals: number
}

/** At least this many of the recent matches must carry shots. */
const MIN_MATCHES = 5
/** Chances and goals must differ by at least this much per match to be worth a sentence. */
const MIN_GAP_PER_MATCH = 0.5

/** The team's chances and goals over `recent` (its finished matches), or null without enough statistics. */
export function shotForm(teamId: string, recent: readonly MatchRecord[]): ShotForm | null {
  let matches = 0
  let chances = 0
  let goals = 0
  for (const m of recent) {
    const c = shotCounts(m)
    if (!c || m.homeGoals === null || m.awayGoals === null) continue
    const home = m.homeTeamId === teamId
    matches++
    chances += home
      ? shotProxy(c.homeShots, c.homeOnTarget, SHOTS_TUNED)
      : shotProxy(c.awayShots, c.awayOnTarget, SHOTS_TUNED)
    goals += home ? m.homeGoals : m.awayGoals
  }
  return matches >= MIN_MATCHES ? { matches, chances, goals } : null
}

/**
 * "Arsenal created more than their results show (shots worth 11.2 goals in their last 6, 6
 * scored)." or the reverse, when the gap is large; otherwise null.
 */
export function shotsVersusGoals(team: string, form: ShotForm | null): string | null {
  if (!form) return null
  const gap = form.chances - form.goals
  if (Math.abs(gap) < MIN_GAP_PER_MATCH * form.matches) return null
  const worth = `shots worth ${form.chances.toFixed(1)} goals in their last ${form.matches}, ${form.goals} scored`
  return gap > 0
    ? `${team} created more than their results show (${worth}).`
    : `${team} scored more than their chances suggest (${worth}).`
}
