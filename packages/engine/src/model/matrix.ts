import { GOAL_LINES, type GoalLine, type MarketProbabilities, TEAM_GOAL_LINES, type TeamGoalLine } from '../types.ts'

/**
 * Scoreline probability matrices: cell (h, a) = P(home scores h, away scores a), row-major in a
 * Float64Array of size n×n. Every market is a sum over cells, so markets are coherent by design.
 */

export interface ScoreMatrix {
  /** Goals 0..n-1 per side; the tail beyond is folded into the matrix by renormalising. */
  n: number
  p: Float64Array
}

/** Largest goal count per side we enumerate; P(≥ 11 goals for one side) is negligible at league rates. */
export const MAX_GOALS = 10

function poissonPmf(lambda: number, n: number): Float64Array {
  const out = new Float64Array(n)
  let v = Math.exp(-lambda)
  for (let k = 0; k < n; k++) {
    out[k] = v
    v *= lambda / (k + 1)
  }
  return out
}

/** Dixon–Coles τ correction of the four low-score cells (ρ < 0 lifts 0-0 and 1-1). */
export function dcTau(h: number, a: number, lambda: number, mu: number, rho: number): number {
  if (h === 0 && a === 0) return 1 - lambda * mu * rho
  if (h === 0 && a === 1) return 1 + lambda * rho
  if (h === 1 && a === 0) return 1 + mu * rho
  if (h === 1 && a === 1) return 1 - rho
  return 1
}

/**
 * Independent Poissons with the Dixon–Coles low-score correction, renormalised to sum to 1.
 * `blank` (≤ 1) scales every scoreline in which a side fails to score (x-0 and 0-x) before the
 * renormalisation: sides blank less often than a Poisson with their expected goals says
 * (decision 102); 1 leaves the plain Dixon–Coles matrix.
 */
export function dixonColesMatrix(lambda: number, mu: number, rho: number, n = MAX_GOALS + 1, blank = 1): ScoreMatrix {
  const ph = poissonPmf(lambda, n)
  const pa = poissonPmf(mu, n)
  const p = new Float64Array(n * n)
  let total = 0
  for (let h = 0; h < n; h++) {
    for (let a = 0; a < n; a++) {
      const tau = h < 2 && a < 2 ? dcTau(h, a, lambda, mu, rho) : 1
      const v = Math.max(0, (ph[h] as number) * (pa[a] as number) * tau * (h === 0 || a === 0 ? blank : 1))
      p[h * n + a] = v
      total += v
    }
  }
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) / total
  return { n, p }
}

export function outcome1x2(m: ScoreMatrix): { home: number; draw: number; away: number } {
  let home = 0
  let draw = 0
  let away = 0
  const { n, p } = m
  for (let h = 0; h < n; h++) {
    for (let a = 0; a < n; a++) {
      const v = p[h * n + a] as number
      if (h > a) home += v
      else if (h === a) draw += v
      else away += v
    }
  }
  return { home, draw, away }
}

/**
 * Rescale the home-win, draw and away-win regions so the matrix's 1X2 equals `target` (the blend),
 * keeping the shape within each region. Totals/BTTS move only as much as the 1X2 shift forces.
 */
export function rescaleTo1x2(m: ScoreMatrix, target: { home: number; draw: number; away: number }): ScoreMatrix {
  const cur = outcome1x2(m)
  const f = {
    home: cur.home > 0 ? target.home / cur.home : 0,
    draw: cur.draw > 0 ? target.draw / cur.draw : 0,
    away: cur.away > 0 ? target.away / cur.away : 0,
  }
  const { n } = m
  const p = new Float64Array(m.p.length)
  let total = 0
  for (let h = 0; h < n; h++) {
    for (let a = 0; a < n; a++) {
      const v = (m.p[h * n + a] as number) * (h > a ? f.home : h === a ? f.draw : f.away)
      p[h * n + a] = v
      total += v
    }
  }
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) / total
  return { n, p }
}

/** Every market of types.ts from one matrix. */
/** Scorelines kept, likeliest first: enough that any score a bettor asks about ("a 0-0", "4-1") is there. */
export function marketsFromMatrix(m: ScoreMatrix, topScores = 30): MarketProbabilities {
  const { n, p } = m
  const { home, draw, away } = outcome1x2(m)
  const totals = new Float64Array(2 * n)
  // Totals of the scorelines where both sides score: "BTTS and over 2.5" in one pass.
  const bothTotals = new Float64Array(2 * n)
  const homeGoals = new Float64Array(n)
  const awayGoals = new Float64Array(n)
  let bttsYes = 0
  // Both score and that result: "Arsenal to win and BTTS".
  const bothBy = { home: 0, draw: 0, away: 0 }
  let xgH = 0
  let xgA = 0
  let csHome = 0
  let csAway = 0
  let wtnHome = 0
  let wtnAway = 0
  const scores: { home: number; away: number; probability: number }[] = []
  const goalDifference: Record<string, number> = {}
  for (let h = 0; h < n; h++) {
    for (let a = 0; a < n; a++) {
      const v = p[h * n + a] as number
      goalDifference[h - a] = (goalDifference[h - a] ?? 0) + v
      totals[h + a] = (totals[h + a] as number) + v
      homeGoals[h] = (homeGoals[h] as number) + v
      awayGoals[a] = (awayGoals[a] as number) + v
      if (h > 0 && a > 0) {
        bttsYes += v
        bothTotals[h + a] = (bothTotals[h + a] as number) + v
        if (h > a) bothBy.home += v
        else if (h === a) bothBy.draw += v
        else bothBy.away += v
      }
      xgH += h * v
      xgA += a * v
      if (a === 0) csHome += v
      if (h === 0) csAway += v
      if (a === 0 && h > 0) wtnHome += v
      if (h === 0 && a > 0) wtnAway += v
      scores.push({ home: h, away: a, probability: v })
    }
  }
  const under = {} as Record<GoalLine, number>
  const over = {} as Record<GoalLine, number>
  const bttsAndOver = {} as Record<GoalLine, number>
  const resultAndOver = {
    home: {} as Record<GoalLine, number>,
    draw: {} as Record<GoalLine, number>,
    away: {} as Record<GoalLine, number>,
  }
  for (const line of GOAL_LINES) {
    let h = 0
    let d = 0
    let a = 0
    for (let x = 0; x < n; x++)
      for (let y = 0; y < n; y++) {
        if (x + y <= Number(line)) continue
        const v = p[x * n + y] as number
        if (x > y) h += v
        else if (x === y) d += v
        else a += v
      }
    resultAndOver.home[line] = clamp01(h)
    resultAndOver.draw[line] = clamp01(d)
    resultAndOver.away[line] = clamp01(a)
  }
  for (const line of GOAL_LINES) {
    const k = Number(line)
    let u = 0
    let both = 0
    for (let t = 0; t < k; t++) {
      u += totals[t] as number
      both += bothTotals[t] as number
    }
    under[line] = clamp01(u)
    over[line] = clamp01(1 - u)
    bttsAndOver[line] = clamp01(bttsYes - both)
  }
  const teamOver = (dist: Float64Array) => {
    const out = {} as Record<TeamGoalLine, number>
    for (const line of TEAM_GOAL_LINES) {
      let u = 0
      for (let g = 0; g < Number(line); g++) u += dist[g] as number
      out[line] = clamp01(1 - u)
    }
    return out
  }
  scores.sort((x, y) => y.probability - x.probability)
  const decisive = home + away
  return {
    home,
    draw,
    away,
    over,
    under,
    bttsYes: clamp01(bttsYes),
    bttsNo: clamp01(1 - bttsYes),
    doubleChance: { homeOrDraw: clamp01(home + draw), awayOrDraw: clamp01(away + draw), homeOrAway: clamp01(decisive) },
    drawNoBet: decisive > 0 ? { home: home / decisive, away: away / decisive } : { home: 0.5, away: 0.5 },
    cleanSheet: { home: clamp01(csHome), away: clamp01(csAway) },
    winToNil: { home: clamp01(wtnHome), away: clamp01(wtnAway) },
    teamOver: { home: teamOver(homeGoals), away: teamOver(awayGoals) },
    correctScores: scores.slice(0, topScores),
    expectedGoals: { home: xgH, away: xgA },
    goalDifference,
    bttsAndOver,
    resultAndOver,
    resultAndBtts: { home: clamp01(bothBy.home), draw: clamp01(bothBy.draw), away: clamp01(bothBy.away) },
  }
}

function clamp01(x: number): number {
  return Math.max(0, Math.min(1, x))
}
