/**
 * The score part of a Football.TXT match line, e.g. `1-0 (1-0)`, `4-1 a.e.t. (1-1, 0-1)`,
 * `4-3 pen. 1-0 a.e.t. (1-0, 1-0)` or `8-7 pen. 0-0 a.e.t. (0-0)`. Markers label the score
 * before them (`pen.` shoot-out, `a.e.t.` after extra time); a bare score is the 90-minute one.
 * Inside the brackets: after extra time `(90', half time)` or just `(90')`; otherwise `(half time)`.
 */

export type Goals = [number, number]

export interface TxtScore {
  /** After 90 minutes: what every 90-minute market and model uses. */
  ft: Goals
  ht?: Goals
  /** After extra time (120 minutes), when played. */
  et?: Goals
  /** Penalty shoot-out, when played. */
  p?: Goals
}

const PAIR = String.raw`\d{1,2}\s*-\s*\d{1,2}`
const MARKER = String.raw`(?:pen\.?|a\.e\.t\.?|aet|n\.V\.|i\.E\.)`
/** A score tail at the end of a line: scores with optional markers, then an optional bracket. */
export const SCORE_TAIL = new RegExp(
  String.raw`(?:^|\s)(${PAIR}(?:\s*${MARKER})?(?:\s+${PAIR}(?:\s*${MARKER})?)*(?:\s*\(\s*${PAIR}(?:\s*,\s*${PAIR})*\s*\))?)\s*$`,
)

function pair(text: string): Goals {
  const [a, b] = text.split('-').map((s) => Number(s.trim()))
  return [a as number, b as number]
}

/** Interpret a score tail matched by SCORE_TAIL; null when it does not hold a 90-minute score. */
export function parseScore(text: string): TxtScore | null {
  const bracket = /\(([^)]*)\)\s*$/.exec(text)
  const outside = bracket ? text.slice(0, bracket.index) : text
  const inside = bracket ? (bracket[1] as string).split(',').map((s) => pair(s)) : []
  let ft: Goals | undefined
  let et: Goals | undefined
  let p: Goals | undefined
  const re = new RegExp(`(${PAIR})(?:\\s*(${MARKER}))?`, 'g')
  for (const m of outside.matchAll(re)) {
    const g = pair(m[1] as string)
    const marker = (m[2] ?? '').toLowerCase()
    if (marker.startsWith('pen') || marker === 'i.e.') p = g
    else if (marker.startsWith('a') || marker === 'n.v.') et = g
    else ft = g
  }
  let ht: Goals | undefined
  if (et && !ft) {
    ft = inside[0]
    ht = inside[1]
  } else ht = inside[0]
  if (!ft) return null
  const score: TxtScore = { ft }
  if (ht) score.ht = ht
  if (et) score.et = et
  if (p) score.p = p
  return score
}
