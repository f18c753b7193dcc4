/**
 * Shots beside goals in the dynamic-strength model (issue 32, decisions 417 and 421). Two Kalman
 * books run side by side over the same matches: one observes goals (goal-kalman.ts, as before), the
 * other an xG proxy built from shots and shots on target (shot-evidence.ts) with a tenth of a
 * Poisson's noise, so it follows chance creation closely. A fixture's expected goals mix the two
 * books' rates on the log scale, split into the total (how many goals) and the supremacy (who gets
 * them):
 *   total     = (1 − mix) · total_goals + mix · total_shots
 *   supremacy = (1 − supremacyMix) · supremacy_goals + supremacyMix · supremacyScale · supremacy_shots
 * where total = ½·log(λ·μ) and supremacy = ½·log(λ/μ). Shot dominance is flatter than goal dominance
 * (strong sides also make better chances), so the shot book's supremacy is first put on the goal
 * book's spread (`supremacyScale`). Mixing rates rather than observations keeps each book's own
 * dynamics: the earlier variant, shots blended into the goal book's observation (decision 107),
 * moved the RPS a third as much.
 * The mix applies only when both sides have shots among their matches of the last `freshDays`
 * days; otherwise (a league or season without statistics, a side just promoted from a league
 * without them) the fixture is priced from the goal book alone, exactly as the goals-only model.
 * Ratings move date by date, so a prediction only ever sees statistics of matches dated before it.
 */
import type { MatchRecord } from '../types.ts'
import { KALMAN_DEFAULTS, KalmanBook, type KalmanParams, type KalmanRates } from './goal-kalman.ts'
import { type ShotParams, shotCounts, shotEvidence } from './shot-evidence.ts'

export interface ShotBookParams {
  /** How far toward the shot book's total goals a fixture is priced (0 = goals only, 1 = shots only). */
  mix: number
  /** How far toward the shot book's (scaled) supremacy. */
  supremacyMix: number
  /** The shot book's supremacy is multiplied by this to put it on the goal book's spread. */
  supremacyScale: number
  /** Shots count only for a side whose latest match with shots is at most this many days old. */
  freshDays: number
  /** What the shot book observes of a match with statistics. */
  evidence: ShotParams
}

/**
 * Chosen on 2014-15…2018-19 (`npx tsx packages/engine/src/cli/tune.ts --step shot-book`; decisions
 * 417, 421): the proxy counts 0.277 a shot on target (the least-squares fit of goals on them) and
 * 0.15 a shot off target (a missed chance still says a side made it), observed with 0.1 of a
 * Poisson's noise. Fixtures take 0.3 of the shot book's total and 0.4 of its supremacy, scaled by
 * 1.4: the goal book's supremacy spreads 1.39 times as wide as the shot book's on those seasons.
 */
export const SHOT_BOOK_TUNED: ShotBookParams = {
  mix: 0.3,
  supremacyMix: 0.4,
  supremacyScale: 1.4,
  freshDays: 200,
  evidence: { weight: 1, perShotOnTarget: 0.277, perShotOff: 0.15, noise: 0.1 },
}

/** What the engine ships: the tuned shot book. */
export const SHOT_BOOK_DEFAULTS: ShotBookParams = SHOT_BOOK_TUNED

type MixParams = Pick<ShotBookParams, 'mix' | 'supremacyMix' | 'supremacyScale'>

/** The goal book's rates moved toward the shot book's: total and supremacy each by its own share. */
export function mixRates(goals: KalmanRates, shots: KalmanRates, p: MixParams): KalmanRates {
  const total = (r: KalmanRates) => 0.5 * Math.log(r.lambda * r.mu)
  const supremacy = (r: KalmanRates) => 0.5 * Math.log(r.lambda / r.mu)
  const t = (1 - p.mix) * total(goals) + p.mix * total(shots)
  const s = (1 - p.supremacyMix) * supremacy(goals) + p.supremacyMix * p.supremacyScale * supremacy(shots)
  return { lambda: Math.exp(t + s), mu: Math.exp(t - s) }
}

const DAY_MS = 86_400_000

/** The goal book and, unless `shotBook` is null, the shot book beside it; rates come out mixed. */
export class GoalAndShotBooks {
  private readonly goals: KalmanBook
  private readonly shots: KalmanBook | null
  /** Each team's latest date with shots among the matches applied so far. */
  private readonly lastShots = new Map<string, string>()

  constructor(
    params: KalmanParams = KALMAN_DEFAULTS,
    private readonly shotBook: ShotBookParams | null = SHOT_BOOK_DEFAULTS,
  ) {
    this.goals = new KalmanBook(params)
    const evidence = shotBook?.evidence
    this.shots =
      evidence && shotBook.mix + shotBook.supremacyMix > 0
        ? new KalmanBook(params, (m) => shotEvidence(m, evidence))
        : null
  }

  /** Apply finished matches (date by date) and return every one's pre-match rates by id. */
  apply(matches: MatchRecord[]): Map<string, KalmanRates> {
    const { goals, shots, fresh } = this.applyBooks(matches)
    if (!shots || !this.shotBook) return goals
    const out = new Map<string, KalmanRates>()
    for (const [id, g] of goals) {
      const s = shots.get(id)
      out.set(id, s && fresh.has(id) ? mixRates(g, s, this.shotBook) : g)
    }
    return out
  }

  /**
   * Apply finished matches and return each book's own pre-match rates by id, unmixed, with the
   * ids whose sides both had fresh shots (the tuning CLI mixes them many ways from one pass).
   */
  applyBooks(matches: MatchRecord[]): {
    goals: Map<string, KalmanRates>
    shots: Map<string, KalmanRates> | null
    fresh: Set<string>
  } {
    const goals = this.goals.apply(matches)
    if (!this.shots) return { goals, shots: null, fresh: new Set() }
    return { goals, shots: this.shots.apply(matches), fresh: this.freshBeforeEach(matches) }
  }

  /** Expected goals of a fixture from the current states of both books. */
  rates(match: Pick<MatchRecord, 'competition' | 'season' | 'date' | 'homeTeamId' | 'awayTeamId'>): KalmanRates {
    const g = this.goals.rates(match)
    if (!this.shots || !this.shotBook || !this.isFresh(match)) return g
    return mixRates(g, this.shots.rates(match), this.shotBook)
  }

  /** Whether both sides have shots among the matches applied, within `freshDays` before the match. */
  private isFresh(match: Pick<MatchRecord, 'date' | 'homeTeamId' | 'awayTeamId'>): boolean {
    const days = this.shotBook?.freshDays ?? 0
    const recent = (team: string) => {
      const last = this.lastShots.get(team)
      return last !== undefined && Date.parse(match.date) - Date.parse(last) <= days * DAY_MS
    }
    return recent(match.homeTeamId) && recent(match.awayTeamId)
  }

  /** Ids of the matches whose sides were both fresh before kick-off; the shot dates are recorded as it goes. */
  private freshBeforeEach(matches: MatchRecord[]): Set<string> {
    const played = matches
      .filter((m) => m.status === 'finished' && m.homeGoals !== null && m.awayGoals !== null)
      .sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0))
    const fresh = new Set<string>()
    for (let i = 0; i < played.length; ) {
      let end = i
      while (end < played.length && played[end]?.date === played[i]?.date) end++
      const day = played.slice(i, end)
      // A day's matches are judged before any of them is recorded: none sees another's shots.
      for (const m of day) if (this.isFresh(m)) fresh.add(m.id)
      for (const m of day)
        if (shotCounts(m)) {
          this.lastShots.set(m.homeTeamId, m.date)
          this.lastShots.set(m.awayTeamId, m.date)
        }
      i = end
    }
    return fresh
  }
}
