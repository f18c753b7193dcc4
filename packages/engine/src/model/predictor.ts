import type { FixturePrediction, MatchRecord, ModelView, Predictor } from '../types.ts'
import { type CompetitionDc, decayWeight, fitCompetitionDc, nextDay, teamStrength } from './competition-dc.ts'
import { dcMatrix, dcRates } from './dixon-coles.ts'
import { EloBook, type EloParams, eloFeature } from './elo.ts'
import { fitGlobalDc, GLOBAL_FIT, type GlobalDc, globalRates, isInternational } from './global-dc.ts'
import { KALMAN_DEFAULTS, type KalmanRates } from './goal-kalman.ts'
import { DEFAULT_HYPER, type HyperParams } from './hyper.ts'
import { marketsFromMatrix, outcome1x2, rescaleTo1x2 } from './matrix.ts'
import {
  DEFAULT_LOGIT,
  fitOrderedLogit,
  type LogitObservation,
  type OrderedLogit,
  orderedLogitProbs,
} from './ordered-logit.ts'
import { GoalAndShotBooks, SHOT_BOOK_DEFAULTS, type ShotBookParams } from './shot-book.ts'
import { StakesBook } from './stakes.ts'

/**
 * The engine's predictor. A league match's 1X2 blends the dynamic-strength goal model (Kalman,
 * 0.8), the competition's Dixon–Coles (0.15) and Elo through an ordered logit (0.05); a match
 * between leagues blends the global one-scale Dixon–Coles (0.8) with the cup's Elo. All other
 * markets come from the Dixon–Coles matrix (goal style shrunk) rescaled to the blended 1X2, so
 * every market stays coherent (e.g. win-to-nil ≤ win). Weights: hyper.ts, decision 103.
 */

export interface PredictorOptions {
  hyper?: Partial<HyperParams>
  /**
   * Only matches dated strictly before this `YYYY-MM-DD` are used, and time decay is measured to
   * it. Default: the day after the newest finished match.
   */
  asOf?: string
  /**
   * The shot book beside the Kalman goal book, read from `match.statistics` (shot-book.ts, issue
   * 32). Default SHOT_BOOK_DEFAULTS (decisions 417, 421); null prices from goals only.
   */
  shots?: ShotBookParams | null
}

/** Dixon–Coles low-score correlation in the Kalman model's matrix (a typical fitted value; a per-league fitted ρ did no better). */
export const KALMAN_RHO = -0.05

/** League-wide fallback rates for a competition the fit has never seen (European top-flight averages). */
const FALLBACK_DC = { homeRate: 1.5, awayRate: 1.2, rho: -0.05 }
/** Ordered-logit fit uses matches of the last this-many days before the reference date, decay-weighted. */
const LOGIT_WINDOW_DAYS = 4 * 365

export function eloParams(h: HyperParams): EloParams {
  return { k: h.eloK, home: h.eloHome, regress: h.eloRegress, newTeamOffset: h.eloNewTeamOffset }
}

export function outcomeOf(m: MatchRecord): 0 | 1 | 2 {
  const h = m.homeGoals as number
  const a = m.awayGoals as number
  return h > a ? 0 : h === a ? 1 : 2
}

/** Ordered logit on pre-match Elo features of finished matches before `refDate` (decayed, 4-year window). */
export function fitEloLogit(
  finished: MatchRecord[],
  preMatch: Map<string, { home: number; away: number }>,
  refDate: string,
  hyper: HyperParams,
): OrderedLogit {
  const obs: LogitObservation[] = []
  const params = eloParams(hyper)
  for (const m of finished) {
    if (m.date >= refDate) continue
    const pre = preMatch.get(m.id)
    if (!pre) continue
    const w = decayWeight(m.date, refDate, LOGIT_WINDOW_DAYS / 2)
    if (w < 0.25) continue
    obs.push({ x: eloFeature(pre.home, pre.away, params), outcome: outcomeOf(m), weight: w })
  }
  return fitOrderedLogit(obs, DEFAULT_LOGIT)
}

export interface PriceInputs {
  match: MatchRecord
  dc: CompetitionDc | null
  eloHome: number
  eloAway: number
  logit: OrderedLogit
  hyper: HyperParams
  eloSeen?: { home: number; away: number }
  /**
   * The global one-scale model's rates, used instead of the competition's own fit for matches
   * between leagues (European cups), where per-league multipliers are on different scales.
   */
  global?: { lambda: number; mu: number; rho: number; home: TeamScale; away: TeamScale }
  /** The dynamic-strength goal model's expected goals (league matches; ignored with `global`). */
  kalman?: KalmanRates
  /** What the match means to each side (decision 106): adjusts both goal models' expected goals. */
  stakes?: StakesBook
  /** Scorelines listed in `correctScores` (default 10). */
  topScores?: number
}

interface TeamScale {
  attack: number
  defence: number
  seen: number
}

type P3 = { home: number; draw: number; away: number }

/** (1 − w)·a + w·b on home/draw/away. */
export function mix3(a: P3, b: P3, w: number): P3 {
  return {
    home: (1 - w) * a.home + w * b.home,
    draw: (1 - w) * a.draw + w * b.draw,
    away: (1 - w) * a.away + w * b.away,
  }
}

/**
 * The shipped 1X2 blend. With the Kalman model's 1X2 (a league match): the goal side is Dixon–Coles
 * and Kalman in their blend proportions, and Elo gets the rest. Without it (a match between
 * leagues, `dc` then being the global one-scale fit): `blendWeightGlobal` on `dc`, the rest Elo.
 */
export function blend1x2(dc: P3, kalman: P3 | undefined, elo: P3, hyper: HyperParams): { goals: P3; blend: P3 } {
  if (!kalman) return { goals: dc, blend: mix3(dc, elo, 1 - hyper.blendWeightGlobal) }
  const goalWeight = hyper.blendWeightDc + hyper.blendWeightKalman
  const goals = mix3(dc, kalman, goalWeight > 0 ? hyper.blendWeightKalman / goalWeight : 0)
  return { goals, blend: mix3(goals, elo, 1 - goalWeight) }
}

/** Price one fixture from already-fitted components (shared by the Predictor and the backtest). */
export function priceFixture(x: PriceInputs): FixturePrediction {
  const { match, dc, hyper } = x
  const home = x.global?.home ?? teamStrength(dc, match.homeTeamId, hyper)
  const away = x.global?.away ?? teamStrength(dc, match.awayTeamId, hyper)
  const base = dc?.model ?? FALLBACK_DC
  const stakes = x.global ? undefined : x.stakes?.stakes(match)
  // Both goal models' expected goals move with what the match means to each side (decision 106).
  const withStakes = <R extends { lambda: number; mu: number }>(r: R) =>
    stakes && x.stakes ? { ...r, ...x.stakes.apply(stakes, r) } : r
  const { lambda, mu } = withStakes(x.global ?? dcRates(base, home, away))
  const matrix = dcMatrix(lambda, mu, x.global?.rho ?? base.rho, hyper.blankFactor)
  const dc1x2 = outcome1x2(matrix)
  const elo1x2 = orderedLogitProbs(x.logit, eloFeature(x.eloHome, x.eloAway, eloParams(hyper)))
  const kalmanRates = !x.global && x.kalman ? withStakes(x.kalman) : undefined
  const kalman1x2 = kalmanRates
    ? outcome1x2(dcMatrix(kalmanRates.lambda, kalmanRates.mu, KALMAN_RHO, hyper.blankFactor))
    : undefined
  const { goals, blend } = blend1x2(dc1x2, kalman1x2, elo1x2, hyper)
  const markets = marketsFromMatrix(rescaleTo1x2(matrix, blend), x.topScores)
  const models: ModelView[] = [
    // Shown as "the goal models" (report/sections.ts): for a league match, Dixon–Coles and Kalman.
    { model: 'dixon-coles', ...goals },
    { model: 'elo', ...elo1x2 },
    { model: 'blend', home: markets.home, draw: markets.draw, away: markets.away },
  ]
  return {
    match,
    markets,
    models,
    ratings: {
      home: { attack: home.attack, defence: home.defence, elo: x.eloHome, matchesSeen: home.seen },
      away: { attack: away.attack, defence: away.defence, elo: x.eloAway, matchesSeen: away.seen },
    },
    ...(stakes && (stakes.home || stakes.away) ? { stakes } : {}),
  }
}

/**
 * Fit every component on the finished matches (strictly before `options.asOf` when given) and
 * return a Predictor pricing any fixture; Dixon–Coles fits are built lazily per competition.
 */
export function fitPredictor(matches: MatchRecord[], options: PredictorOptions = {}): Predictor {
  const hyper: HyperParams = { ...DEFAULT_HYPER, ...options.hyper }
  const finished = matches.filter(
    (m) =>
      m.status === 'finished' &&
      m.homeGoals !== null &&
      m.awayGoals !== null &&
      (options.asOf === undefined || m.date < options.asOf),
  )
  let lastResultDate: string | null = null
  for (const m of finished) if (lastResultDate === null || m.date > lastResultDate) lastResultDate = m.date
  const refDate = options.asOf ?? (lastResultDate ? nextDay(lastResultDate) : '1970-01-01')
  const elo = new EloBook(eloParams(hyper))
  const { preMatch } = elo.apply(finished)
  const logit = fitEloLogit(finished, preMatch, refDate, hyper)
  // Every league's dynamic ratings, date by date (about 0.4 s of CPU for all 94k matches).
  const kalman = new GoalAndShotBooks(KALMAN_DEFAULTS, options.shots === undefined ? SHOT_BOOK_DEFAULTS : options.shots)
  kalman.apply(finished)
  const stakes = new StakesBook(matches, finished)
  const byComp = new Map<string, MatchRecord[]>()
  for (const m of finished) {
    const list = byComp.get(m.competition)
    if (list) list.push(m)
    else byComp.set(m.competition, [m])
  }
  const dcFits = new Map<string, CompetitionDc | null>()
  const dcFor = (competition: string): CompetitionDc | null => {
    if (!dcFits.has(competition)) {
      dcFits.set(competition, fitCompetitionDc(competition, byComp.get(competition) ?? [], refDate, hyper))
    }
    return dcFits.get(competition) ?? null
  }
  // The global model costs about a second: fitted only when a match between leagues is priced.
  let globalFit: GlobalDc | undefined
  const globalFor = (match: MatchRecord): PriceInputs['global'] => {
    if (!isInternational(match.competition)) return undefined
    globalFit ??= fitGlobalDc(finished, refDate, {
      halfLifeDays: hyper.halfLifeDays,
      priorMatches: hyper.priorMatches,
      ...GLOBAL_FIT,
    })
    const g = globalRates(globalFit, match, hyper.goalStyleKeep)
    return { lambda: g.lambda, mu: g.mu, rho: globalFit.rho, home: g.home, away: g.away }
  }
  return {
    lastResultDate,
    predict(match: MatchRecord, options: { topScores?: number } = {}): FixturePrediction {
      const global = globalFor(match)
      return priceFixture({
        match,
        ...(options.topScores ? { topScores: options.topScores } : {}),
        dc: dcFor(match.competition),
        eloHome: elo.rating(match.competition, match.homeTeamId, match.season),
        eloAway: elo.rating(match.competition, match.awayTeamId, match.season),
        logit,
        hyper,
        ...(global ? { global } : { kalman: kalman.rates(match), stakes }),
      })
    },
  }
}

/** Predictor as of a date: only matches strictly before `asOf` (YYYY-MM-DD) are used. */
export function fitPredictorAsOf(matches: MatchRecord[], asOf: string, options: PredictorOptions = {}): Predictor {
  return fitPredictor(matches, { ...options, asOf })
}

/** Eagerly fit every competition's Dixon–Coles (for benchmarks / warm caches). */
export function fitAllCompetitions(matches: MatchRecord[], options: PredictorOptions = {}): Map<string, CompetitionDc> {
  const hyper: HyperParams = { ...DEFAULT_HYPER, ...options.hyper }
  const finished = matches.filter(
    (m) => m.status === 'finished' && (options.asOf === undefined || m.date < options.asOf),
  )
  let last = '1970-01-01'
  for (const m of finished) if (m.date > last) last = m.date
  const refDate = options.asOf ?? nextDay(last)
  const out = new Map<string, CompetitionDc>()
  for (const c of new Set(finished.map((m) => m.competition))) {
    const fit = fitCompetitionDc(
      c,
      finished.filter((m) => m.competition === c),
      refDate,
      hyper,
    )
    if (fit) out.set(c, fit)
  }
  return out
}
