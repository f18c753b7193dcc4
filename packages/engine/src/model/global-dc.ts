import { competitionInfo } from '../data/competitions.ts'
import type { MatchRecord } from '../types.ts'
import { decayWeight, shrinkGoalStyle } from './competition-dc.ts'
import { MIN_WEIGHT } from './hyper.ts'
import { dcTau } from './matrix.ts'

/**
 * One Dixon–Coles model for every club on one scale. Per-competition fits cannot price a match
 * between leagues: "attack 1.3" means 1.3 × the average of *that* league. Here
 *
 *   λ = R_home[c] · att[h] · def[a],   μ = R_away[c] · att[a] · def[h]
 *
 * with goal rates R per competition (a league's goal level, a cup's home advantage) and one
 * attack/defence pair per club shared by all its competitions. Clubs belong to a *group*: the
 * domestic league of their most recent league match (cup- or Europe-only clubs form one group per
 * competition). A club's Gamma prior is centred on its group's offset (the group's geometric
 * mean, itself shrunk toward 1), so a club with few matches looks like its league. The scale of
 * a whole league relative to the others is identified only by matches between leagues (European
 * cups, domestic cups, and clubs moving between divisions, whose one rating spans both).
 *
 * Fitted like the per-competition model (Maher-style cyclic closed-form updates). A block update
 * moving whole groups at once was tried to speed up convergence and diverged; it was removed.
 */

export interface GlobalDcOptions {
  halfLifeDays: number
  /** Pseudo-matches of each club's prior at its group offset. */
  priorMatches: number
  /** Pseudo-teams pulling a group's log offset toward 0 (offset 1). */
  offsetPrior?: number
  /** Matches lighter than this decay weight are left out (the global fit is the costliest). */
  minWeight?: number
  maxIterations?: number
  /** A previous fit to start from (walk-forward refits converge in a few sweeps from it). */
  warmStart?: GlobalDc
}

export interface GlobalDc {
  index: Map<string, number>
  attack: Float64Array
  defence: Float64Array
  /** Raw matches per club in the window. */
  counts: Float64Array
  /** Group of every club, and each group's attack/defence offset. */
  groupOf: Map<string, string>
  offsets: Map<string, { attack: number; defence: number }>
  /** Home/away goal rates per competition. */
  rates: Map<string, { home: number; away: number }>
  rho: number
  iterations: number
}

/** International club cups (Champions League, Libertadores…): every match links two leagues. */
export function isInternational(code: string): boolean {
  return competitionInfo(code).country === 'International'
}

/** A domestic league (not a cup, not international): defines which group a club is in. */
export function isDomesticLeague(code: string): boolean {
  return !isInternational(code) && !code.endsWith('.cup')
}

/**
 * Finals of international cups are played at a neutral ground; so were the single-match
 * knockout rounds of 2019-20 (Lisbon) — a knockout round in which a pair meets once.
 */
export function isNeutralVenue(match: Pick<MatchRecord, 'competition' | 'round'>): boolean {
  if (!isInternational(match.competition) || !match.round) return false
  return /(^|,\s*)final$/i.test(match.round.trim())
}

const FALLBACK_RATES = { home: 1.5, away: 1.2 }

/**
 * The engine's settings of the global fit: about 3.3 years of matches (weight ≥ 0.1 at a 365-day
 * half-life) and 60 sweeps keep a full refit of ~50,000 matches near a second; longer windows
 * and more sweeps moved European RPS by less than 0.001 on the tuning seasons.
 */
export const GLOBAL_FIT = { minWeight: 0.1, maxIterations: 60 } as const

export function fitGlobalDc(matches: MatchRecord[], refDate: string, options: GlobalDcOptions): GlobalDc {
  const k = options.priorMatches
  const k0 = options.offsetPrior ?? 2
  const minWeight = options.minWeight ?? MIN_WEIGHT
  const maxIt = options.maxIterations ?? 200
  const used: { m: MatchRecord; w: number }[] = []
  for (const m of matches) {
    if (m.status !== 'finished' || m.homeGoals === null || m.awayGoals === null || m.date >= refDate) continue
    const w = decayWeight(m.date, refDate, options.halfLifeDays)
    if (w >= minWeight) used.push({ m, w })
  }
  // Group = domestic league of the club's latest league match in the window.
  const latestLeague = new Map<string, { date: string; code: string }>()
  const firstComp = new Map<string, string>()
  const index = new Map<string, number>()
  for (const { m } of used) {
    for (const t of [m.homeTeamId, m.awayTeamId]) {
      if (!index.has(t)) index.set(t, index.size)
      if (!firstComp.has(t)) firstComp.set(t, m.competition)
      if (isDomesticLeague(m.competition)) {
        const prev = latestLeague.get(t)
        if (!prev || m.date >= prev.date) latestLeague.set(t, { date: m.date, code: m.competition })
      }
    }
  }
  const n = index.size
  const groupOf = new Map<string, string>()
  const groupNames: string[] = []
  const groupIdx = new Map<string, number>()
  const teamGroup = new Int32Array(n)
  for (const [t, i] of index) {
    const g = latestLeague.get(t)?.code ?? `only:${firstComp.get(t)}`
    groupOf.set(t, g)
    if (!groupIdx.has(g)) {
      groupIdx.set(g, groupNames.length)
      groupNames.push(g)
    }
    teamGroup[i] = groupIdx.get(g) as number
  }
  const G = groupNames.length
  const compNames: string[] = []
  const compIdx = new Map<string, number>()
  const m = used.length
  const hi = new Int32Array(m)
  const ai = new Int32Array(m)
  const ci = new Int32Array(m)
  const neutral = new Uint8Array(m)
  const hg = new Float64Array(m)
  const ag = new Float64Array(m)
  const w = new Float64Array(m)
  const counts = new Float64Array(n)
  const scored = new Float64Array(n)
  const conceded = new Float64Array(n)
  let sumW = 0
  let sumG = 0
  used.forEach(({ m: r, w: wi }, i) => {
    if (!compIdx.has(r.competition)) {
      compIdx.set(r.competition, compNames.length)
      compNames.push(r.competition)
    }
    const h = index.get(r.homeTeamId) as number
    const a = index.get(r.awayTeamId) as number
    hi[i] = h
    ai[i] = a
    ci[i] = compIdx.get(r.competition) as number
    neutral[i] = isNeutralVenue(r) ? 1 : 0
    hg[i] = r.homeGoals as number
    ag[i] = r.awayGoals as number
    w[i] = wi
    counts[h] = (counts[h] as number) + 1
    counts[a] = (counts[a] as number) + 1
    scored[h] = (scored[h] as number) + wi * hg[i]
    scored[a] = (scored[a] as number) + wi * ag[i]
    conceded[h] = (conceded[h] as number) + wi * ag[i]
    conceded[a] = (conceded[a] as number) + wi * hg[i]
    sumW += wi
    sumG += wi * (hg[i] + ag[i])
  })
  const C = compNames.length
  const rh = new Float64Array(C).fill(FALLBACK_RATES.home)
  const ra = new Float64Array(C).fill(FALLBACK_RATES.away)
  const g = sumW > 0 ? sumG / sumW / 2 : 1.35
  const attack = new Float64Array(n).fill(1)
  const defence = new Float64Array(n).fill(1)
  const warm = options.warmStart
  if (warm) {
    for (const [t, i] of index) {
      const j = warm.index.get(t)
      if (j === undefined) continue
      attack[i] = warm.attack[j] as number
      defence[i] = warm.defence[j] as number
    }
    compNames.forEach((c, i) => {
      const r = warm.rates.get(c)
      if (r) {
        rh[i] = r.home
        ra[i] = r.away
      }
    })
  }
  const offA = new Float64Array(G).fill(1)
  const offD = new Float64Array(G).fill(1)
  const expA = new Float64Array(n)
  const expD = new Float64Array(n)
  // Per-match goal rates of the current iteration (neutral grounds: the geometric mean of both).
  const obsH = new Float64Array(m)
  const obsA = new Float64Array(m)
  const refreshRates = () => {
    for (let i = 0; i < m; i++) {
      const c = ci[i] as number
      if (neutral[i]) {
        const v = Math.sqrt((rh[c] as number) * (ra[c] as number))
        obsH[i] = v
        obsA[i] = v
      } else {
        obsH[i] = rh[c] as number
        obsA[i] = ra[c] as number
      }
    }
  }
  const rateH = (i: number) => obsH[i] as number
  const rateA = (i: number) => obsA[i] as number
  let it = 0
  for (; it < maxIt; it++) {
    let change = 0
    refreshRates()
    // Club attacks given defences and rates, shrunk toward the group offset.
    expA.fill(0)
    for (let i = 0; i < m; i++) {
      const h = hi[i] as number
      const a = ai[i] as number
      expA[h] = (expA[h] as number) + (w[i] as number) * rateH(i) * (defence[a] as number)
      expA[a] = (expA[a] as number) + (w[i] as number) * rateA(i) * (defence[h] as number)
    }
    for (let t = 0; t < n; t++) {
      const v =
        ((scored[t] as number) + k * g * (offA[teamGroup[t] as number] as number)) / ((expA[t] as number) + k * g)
      change = Math.max(change, Math.abs(v - (attack[t] as number)))
      attack[t] = v
    }
    expD.fill(0)
    for (let i = 0; i < m; i++) {
      const h = hi[i] as number
      const a = ai[i] as number
      expD[a] = (expD[a] as number) + (w[i] as number) * rateH(i) * (attack[h] as number)
      expD[h] = (expD[h] as number) + (w[i] as number) * rateA(i) * (attack[a] as number)
    }
    for (let t = 0; t < n; t++) {
      const v =
        ((conceded[t] as number) + k * g * (offD[teamGroup[t] as number] as number)) / ((expD[t] as number) + k * g)
      change = Math.max(change, Math.abs(v - (defence[t] as number)))
      defence[t] = v
    }
    // Competition goal rates given the clubs.
    const eh = new Float64Array(C)
    const ea = new Float64Array(C)
    const sh = new Float64Array(C)
    const sa = new Float64Array(C)
    for (let i = 0; i < m; i++) {
      if (neutral[i]) continue
      const c = ci[i] as number
      const h = hi[i] as number
      const a = ai[i] as number
      eh[c] = (eh[c] as number) + (w[i] as number) * (attack[h] as number) * (defence[a] as number)
      ea[c] = (ea[c] as number) + (w[i] as number) * (attack[a] as number) * (defence[h] as number)
      sh[c] = (sh[c] as number) + (w[i] as number) * (hg[i] as number)
      sa[c] = (sa[c] as number) + (w[i] as number) * (ag[i] as number)
    }
    for (let c = 0; c < C; c++) {
      if ((eh[c] as number) > 0 && (sh[c] as number) > 0) {
        const v = (sh[c] as number) / (eh[c] as number)
        change = Math.max(change, Math.abs(v - (rh[c] as number)))
        rh[c] = v
      }
      if ((ea[c] as number) > 0 && (sa[c] as number) > 0) {
        const v = (sa[c] as number) / (ea[c] as number)
        change = Math.max(change, Math.abs(v - (ra[c] as number)))
        ra[c] = v
      }
    }
    // Scaling every attack (or defence) by s and every rate by 1/s changes no prediction: pin the
    // mean log attack and defence over clubs at 0 so the fit cannot drift along that direction.
    let meanA = 0
    let meanD = 0
    for (let t = 0; t < n; t++) {
      meanA += Math.log(attack[t] as number)
      meanD += Math.log(defence[t] as number)
    }
    const fa = Math.exp(meanA / Math.max(1, n))
    const fd = Math.exp(meanD / Math.max(1, n))
    for (let t = 0; t < n; t++) {
      attack[t] = (attack[t] as number) / fa
      defence[t] = (defence[t] as number) / fd
    }
    for (let c = 0; c < C; c++) {
      rh[c] = (rh[c] as number) * fa * fd
      ra[c] = (ra[c] as number) * fa * fd
    }
    // Group offsets: geometric mean of the group's clubs, shrunk toward 1.
    const la = new Float64Array(G)
    const ld = new Float64Array(G)
    const nt = new Float64Array(G)
    for (let t = 0; t < n; t++) {
      const q = teamGroup[t] as number
      la[q] = (la[q] as number) + Math.log(attack[t] as number)
      ld[q] = (ld[q] as number) + Math.log(defence[t] as number)
      nt[q] = (nt[q] as number) + 1
    }
    for (let q = 0; q < G; q++) {
      offA[q] = Math.exp((la[q] as number) / ((nt[q] as number) + k0))
      offD[q] = Math.exp((ld[q] as number) / ((nt[q] as number) + k0))
    }
    if (change < 1e-4 && it > 5) break
  }
  const rates = new Map<string, { home: number; away: number }>()
  compNames.forEach((c, i) => {
    rates.set(c, { home: rh[i] as number, away: ra[i] as number })
  })
  const offsets = new Map<string, { attack: number; defence: number }>()
  groupNames.forEach((q, i) => {
    offsets.set(q, { attack: offA[i] as number, defence: offD[i] as number })
  })
  refreshRates()
  const rho = fitGlobalRho(m, (i) => {
    const h = hi[i] as number
    const a = ai[i] as number
    return {
      x: hg[i] as number,
      y: ag[i] as number,
      l: rateH(i) * (attack[h] as number) * (defence[a] as number),
      u: rateA(i) * (attack[a] as number) * (defence[h] as number),
      w: w[i] as number,
    }
  })
  return { index, attack, defence, counts, groupOf, offsets, rates, rho, iterations: it }
}

function fitGlobalRho(
  m: number,
  obs: (i: number) => { x: number; y: number; l: number; u: number; w: number },
): number {
  const lows: { x: number; y: number; l: number; u: number; w: number }[] = []
  for (let i = 0; i < m; i++) {
    const o = obs(i)
    if (o.x < 2 && o.y < 2) lows.push(o)
  }
  if (lows.length === 0) return 0
  const ll = (rho: number) => {
    let s = 0
    for (const o of lows) s += o.w * Math.log(Math.max(1e-12, dcTau(o.x, o.y, o.l, o.u, rho)))
    return s
  }
  let lo = -0.2
  let hi = 0.2
  for (let i = 0; i < 40; i++) {
    const a = lo + (hi - lo) / 3
    const b = hi - (hi - lo) / 3
    if (ll(a) > ll(b)) hi = b
    else lo = a
  }
  return (lo + hi) / 2
}

/** Expected goals of a fixture on the global scale; unknown clubs sit at their group's (or the cup-only pool's) offset. */
/**
 * Expected goals of a match on the one scale. `goalStyleKeep` (< 1) shrinks each club's goal style
 * toward its league's, as the per-competition fits do (`shrinkGoalStyle`); strength is untouched.
 */
export function globalRates(
  fit: GlobalDc,
  match: Pick<MatchRecord, 'competition' | 'round' | 'homeTeamId' | 'awayTeamId'>,
  goalStyleKeep = 1,
): { lambda: number; mu: number; home: ClubStrength; away: ClubStrength } {
  const rates = fit.rates.get(match.competition) ?? averageInternationalRates(fit)
  const neutral = isNeutralVenue(match)
  const rH = neutral ? Math.sqrt(rates.home * rates.away) : rates.home
  const rA = neutral ? Math.sqrt(rates.home * rates.away) : rates.away
  const styled = (c: ClubStrength): ClubStrength => {
    const league = c.group ? fit.offsets.get(c.group) : undefined
    const centre = league ? Math.log(league.attack * league.defence) / 2 : 0
    return { ...c, ...shrinkGoalStyle(c, centre, goalStyleKeep) }
  }
  const home = styled(clubStrength(fit, match.homeTeamId, match.competition))
  const away = styled(clubStrength(fit, match.awayTeamId, match.competition))
  return { lambda: rH * home.attack * away.defence, mu: rA * away.attack * home.defence, home, away }
}

export interface ClubStrength {
  attack: number
  defence: number
  seen: number
  group: string | null
}

export function clubStrength(fit: GlobalDc, team: string, competition: string): ClubStrength {
  const i = fit.index.get(team)
  if (i !== undefined) {
    return {
      attack: fit.attack[i] as number,
      defence: fit.defence[i] as number,
      seen: fit.counts[i] as number,
      group: fit.groupOf.get(team) ?? null,
    }
  }
  const pool = fit.offsets.get(isDomesticLeague(competition) ? competition : `only:${competition}`)
  return { attack: pool?.attack ?? 1, defence: pool?.defence ?? 1, seen: 0, group: null }
}

function averageInternationalRates(fit: GlobalDc): { home: number; away: number } {
  let h = 0
  let a = 0
  let c = 0
  for (const [code, r] of fit.rates) {
    if (!isInternational(code)) continue
    h += r.home
    a += r.away
    c++
  }
  return c > 0 ? { home: h / c, away: a / c } : FALLBACK_RATES
}
