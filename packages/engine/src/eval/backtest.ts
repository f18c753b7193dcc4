import { type CompetitionDc, fitCompetitionDc, teamStrength } from '../model/competition-dc.ts'
import { dcMatrix, dcRates } from '../model/dixon-coles.ts'
import { EloBook, eloFeature } from '../model/elo.ts'
import { fitGlobalDc, GLOBAL_FIT, type GlobalDc, globalRates, isInternational } from '../model/global-dc.ts'
import { KALMAN_DEFAULTS, type KalmanParams, kalmanPreMatch } from '../model/goal-kalman.ts'
import { DEFAULT_HYPER, type HyperParams } from '../model/hyper.ts'
import { marketsFromMatrix, outcome1x2, rescaleTo1x2, type ScoreMatrix } from '../model/matrix.ts'
import { orderedLogitProbs } from '../model/ordered-logit.ts'
import { blend1x2, eloParams, fitEloLogit, KALMAN_RHO, mix3, outcomeOf } from '../model/predictor.ts'
import { GoalAndShotBooks, type ShotBookParams } from '../model/shot-book.ts'
import { STAKES_DEFAULTS, StakesBook, type StakesParams } from '../model/stakes.ts'
import type { MatchRecord } from '../types.ts'
import { brier3, calibration, hit, logLoss3, logLossBinary, type P3, rps } from './metrics.ts'

/**
 * Walk-forward backtest. Target matches are cut into blocks of `refitDays` starting at each
 * block's first match date; Dixon–Coles and the Elo→1X2 logit are refitted at every block start
 * from matches dated strictly before it. Elo ratings and the Kalman model's rates are pre-match
 * values from date-by-date passes (only strictly earlier dates). So no prediction ever sees its own
 * or a later date. The Kalman pass runs over every match given (not only the target competitions),
 * as in the product: a promoted club carries its rating from the second division.
 */

/** Dixon–Coles weight of the blend shipped before decision 103 (0.8 DC + 0.2 Elo), kept as a reference row. */
const PREVIOUS_DC_WEIGHT = 0.8

export interface BacktestOptions {
  competitions: string[]
  seasons: string[]
  hyper?: Partial<HyperParams>
  /** Days between refits (default 7). */
  refitDays?: number
  /**
   * Also price every target with the global one-scale model, fitted at each refit on every
   * competition in `all` (not only the target competitions): the cross-league links it needs.
   */
  global?: boolean
  /** Parameters of the dynamic-strength goal model (default: the shipped KALMAN_DEFAULTS; for tuning). */
  kalman?: KalmanParams
  /** What a match means to each side (decision 106; default STAKES_DEFAULTS, `false` leaves it out). */
  stakes?: StakesParams | false
  /**
   * Also price every target with the shot book beside the Kalman goal book (shot-book.ts; issue
   * 32, decision 417): the `kalmanShots` and `blendShots` columns. The main columns stay the
   * goals-only model, the comparison issue 32 asks for. Statistics are read from `match.statistics`.
   */
  shots?: ShotBookParams
}

export interface BacktestRow {
  match: MatchRecord
  outcome: 0 | 1 | 2
  base: P3
  /** Plain Dixon–Coles (goal style not shrunk): the reference the engine is measured against. */
  dc: P3
  /** The engine's Dixon–Coles: goal style shrunk toward the league's, blanks scaled (decision 102). */
  dcStyle: P3
  elo: P3
  /** The dynamic-strength goal model (goal-kalman.ts) alone; league matches only. */
  kalman?: P3
  /** The blend shipped before decision 103: 0.8 engine DC + 0.2 Elo. */
  dcElo: P3
  /** What the engine ships (0.15 DC + 0.8 Kalman + 0.05 Elo for league matches; see blend1x2). */
  blend: P3
  /** The Kalman model fed by shots, alone, and the blend with it in the Kalman model's place (only with `options.shots`). */
  kalmanShots?: P3
  blendShots?: P3
  /** Multipliers of the Kalman model's expected goals for what the match means (1 when nothing is decided). */
  stakesFactor: { lambda: number; mu: number }
  /** The global one-scale Dixon–Coles (only with `options.global`). */
  global?: P3
  /** What the engine ships for matches between leagues: global DC blended with the cup's Elo. */
  globalBlend?: P3
  /** Expected goals and ρ of the engine's Dixon–Coles matrix (goal style shrunk). */
  dcRates: { lambda: number; mu: number; rho: number }
  over25: GoalMarket
  btts: GoalMarket
}

interface GoalMarket {
  dc: number
  dcStyle: number
  dcElo: number
  blend: number
  base: number
  global?: number
  globalBlend?: number
  kalman?: number
  kalmanShots?: number
  blendShots?: number
}

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

/** Home/draw/away, over 2.5 and BTTS frequencies of a competition's previous season (or of everything earlier). */
function baseRates(finished: MatchRecord[], competition: string, season: string) {
  const seasons = [...new Set(finished.filter((m) => m.competition === competition).map((m) => m.season))].sort()
  const prev = seasons.filter((s) => s < season).pop()
  const pool = finished.filter((m) => m.competition === competition && m.season === prev)
  const src = pool.length > 0 ? pool : finished.filter((m) => m.season < season)
  const c = [0, 0, 0]
  let over = 0
  let btts = 0
  for (const m of src) {
    const o = outcomeOf(m)
    c[o] = (c[o] as number) + 1
    if ((m.homeGoals as number) + (m.awayGoals as number) > 2.5) over++
    if ((m.homeGoals as number) > 0 && (m.awayGoals as number) > 0) btts++
  }
  const n = Math.max(1, src.length)
  return {
    p: { home: (c[0] as number) / n, draw: (c[1] as number) / n, away: (c[2] as number) / n },
    over: over / n,
    btts: btts / n,
  }
}

/** A Kalman pass's 1X2 and goal markets for one target, and the shipped blend with it (as priceFixture). */
export function kalmanColumns(
  rawKalman: { lambda: number; mu: number },
  stakesFactor: { lambda: number; mu: number },
  dcMatrixOfRow: ScoreMatrix,
  dc1x2: P3,
  elo: P3,
  hyper: HyperParams,
) {
  const kr = { lambda: rawKalman.lambda * stakesFactor.lambda, mu: rawKalman.mu * stakesFactor.mu }
  const kalmanMatrix = dcMatrix(kr.lambda, kr.mu, KALMAN_RHO, hyper.blankFactor)
  const kalman1x2 = outcome1x2(kalmanMatrix)
  const { blend } = blend1x2(dc1x2, kalman1x2, elo, hyper)
  const km = marketsFromMatrix(kalmanMatrix, 1)
  const bm = marketsFromMatrix(rescaleTo1x2(dcMatrixOfRow, blend), 1)
  return {
    kalman: kalman1x2,
    blend,
    kalmanOver25: km.over['2.5'],
    kalmanBtts: km.bttsYes,
    blendOver25: bm.over['2.5'],
    blendBtts: bm.bttsYes,
  }
}

export function runBacktest(all: MatchRecord[], options: BacktestOptions): BacktestRow[] {
  const hyper: HyperParams = { ...DEFAULT_HYPER, ...options.hyper }
  const plain: HyperParams = { ...hyper, goalStyleKeep: 1, blankFactor: 1 }
  const refitDays = options.refitDays ?? 7
  const comps = new Set(options.competitions)
  const finished = all.filter(
    (m) => comps.has(m.competition) && m.status === 'finished' && m.homeGoals !== null && m.awayGoals !== null,
  )
  finished.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1))
  const { preMatch } = new EloBook(eloParams(hyper)).apply(finished)
  const targets = finished.filter((m) => options.seasons.includes(m.season))
  const kalman = kalmanPreMatch(all, options.kalman ?? KALMAN_DEFAULTS)
  const shots = options.shots
  const kalmanShots = shots ? new GoalAndShotBooks(options.kalman ?? KALMAN_DEFAULTS, shots).apply(all) : undefined
  // The table before each match uses results of strictly earlier dates only (StakesBook.table).
  const stakes = options.stakes === false ? undefined : new StakesBook(all, finished, options.stakes ?? STAKES_DEFAULTS)
  const byComp = new Map<string, MatchRecord[]>()
  for (const m of finished) {
    const list = byComp.get(m.competition)
    if (list) list.push(m)
    else byComp.set(m.competition, [m])
  }
  const baseCache = new Map<string, ReturnType<typeof baseRates>>()
  const rows: BacktestRow[] = []
  let globalFit: GlobalDc | undefined
  let i = 0
  while (i < targets.length) {
    const start = (targets[i] as MatchRecord).date
    const end = addDays(start, refitDays)
    let j = i
    while (j < targets.length && (targets[j] as MatchRecord).date < end) j++
    const block = targets.slice(i, j)
    const logit = fitEloLogit(finished, preMatch, start, hyper)
    if (options.global) {
      globalFit = fitGlobalDc(all, start, {
        halfLifeDays: hyper.halfLifeDays,
        priorMatches: hyper.priorMatches,
        ...GLOBAL_FIT,
        ...(globalFit ? { warmStart: globalFit } : {}),
      })
    }
    const dcFits = new Map<string, CompetitionDc | null>()
    for (const m of block) {
      if (!dcFits.has(m.competition)) {
        dcFits.set(m.competition, fitCompetitionDc(m.competition, byComp.get(m.competition) ?? [], start, hyper))
      }
      const dc = dcFits.get(m.competition) ?? null
      const ratesWith = (h: HyperParams) => {
        const home = teamStrength(dc, m.homeTeamId, h)
        const away = teamStrength(dc, m.awayTeamId, h)
        return { ...dcRates(dc?.model ?? { homeRate: 1.5, awayRate: 1.2 }, home, away), rho: dc?.model.rho ?? -0.05 }
      }
      const plainRates = ratesWith(plain)
      const matchStakes = stakes?.stakes(m)
      const rawStyleRates = ratesWith(hyper)
      const styleRates =
        stakes && matchStakes ? { ...rawStyleRates, ...stakes.apply(matchStakes, rawStyleRates) } : rawStyleRates
      const plainMatrix = dcMatrix(plainRates.lambda, plainRates.mu, plainRates.rho, plain.blankFactor)
      const matrix = dcMatrix(styleRates.lambda, styleRates.mu, styleRates.rho, hyper.blankFactor)
      const dc1x2 = outcome1x2(matrix)
      const pre = preMatch.get(m.id) as { home: number; away: number }
      const elo = orderedLogitProbs(logit, eloFeature(pre.home, pre.away, eloParams(hyper)))
      const international = isInternational(m.competition)
      const rawKalman = international ? undefined : kalman.get(m.id)
      const stakesFactor =
        stakes && matchStakes ? stakes.apply(matchStakes, { lambda: 1, mu: 1 }) : { lambda: 1, mu: 1 }
      const kc = rawKalman ? kalmanColumns(rawKalman, stakesFactor, matrix, dc1x2, elo, hyper) : undefined
      const blend = kc?.blend ?? blend1x2(dc1x2, undefined, elo, hyper).blend
      const dcElo = mix3(dc1x2, elo, 1 - PREVIOUS_DC_WEIGHT)
      const dcMarkets = marketsFromMatrix(plainMatrix, 1)
      const styleMarkets = marketsFromMatrix(matrix, 1)
      const blendMarkets = marketsFromMatrix(rescaleTo1x2(matrix, blend), 1)
      const dcEloMarkets = marketsFromMatrix(rescaleTo1x2(matrix, dcElo), 1)
      const bk = `${m.competition}|${m.season}`
      let base = baseCache.get(bk)
      if (!base) {
        base = baseRates(finished, m.competition, m.season)
        baseCache.set(bk, base)
      }
      const row: BacktestRow = {
        match: m,
        outcome: outcomeOf(m),
        base: base.p,
        dc: { home: dcMarkets.home, draw: dcMarkets.draw, away: dcMarkets.away },
        dcStyle: dc1x2,
        elo,
        dcElo,
        blend,
        dcRates: styleRates,
        stakesFactor,
        over25: {
          dc: dcMarkets.over['2.5'],
          dcStyle: styleMarkets.over['2.5'],
          dcElo: dcEloMarkets.over['2.5'],
          blend: blendMarkets.over['2.5'],
          base: base.over,
        },
        btts: {
          dc: dcMarkets.bttsYes,
          dcStyle: styleMarkets.bttsYes,
          dcElo: dcEloMarkets.bttsYes,
          blend: blendMarkets.bttsYes,
          base: base.btts,
        },
      }
      if (kc) {
        row.kalman = kc.kalman
        row.over25.kalman = kc.kalmanOver25
        row.btts.kalman = kc.kalmanBtts
      }
      const rawShots = international ? undefined : kalmanShots?.get(m.id)
      if (rawShots) {
        const sc = kalmanColumns(rawShots, stakesFactor, matrix, dc1x2, elo, hyper)
        row.kalmanShots = sc.kalman
        row.blendShots = sc.blend
        row.over25.kalmanShots = sc.kalmanOver25
        row.btts.kalmanShots = sc.kalmanBtts
        row.over25.blendShots = sc.blendOver25
        row.btts.blendShots = sc.blendBtts
      }
      if (globalFit) {
        const g = globalRates(globalFit, m, hyper.goalStyleKeep)
        const gm = marketsFromMatrix(dcMatrix(g.lambda, g.mu, globalFit.rho, hyper.blankFactor), 1)
        row.global = { home: gm.home, draw: gm.draw, away: gm.away }
        row.over25.global = gm.over['2.5']
        row.btts.global = gm.bttsYes
        const gb = blend1x2({ home: gm.home, draw: gm.draw, away: gm.away }, undefined, elo, hyper).blend
        const gbm = marketsFromMatrix(rescaleTo1x2(dcMatrix(g.lambda, g.mu, globalFit.rho, hyper.blankFactor), gb), 1)
        row.globalBlend = gb
        row.over25.globalBlend = gbm.over['2.5']
        row.btts.globalBlend = gbm.bttsYes
      }
      rows.push(row)
    }
    i = j
  }
  return rows
}

export type ModelName =
  | 'base'
  | 'dc'
  | 'dcStyle'
  | 'elo'
  | 'blend'
  | 'global'
  | 'globalBlend'
  | 'kalman'
  | 'dcElo'
  | 'kalmanShots'
  | 'blendShots'
export const MODEL_NAMES: ModelName[] = ['base', 'dc', 'dcStyle', 'elo', 'kalman', 'dcElo', 'blend']

export interface Scores {
  n: number
  rps: number
  brier: number
  logLoss: number
  accuracy: number
  over25LogLoss: number
  bttsLogLoss: number
}

export function score(rows: BacktestRow[], model: ModelName): Scores {
  const s = { n: rows.length, rps: 0, brier: 0, logLoss: 0, accuracy: 0, over25LogLoss: 0, bttsLogLoss: 0 }
  for (const r of rows) {
    const p = r[model] ?? r.blend
    s.rps += rps(p, r.outcome)
    s.brier += brier3(p, r.outcome)
    s.logLoss += logLoss3(p, r.outcome)
    s.accuracy += hit(p, r.outcome) ? 1 : 0
    const goals = (r.match.homeGoals as number) + (r.match.awayGoals as number)
    const bothScored = (r.match.homeGoals as number) > 0 && (r.match.awayGoals as number) > 0
    const key = model === 'elo' ? 'dcStyle' : model
    s.over25LogLoss += logLossBinary(r.over25[key] ?? r.over25.blend, goals > 2.5)
    s.bttsLogLoss += logLossBinary(r.btts[key] ?? r.btts.blend, bothScored)
  }
  const n = Math.max(1, rows.length)
  return {
    n: rows.length,
    rps: s.rps / n,
    brier: s.brier / n,
    logLoss: s.logLoss / n,
    accuracy: s.accuracy / n,
    over25LogLoss: s.over25LogLoss / n,
    bttsLogLoss: s.bttsLogLoss / n,
  }
}

/** Reliability of the model's home, draw and away probabilities pooled together. */
export function calibrationTable(rows: BacktestRow[], model: ModelName) {
  const pairs: { p: number; happened: boolean }[] = []
  for (const r of rows) {
    const p = r[model] ?? r.blend
    pairs.push({ p: p.home, happened: r.outcome === 0 })
    pairs.push({ p: p.draw, happened: r.outcome === 1 })
    pairs.push({ p: p.away, happened: r.outcome === 2 })
  }
  return calibration(pairs, 10)
}

/**
 * Pooled RPS of wDc·engine DC + wKalman·Kalman + the rest Elo, from stored rows (for tuning the
 * blend weights; rows without a Kalman forecast use the DC in its place).
 */
export function mixRps(rows: BacktestRow[], wDc: number, wKalman: number): number {
  let s = 0
  for (const r of rows) {
    const k = r.kalman ?? r.dcStyle
    const wElo = 1 - wDc - wKalman
    const p = {
      home: wDc * r.dcStyle.home + wKalman * k.home + wElo * r.elo.home,
      draw: wDc * r.dcStyle.draw + wKalman * k.draw + wElo * r.elo.draw,
      away: wDc * r.dcStyle.away + wKalman * k.away + wElo * r.elo.away,
    }
    s += rps(p, r.outcome)
  }
  return s / Math.max(1, rows.length)
}
