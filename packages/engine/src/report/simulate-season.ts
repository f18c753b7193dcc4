/**
 * Outrights by Monte Carlo: the rest of the season is played SIMULATIONS times from the
 * model's own prices. Each remaining fixture draws a goal difference from its scoreline
 * matrix (so points and goal difference move together), added to the real table. Ratings stay
 * as they are today (no in-season updating) and the seed is fixed, so the same data and date
 * always give the same figures.
 */
import type { OutrightRow, OutrightTable } from '../analysis-types.ts'
import type { MatchRecord } from '../types.ts'
import type { ReportContext } from './context.ts'
import { computeStandings } from './standings.ts'

export const SIMULATIONS = 10_000
/** Relegation places by league where they differ from three (play-off places count as safe). */
const RELEGATED: Record<string, number> = {
  'de.1': 2,
  'de.2': 2,
  'nl.1': 2,
  'pt.1': 2,
  'sco.1': 1,
  'at.1': 1,
  'be.1': 2,
  'gr.1': 2,
}
export function relegationPlaces(code: string): number {
  return RELEGATED[code] ?? 3
}

/** Automatic promotion places of the second divisions the data holds (play-offs not simulated). */
const PROMOTED: Record<string, number> = { 'en.2': 2, 'de.2': 2, 'es.2': 2, 'it.2': 2, 'fr.2': 2 }
/** 0 for a competition with no promotion (a top flight, a cup). */
export function promotionPlaces(code: string): number {
  return PROMOTED[code] ?? 0
}

/** mulberry32: small, fast and good enough for sampling; seeded so answers are reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function seedOf(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

export interface SeasonSimulation {
  table: OutrightTable
  /** Scheduled fixtures dated before the newest result: the source is behind, they are simulated too. */
  overdue: number
  /** When the competition splits into groups or halves points mid-season (not modelled). */
  split: boolean
}

export function simulateSeason(ctx: ReportContext, code: string): SeasonSimulation | null {
  const w = ctx.world
  const last = w.lastResult(code)
  if (!last) return null
  const season = w.matchesBetween(last, last).find((m) => m.competition === code && m.status === 'finished')?.season
  if (!season) return null
  const all = w.seasonMatches(code, season)
  const results = all.filter((m) => m.status === 'finished' && m.date <= ctx.today)
  const remaining = all.filter((m) => !(m.status === 'finished' && m.date <= ctx.today))
  const standings = computeStandings(results, w.teamName)
  const teams = standings.map((r) => r.teamId)
  for (const m of remaining) for (const t of [m.homeTeamId, m.awayTeamId]) if (!teams.includes(t)) teams.push(t)
  const idx = new Map(teams.map((t, i) => [t, i]))
  const n = teams.length
  const basePts = new Float64Array(n)
  const baseGd = new Float64Array(n)
  const played = new Array<number>(n).fill(0)
  for (const r of standings) {
    const i = idx.get(r.teamId) ?? 0
    basePts[i] = r.points
    baseGd[i] = r.goalsFor - r.goalsAgainst
    played[i] = r.played
  }
  // Per fixture: cumulative distribution over goal differences.
  const fixtures = remaining.map((m) => fixtureSampler(ctx, m, idx))
  const titles = new Float64Array(n)
  const top4 = new Float64Array(n)
  const down = new Float64Array(n)
  const up = new Float64Array(n)
  const ptsSum = new Float64Array(n)
  const relegated = relegationPlaces(code)
  const promoted = promotionPlaces(code)
  const random = rng(seedOf(`${code}:${season}:${ctx.today}`))
  const pts = new Float64Array(n)
  const gd = new Float64Array(n)
  const order = teams.map((_, i) => i)
  for (let s = 0; s < SIMULATIONS; s++) {
    pts.set(basePts)
    gd.set(baseGd)
    for (const f of fixtures) {
      const u = random()
      let k = 0
      while (k < f.cdf.length - 1 && u > (f.cdf[k] as number)) k++
      const d = f.diffs[k] as number
      gd[f.home] = (gd[f.home] as number) + d
      gd[f.away] = (gd[f.away] as number) - d
      if (d > 0) pts[f.home] = (pts[f.home] as number) + 3
      else if (d < 0) pts[f.away] = (pts[f.away] as number) + 3
      else {
        pts[f.home] = (pts[f.home] as number) + 1
        pts[f.away] = (pts[f.away] as number) + 1
      }
    }
    // Ties on points and goal difference are broken at random (goals scored is not simulated).
    const jitter = order.map(() => random())
    order.sort(
      (a, b) =>
        (pts[b] as number) - (pts[a] as number) ||
        (gd[b] as number) - (gd[a] as number) ||
        (jitter[a] as number) - (jitter[b] as number),
    )
    titles[order[0] as number] = (titles[order[0] as number] as number) + 1
    for (let i = 0; i < Math.min(4, n); i++) top4[order[i] as number] = (top4[order[i] as number] as number) + 1
    for (let i = 0; i < Math.min(promoted, n); i++) up[order[i] as number] = (up[order[i] as number] as number) + 1
    for (let i = Math.max(0, n - relegated); i < n; i++)
      down[order[i] as number] = (down[order[i] as number] as number) + 1
    for (let i = 0; i < n; i++) ptsSum[i] = (ptsSum[i] as number) + (pts[i] as number)
  }
  const rows: OutrightRow[] = teams.map((t, i) => ({
    team: w.teamName(t),
    points: basePts[i] as number,
    played: played[i] as number,
    title: (titles[i] as number) / SIMULATIONS,
    topFour: (top4[i] as number) / SIMULATIONS,
    relegation: (down[i] as number) / SIMULATIONS,
    promotion: (up[i] as number) / SIMULATIONS,
    expectedPoints: Math.round(((ptsSum[i] as number) / SIMULATIONS) * 10) / 10,
  }))
  rows.sort((a, b) => b.expectedPoints - a.expectedPoints || b.points - a.points || a.team.localeCompare(b.team))
  return {
    table: {
      competition: code,
      competitionName: w.competitionName(code),
      season,
      simulations: SIMULATIONS,
      remaining: remaining.length,
      rows,
    },
    overdue: remaining.filter((m) => m.date < last).length,
    split: ['sco.1', 'at.1', 'be.1', 'gr.1', 'dk.1', 'ch.1'].includes(code),
  }
}

function fixtureSampler(ctx: ReportContext, m: MatchRecord, idx: Map<string, number>) {
  const mk = ctx.predict(m).markets
  const entries = Object.entries(mk.goalDifference ?? {})
    .map(([d, p]) => [Number(d), p] as const)
    .sort((a, b) => a[0] - b[0])
  // Without a margin distribution, fall back to 1X2 as −1 / 0 / +1.
  const list =
    entries.length > 0
      ? entries
      : ([
          [-1, mk.away],
          [0, mk.draw],
          [1, mk.home],
        ] as const)
  const diffs = list.map(([d]) => d)
  const cdf: number[] = []
  let acc = 0
  for (const [, p] of list) {
    acc += p
    cdf.push(acc)
  }
  return { home: idx.get(m.homeTeamId) ?? 0, away: idx.get(m.awayTeamId) ?? 0, diffs, cdf }
}
