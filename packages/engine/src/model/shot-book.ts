/**
 * Shots beside goals in the dynamic-strength model (issue 32, decision 417). Two Kalman books run
 * side by side over the same matches: one observes goals (goal-kalman.ts, as before), the other
 * an xG proxy built from shots and shots on target (shot-evidence.ts) with a tenth of a Poisson's
 * noise, so it follows chance creation closely. A fixture's expected goals are the geometric mix
 * of the two books' rates, `mix` of the way toward the shot book:
 *   λ = λ_goals^(1 − mix) · λ_shots^mix   (and μ alike).
 * Mixing rates rather than observations keeps each book's own dynamics: the earlier variant,
 * shots blended into the goal book's observation (decision 107), moved the RPS a third as much.
 * A match without shots is observed as goals by both books, so a league or season without
 * statistics prices exactly as the goals-only model. Ratings move date by date, so a prediction
 * only ever sees statistics of matches dated before it.
 */
import type { MatchRecord } from '../types.ts'
import { KALMAN_DEFAULTS, KalmanBook, type KalmanParams, type KalmanRates } from './goal-kalman.ts'
import { type ShotParams, shotEvidence } from './shot-evidence.ts'

export interface ShotBookParams {
  /** How far toward the shot book's rates a fixture is priced (0 = goals only, 1 = shots only). */
  mix: number
  /** What the shot book observes of a match with statistics. */
  evidence: ShotParams
}

/**
 * Chosen on 2014-15…2018-19 (`npx tsx packages/engine/src/cli/tune.ts --step shot-book`; decision
 * 417): the proxy counts 0.277 a shot on target (the least-squares fit of goals on them) and 0.15 a
 * shot off target (a missed chance still says a side made it), observed with 0.1 of a Poisson's
 * noise, and fixtures are priced 0.4 of the way toward that book.
 */
export const SHOT_BOOK_TUNED: ShotBookParams = {
  mix: 0.4,
  evidence: { weight: 1, perShotOnTarget: 0.277, perShotOff: 0.15, noise: 0.1 },
}

/** What the engine ships: the tuned shot book (decision 417). */
export const SHOT_BOOK_DEFAULTS: ShotBookParams = SHOT_BOOK_TUNED

/** `mix` of the way from the goal book's rates to the shot book's, on the log scale. */
export function mixRates(goals: KalmanRates, shots: KalmanRates, mix: number): KalmanRates {
  if (mix <= 0) return goals
  // Written as a ratio so that books that agree (no shots anywhere yet) give the goal book's rates
  // to the last bit: the fallback prices exactly as goals alone.
  return {
    lambda: goals.lambda * (shots.lambda / goals.lambda) ** mix,
    mu: goals.mu * (shots.mu / goals.mu) ** mix,
  }
}

/** The goal book and, unless `shotBook` is null, the shot book beside it; rates come out mixed. */
export class GoalAndShotBooks {
  private readonly goals: KalmanBook
  private readonly shots: KalmanBook | null

  constructor(
    params: KalmanParams = KALMAN_DEFAULTS,
    private readonly shotBook: ShotBookParams | null = SHOT_BOOK_DEFAULTS,
  ) {
    this.goals = new KalmanBook(params)
    const evidence = shotBook?.evidence
    this.shots = evidence && shotBook.mix > 0 ? new KalmanBook(params, (m) => shotEvidence(m, evidence)) : null
  }

  /** Apply finished matches (date by date) and return every one's mixed pre-match rates by id. */
  apply(matches: MatchRecord[]): Map<string, KalmanRates> {
    const goals = this.goals.apply(matches)
    if (!this.shots || !this.shotBook) return goals
    const shots = this.shots.apply(matches)
    const out = new Map<string, KalmanRates>()
    for (const [id, g] of goals) {
      const s = shots.get(id)
      out.set(id, s ? mixRates(g, s, this.shotBook.mix) : g)
    }
    return out
  }

  /** Expected goals of a fixture from the current states of both books. */
  rates(match: Pick<MatchRecord, 'competition' | 'season' | 'date' | 'homeTeamId' | 'awayTeamId'>): KalmanRates {
    const g = this.goals.rates(match)
    if (!this.shots || !this.shotBook) return g
    return mixRates(g, this.shots.rates(match), this.shotBook.mix)
  }
}
