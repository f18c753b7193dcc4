/**
 * Shot evidence for the dynamic-strength goal model (issue 32). A match's goal counts are a noisy
 * measure of the chances each side made; shots on target and shots measure them with far less
 * noise. For a match whose statistics hold both sides' shots and shots on target, a Kalman book
 * (goal-kalman.ts; the shot book of shot-book.ts) observes, instead of the goals alone,
 *   y = (1 − weight) · goals + weight · xG proxy,   xG proxy = perShotOnTarget · shots on target
 *                                                      + perShotOff · shots off target,
 * with a smaller observation noise (`noise` times a Poisson's). A match without them is observed
 * exactly as before (goals, Poisson noise), so other leagues and older seasons price as they did.
 * Only finished matches update ratings, date by date, so a prediction only ever sees statistics
 * of matches dated before it.
 */
import type { MatchRecord } from '../types.ts'

export interface ShotParams {
  /** Share of the observation taken from the xG proxy instead of the goals (0 = goals only). */
  weight: number
  /** Goals per shot on target in the proxy. */
  perShotOnTarget: number
  /** Goals per shot off target in the proxy (a shot that missed still measures a chance made). */
  perShotOff: number
  /** Observation noise of the blended count, as a multiple of a Poisson's (1 = goals). */
  noise: number
}

/** What the Kalman model observes of one finished match: a goal-equivalent count per side. */
export interface GoalEvidence {
  home: number
  away: number
  /** Observation noise as a multiple of the Poisson variance. */
  noise: number
}

/** Shots and shots on target of both sides, or null when the match's statistics lack any of them. */
export function shotCounts(
  match: MatchRecord,
): { homeShots: number; awayShots: number; homeOnTarget: number; awayOnTarget: number } | null {
  const s = match.statistics
  if (!s) return null
  const { homeShots, awayShots, homeShotsOnTarget, awayShotsOnTarget } = s
  if (homeShots === null || awayShots === null || homeShotsOnTarget === null || awayShotsOnTarget === null) return null
  // A row whose on-target count exceeds its shots is a data error: not evidence.
  if (homeShotsOnTarget > homeShots || awayShotsOnTarget > awayShots) return null
  return { homeShots, awayShots, homeOnTarget: homeShotsOnTarget, awayOnTarget: awayShotsOnTarget }
}

/** The xG proxy of one side. */
export function shotProxy(shots: number, onTarget: number, p: ShotParams): number {
  return p.perShotOnTarget * onTarget + p.perShotOff * (shots - onTarget)
}

/** The evidence a finished match gives the Kalman model: goals and shots blended, or null (goals alone). */
export function shotEvidence(match: MatchRecord, p: ShotParams): GoalEvidence | null {
  if (p.weight <= 0 || match.homeGoals === null || match.awayGoals === null) return null
  const c = shotCounts(match)
  if (!c) return null
  const w = p.weight
  return {
    home: (1 - w) * match.homeGoals + w * shotProxy(c.homeShots, c.homeOnTarget, p),
    away: (1 - w) * match.awayGoals + w * shotProxy(c.awayShots, c.awayOnTarget, p),
    noise: p.noise,
  }
}

/**
 * Decision 107's variant, kept for `tune.ts --step shots`: 0.3 of the goal book's observation from
 * the xG proxy, half a Poisson's noise. It moved the test seasons' RPS by −0.00018 ± 0.00019 and
 * was never shipped; the engine now runs a separate shot book (shot-book.ts, decision 417).
 */
export const SHOTS_TUNED: ShotParams = { weight: 0.3, perShotOnTarget: 0.277, perShotOff: 0.004, noise: 0.5 }
