import { dcTau, dixonColesMatrix, type ScoreMatrix } from './matrix.ts'

/**
 * Dixon–Coles model of one competition: λ_home = H·att[h]·def[a], μ_away = A·att[a]·def[h],
 * plus the low-score correction ρ. Fitted by maximum a-posteriori with exponential time decay:
 *
 * - attack/defence/H/A by Maher-style cyclic updates: each is the closed-form Poisson MLE given
 *   the others (goals ÷ expected-goals-per-unit), which converges in a few dozen cheap sweeps —
 *   far faster than a generic optimiser over 40+ parameters;
 * - a conjugate Gamma prior per team (posterior-mean form): `priorMatches` pseudo-matches at the
 *   prior multiplier, so a team with no games sits exactly on its prior, a team with few games is
 *   shrunk toward it (league mean 1, or the below-average promoted-team prior);
 * - ρ afterwards by a 1-D golden-section search on the weighted τ log-likelihood with λ, μ fixed
 *   (the usual two-stage approximation; ρ barely moves the Poisson part).
 */

export interface DcObservation {
  home: number
  away: number
  homeGoals: number
  awayGoals: number
  weight: number
}

export interface DcFitInput {
  /** Number of teams; observations index teams 0..teamCount-1. */
  teamCount: number
  observations: DcObservation[]
  /** Prior means of each team's attack and defence multipliers (default 1). */
  priorAttack?: Float64Array
  priorDefence?: Float64Array
  priorMatches: number
  maxIterations?: number
  tolerance?: number
}

export interface DcModel {
  attack: Float64Array
  defence: Float64Array
  /** Goals a league-average home side scores against a league-average defence. */
  homeRate: number
  awayRate: number
  rho: number
  /** Time-weighted number of matches each team contributed. */
  weightSeen: Float64Array
  iterations: number
}

export function fitDixonColes(input: DcFitInput): DcModel {
  const { teamCount: n, observations: obs, priorMatches: k } = input
  const maxIt = input.maxIterations ?? 100
  const tol = input.tolerance ?? 1e-5
  const priorAtt = input.priorAttack ?? new Float64Array(n).fill(1)
  const priorDef = input.priorDefence ?? new Float64Array(n).fill(1)
  const m = obs.length
  const hi = new Int32Array(m)
  const ai = new Int32Array(m)
  const hg = new Float64Array(m)
  const ag = new Float64Array(m)
  const w = new Float64Array(m)
  let sumW = 0
  let sumHG = 0
  let sumAG = 0
  const weightSeen = new Float64Array(n)
  const scored = new Float64Array(n)
  const conceded = new Float64Array(n)
  for (let i = 0; i < m; i++) {
    const o = obs[i] as DcObservation
    hi[i] = o.home
    ai[i] = o.away
    hg[i] = o.homeGoals
    ag[i] = o.awayGoals
    w[i] = o.weight
    sumW += o.weight
    sumHG += o.weight * o.homeGoals
    sumAG += o.weight * o.awayGoals
    weightSeen[o.home] = (weightSeen[o.home] as number) + o.weight
    weightSeen[o.away] = (weightSeen[o.away] as number) + o.weight
    scored[o.home] = (scored[o.home] as number) + o.weight * o.homeGoals
    scored[o.away] = (scored[o.away] as number) + o.weight * o.awayGoals
    conceded[o.home] = (conceded[o.home] as number) + o.weight * o.awayGoals
    conceded[o.away] = (conceded[o.away] as number) + o.weight * o.homeGoals
  }
  // Typical goals per side per match sets the prior's scale: k pseudo-matches ≈ k·g pseudo-goals.
  let homeRate = sumW > 0 ? sumHG / sumW : 1.5
  let awayRate = sumW > 0 ? sumAG / sumW : 1.2
  const g = (homeRate + awayRate) / 2
  const attack = Float64Array.from(priorAtt)
  const defence = Float64Array.from(priorDef)
  const expAtt = new Float64Array(n)
  const expDef = new Float64Array(n)
  let it = 0
  for (; it < maxIt; it++) {
    let change = 0
    // Attack given defence, H, A.
    expAtt.fill(0)
    for (let i = 0; i < m; i++) {
      const h = hi[i] as number
      const a = ai[i] as number
      const wi = w[i] as number
      expAtt[h] = (expAtt[h] as number) + wi * homeRate * (defence[a] as number)
      expAtt[a] = (expAtt[a] as number) + wi * awayRate * (defence[h] as number)
    }
    for (let t = 0; t < n; t++) {
      const v = ((scored[t] as number) + k * g * (priorAtt[t] as number)) / ((expAtt[t] as number) + k * g)
      change = Math.max(change, Math.abs(v - (attack[t] as number)))
      attack[t] = v
    }
    // Defence given attack.
    expDef.fill(0)
    for (let i = 0; i < m; i++) {
      const h = hi[i] as number
      const a = ai[i] as number
      const wi = w[i] as number
      expDef[a] = (expDef[a] as number) + wi * homeRate * (attack[h] as number)
      expDef[h] = (expDef[h] as number) + wi * awayRate * (attack[a] as number)
    }
    for (let t = 0; t < n; t++) {
      const v = ((conceded[t] as number) + k * g * (priorDef[t] as number)) / ((expDef[t] as number) + k * g)
      change = Math.max(change, Math.abs(v - (defence[t] as number)))
      defence[t] = v
    }
    // Home and away base rates.
    let eh = 0
    let ea = 0
    for (let i = 0; i < m; i++) {
      const h = hi[i] as number
      const a = ai[i] as number
      const wi = w[i] as number
      eh += wi * (attack[h] as number) * (defence[a] as number)
      ea += wi * (attack[a] as number) * (defence[h] as number)
    }
    if (eh > 0 && sumHG > 0) {
      const v = sumHG / eh
      change = Math.max(change, Math.abs(v - homeRate))
      homeRate = v
    }
    if (ea > 0 && sumAG > 0) {
      const v = sumAG / ea
      change = Math.max(change, Math.abs(v - awayRate))
      awayRate = v
    }
    if (change < tol) break
  }
  const rho = fitRho(hi, ai, hg, ag, w, attack, defence, homeRate, awayRate)
  return { attack, defence, homeRate, awayRate, rho, weightSeen, iterations: it }
}

function fitRho(
  hi: Int32Array,
  ai: Int32Array,
  hg: Float64Array,
  ag: Float64Array,
  w: Float64Array,
  attack: Float64Array,
  defence: Float64Array,
  homeRate: number,
  awayRate: number,
): number {
  // Only low-score matches carry information about ρ; collect them once.
  const lows: { x: number; y: number; l: number; u: number; w: number }[] = []
  let maxLU = 0
  for (let i = 0; i < hi.length; i++) {
    const x = hg[i] as number
    const y = ag[i] as number
    const l = homeRate * (attack[hi[i] as number] as number) * (defence[ai[i] as number] as number)
    const u = awayRate * (attack[ai[i] as number] as number) * (defence[hi[i] as number] as number)
    maxLU = Math.max(maxLU, l * u, l, u)
    if (x < 2 && y < 2) lows.push({ x, y, l, u, w: w[i] as number })
  }
  if (lows.length === 0) return 0
  const ll = (rho: number) => {
    let s = 0
    for (const o of lows) s += o.w * Math.log(Math.max(1e-12, dcTau(o.x, o.y, o.l, o.u, rho)))
    return s
  }
  // Keep every τ positive for plausible rates.
  let lo = -0.2
  let hiR = 0.2
  const phi = (Math.sqrt(5) - 1) / 2
  let c = hiR - phi * (hiR - lo)
  let d = lo + phi * (hiR - lo)
  let fc = ll(c)
  let fd = ll(d)
  for (let i = 0; i < 40; i++) {
    if (fc > fd) {
      hiR = d
      d = c
      fd = fc
      c = hiR - phi * (hiR - lo)
      fc = ll(c)
    } else {
      lo = c
      c = d
      fc = fd
      d = lo + phi * (hiR - lo)
      fd = ll(d)
    }
  }
  return (lo + hiR) / 2
}

/** Expected goals of a fixture from fitted (or prior) multipliers. */
export function dcRates(
  model: Pick<DcModel, 'homeRate' | 'awayRate'>,
  home: { attack: number; defence: number },
  away: { attack: number; defence: number },
): { lambda: number; mu: number } {
  return { lambda: model.homeRate * home.attack * away.defence, mu: model.awayRate * away.attack * home.defence }
}

export function dcMatrix(lambda: number, mu: number, rho: number, blank = 1): ScoreMatrix {
  // ρ is fitted for typical rates; at extreme rates clamp it so every τ stays positive.
  const bound = Math.min(1 / Math.max(lambda * mu, 1e-9), 1 / Math.max(lambda, mu, 1e-9), 1)
  const r = Math.max(-bound * 0.99, Math.min(bound * 0.99, rho))
  return dixonColesMatrix(lambda, mu, r, undefined, blank)
}
