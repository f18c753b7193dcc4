/**
 * Ordered logit turning one strength feature x (Elo difference) into home/draw/away:
 *   P(away) = σ(c1 − βx), P(away or draw) = σ(c2 − βx), c1 < c2.
 * Fitted by Newton's method on the log-likelihood (three parameters, analytic gradient, Hessian by
 * finite differences of the gradient) — a few iterations over thousands of matches.
 */

export interface OrderedLogit {
  beta: number
  c1: number
  c2: number
}

/** Outcome codes: 0 = home win, 1 = draw, 2 = away win. */
export interface LogitObservation {
  x: number
  outcome: 0 | 1 | 2
  weight?: number
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z))

export function orderedLogitProbs(model: OrderedLogit, x: number): { home: number; draw: number; away: number } {
  const pa = sigmoid(model.c1 - model.beta * x)
  const pad = sigmoid(model.c2 - model.beta * x)
  const away = pa
  const draw = Math.max(1e-9, pad - pa)
  const home = Math.max(1e-9, 1 - pad)
  const s = home + draw + away
  return { home: home / s, draw: draw / s, away: away / s }
}

/** Typical European top-flight values; used when there is too little history to fit. */
export const DEFAULT_LOGIT: OrderedLogit = { beta: 1.6, c1: -1.0, c2: 0.25 }

function logLik(obs: LogitObservation[], p: number[]): number {
  const [beta, c1, c2] = p as [number, number, number]
  if (c2 <= c1) return Number.NEGATIVE_INFINITY
  let s = 0
  for (const o of obs) {
    const pr = orderedLogitProbs({ beta, c1, c2 }, o.x)
    s += (o.weight ?? 1) * Math.log(o.outcome === 0 ? pr.home : o.outcome === 1 ? pr.draw : pr.away)
  }
  return s
}

function gradient(obs: LogitObservation[], p: number[]): number[] {
  const [beta, c1, c2] = p as [number, number, number]
  let gb = 0
  let g1 = 0
  let g2 = 0
  for (const o of obs) {
    const w = o.weight ?? 1
    const s1 = sigmoid(c1 - beta * o.x)
    const s2 = sigmoid(c2 - beta * o.x)
    const d1 = s1 * (1 - s1)
    const d2 = s2 * (1 - s2)
    if (o.outcome === 2) {
      // log s1
      g1 += (w * d1) / s1
      gb += (w * -o.x * d1) / s1
    } else if (o.outcome === 1) {
      const pr = Math.max(1e-12, s2 - s1)
      g2 += (w * d2) / pr
      g1 -= (w * d1) / pr
      gb += (w * -o.x * (d2 - d1)) / pr
    } else {
      const pr = Math.max(1e-12, 1 - s2)
      g2 -= (w * d2) / pr
      gb += (w * o.x * d2) / pr
    }
  }
  return [gb, g1, g2]
}

export function fitOrderedLogit(obs: LogitObservation[], start: OrderedLogit = DEFAULT_LOGIT): OrderedLogit {
  if (obs.length < 50) return start
  let p = [start.beta, start.c1, start.c2]
  let f = logLik(obs, p)
  for (let it = 0; it < 25; it++) {
    const g = gradient(obs, p)
    const h: number[][] = []
    const eps = 1e-4
    for (let i = 0; i < 3; i++) {
      const q = [...p]
      q[i] = (q[i] as number) + eps
      const gq = gradient(obs, q)
      h.push(gq.map((v, j) => (v - (g[j] as number)) / eps))
    }
    const step = solve3(
      h,
      g.map((v) => -v),
    )
    let t = 1
    let next = p.map((v, i) => v + t * (step[i] as number))
    let fn = logLik(obs, next)
    // Backtrack if Newton overshoots (or the Hessian is not negative definite).
    while (!(fn >= f) && t > 1e-4) {
      t /= 2
      next = p.map((v, i) => v + t * (step[i] as number))
      fn = logLik(obs, next)
    }
    if (!(fn >= f)) break
    const gain = fn - f
    p = next
    f = fn
    if (gain < 1e-9) break
  }
  return { beta: p[0] as number, c1: p[1] as number, c2: p[2] as number }
}

function solve3(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i] as number])
  for (let c = 0; c < 3; c++) {
    let piv = c
    for (let r = c + 1; r < 3; r++) if (Math.abs(m[r]?.[c] as number) > Math.abs(m[piv]?.[c] as number)) piv = r
    ;[m[c], m[piv]] = [m[piv] as number[], m[c] as number[]]
    const d = m[c]?.[c] as number
    if (Math.abs(d) < 1e-12) return [0, 0, 0]
    for (let r = 0; r < 3; r++) {
      if (r === c) continue
      const f = (m[r]?.[c] as number) / d
      for (let k = c; k < 4; k++) (m[r] as number[])[k] = (m[r]?.[k] as number) - f * (m[c]?.[k] as number)
    }
  }
  return [0, 1, 2].map((i) => (m[i]?.[3] as number) / (m[i]?.[i] as number))
}
